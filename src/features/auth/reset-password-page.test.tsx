import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInElement } from '../../../tests/unit/render';
import { json } from '../../../tests/unit/mock-fetch';
import { ResetPasswordPage } from './reset-password-page';

describe('ResetPasswordPage', () => {
  it('sends the token with the new password and confirms', async () => {
    const { calls } = await renderInElement(<ResetPasswordPage />, { url: '/tourist/reset-password?token=tok-1', routes: { 'POST /api/reset-password': { ok: true } } });
    await userEvent.type(screen.getByLabelText('New password'), 'Abcdefg1!');
    await userEvent.type(screen.getByLabelText('Password confirmation'), 'Abcdefg1!');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been changed. You can now log in with it.');
    expect(calls.find((c) => c.path === '/api/reset-password')!.body).toEqual({ token: 'tok-1', password: 'Abcdefg1!' });
  });

  it('an expired token shows a translated message and keeps the typed passwords', async () => {
    await renderInElement(<ResetPasswordPage />, {
      url: '/tourist/reset-password?token=old',
      routes: { 'POST /api/reset-password': () => json({ error: 'Token expired', code: 'invalid_token' }, 400) },
    });
    await userEvent.type(screen.getByLabelText('New password'), 'Abcdefg1!');
    await userEvent.type(screen.getByLabelText('Password confirmation'), 'Abcdefg1!');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('Abcdefg1!');
  });

  it('without a token says the link is invalid', async () => {
    await renderInElement(<ResetPasswordPage />, { url: '/tourist/reset-password' });
    expect(screen.getByRole('alert').textContent).toBe('This link is invalid or has expired. Please ask for a new one.');
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/tourist/login');
  });
});
