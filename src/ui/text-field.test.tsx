import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInElement } from '../../tests/unit/render';
import { PasswordField, TextField } from './text-field';
import { Select } from './select';
import { Checkbox } from './checkbox';

describe('form fields', () => {
  it('TextField is labelled and describes its error', async () => {
    await renderInElement(<TextField label="E-mail" name="email" error="E-mail must be valid" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['We never share it', 'E-mail must be valid']);
  });

  it('TextField without error is not invalid', async () => {
    await renderInElement(<TextField label="E-mail" name="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('PasswordField toggles visibility with a pressed button', async () => {
    const { container } = await renderInElement(<PasswordField label="Password" name="password" />);
    const input = container.querySelector('input[name="password"]') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(screen.getByLabelText('Password')).toBe(input);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('Select and Checkbox are labelled', async () => {
    await renderInElement(
      <>
        <Select label="Language" options={[{ value: 'en', label: 'English' }, { value: 'fr', label: 'Français' }]} defaultValue="fr" />
        <Checkbox label="Remember me" error="Required field" />
      </>,
    );
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('fr');
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });
});
