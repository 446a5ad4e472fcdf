import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInElement } from '../../../tests/unit/render';
import { json } from '../../../tests/unit/mock-fetch';
import { SignUpPage, splitFullName } from './signup-page';
import { planRedirect } from './redirect';

const USER = { id: 9, first_name: 'Ann', last_name: 'Lee', email: 'ann@demo.test', locale: 'en', abilities: [] };
const CONFIG = { company_name: 'Demo Rentals', allowed_origins: ['https://rentals.example'] };

async function fill(values: Partial<Record<'First name' | 'Last name' | 'E-mail' | 'Password' | 'Password confirmation', string>>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label) as HTMLInputElement;
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
const passwordError = () => {
  const input = screen.getByLabelText('Password');
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent).join('');
};

afterEach(() => vi.restoreAllMocks());

describe('SignUpPage', () => {
  it('202 verification_required: the form gives way to "check your e-mail", nobody is signed in', async () => {
    const { calls } = await renderInElement(<SignUpPage />, {
      url: '/tourist/signup',
      routes: { 'GET /api/config': CONFIG, 'POST /api/tourist/signup': () => json({ verification_required: true }, 202) },
    });
    await fill({ 'First name': 'Ann', 'Last name': 'Lee', 'E-mail': 'ann@demo.test', Password: 'Abcdefg1!', 'Password confirmation': 'Abcdefg1!' });
    await submit();
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('Almost done: we have sent an e-mail to \u2068ann@demo.test\u2069. Open the link in it to confirm your address, then log in.');
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toContain('/tourist/login');
    expect(calls.filter((c) => c.url.includes('/api/tourist/user')).length).toBe(0);
  });

  it('offers the language switcher to a signed-out guest; e-mail is typed left to right', async () => {
    const r = await renderInElement(<SignUpPage />, { url: '/tourist/signup', routes: { 'GET /api/config': CONFIG } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    expect(r.runtime.prefs.getState().locale).toBe('ar');
    expect(screen.getByLabelText('E-mail').getAttribute('dir')).toBe('ltr');
  });

  it("is titled 'Portal sign-up' and prefills the names from fullName", async () => {
    await renderInElement(<SignUpPage />, { url: '/tourist/signup?fullName=Ann%20Lee%20Smith', routes: { 'GET /api/config': CONFIG } });
    expect(screen.getByRole('heading', { level: 1, name: 'Portal sign-up' })).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ann');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Lee Smith');
  });

  it('every password rule has its own message, one at a time', async () => {
    await renderInElement(<SignUpPage />, { url: '/tourist/signup', routes: { 'GET /api/config': CONFIG } });
    await submit();
    expect(passwordError()).toBe('Password is required');
    const cases: [string, string][] = [
      ['Ab1!', 'Password must be at least 8 characters'],
      ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
      ['abcdefg1!', 'Password must contain at least one uppercase letter'],
      ['Abcdefgh!', 'Password must contain at least one digit'],
      ['Abcdefg12', 'Password must contain at least one of !@#$%^&*'],
    ];
    for (const [password, message] of cases) {
      await fill({ Password: password });
      expect(passwordError()).toBe(message);
      expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    }
    await fill({ Password: 'Abcdefg1!' });
    expect(passwordError()).toBe('');
    expect(screen.getByLabelText('Password').hasAttribute('aria-invalid')).toBe(false);
  });

  it("confirmation must match: 'Passwords are not matched'; names and e-mail rules", async () => {
    const { calls } = await renderInElement(<SignUpPage />, { url: '/tourist/signup', routes: { 'GET /api/config': CONFIG } });
    await fill({ 'E-mail': 'ann-at-demo', Password: 'Abcdefg1!', 'Password confirmation': 'Abcdefg1?' });
    await submit();
    expect(screen.getByText('Passwords are not matched')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('E-mail must be valid')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    await fill({ 'Password confirmation': 'Abcdefg1!' });
    expect(screen.queryByText('Passwords are not matched')).toBeNull();
    expect(calls.some((c) => c.path === '/api/tourist/signup')).toBe(false);
  });

  it('sends gId, externalCheckout and names; shows the translated error of its code and clears it on edit', async () => {
    const { calls } = await renderInElement(<SignUpPage />, {
      url: '/tourist/signup?fullName=Ann%20Lee&g=grp-42&externalCheckout=true',
      routes: { 'GET /api/config': CONFIG, 'POST /api/tourist/signup': () => json({ error: 'This e-mail already has an account', code: 'email_taken' }, 409) },
    });
    await fill({ 'E-mail': 'ann@demo.test', Password: 'Abcdefg1!', 'Password confirmation': 'Abcdefg1!' });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('This e-mail already has an account.');
    expect(calls.find((c) => c.path === '/api/tourist/signup')!.body).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@demo.test',
      password: 'Abcdefg1!',
      gId: 'grp-42',
      externalCheckout: true,
    });
    await userEvent.type(screen.getByLabelText('E-mail'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the logo of the query only when it is an http(s) URL', async () => {
    await renderInElement(<SignUpPage />, { url: '/tourist/signup?logo=https%3A%2F%2Fcdn.example%2Flogo.png', routes: { 'GET /api/config': CONFIG } });
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://cdn.example/logo.png');
  });

  it('ignores a javascript: logo', async () => {
    await renderInElement(<SignUpPage />, { url: '/tourist/signup?logo=javascript%3Aalert(1)', routes: { 'GET /api/config': {} } });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('success without redirectUrl → trips list; gp-login emitted', async () => {
    const { history, events } = await renderInElement(<SignUpPage />, {
      url: '/tourist/signup',
      routes: { 'GET /api/config': CONFIG, 'POST /api/tourist/signup': () => json({ user: USER }, 201) },
    });
    await fill({ 'First name': 'Ann', 'Last name': 'Lee', 'E-mail': 'ann@demo.test', Password: 'Abcdefg1!', 'Password confirmation': 'Abcdefg1!' });
    await submit();
    await waitFor(() => expect(history.current().url).toBe('/tourist/trips?afterLogin=1'));
    expect(events.find((e) => e.type === 'gp-login')!.detail).toEqual({ userId: '9' });
  });

  it('success with a same-site redirectUrl path navigates the element there', async () => {
    const { history } = await renderInElement(<SignUpPage />, {
      url: '/tourist/signup?g=grp-1',
      routes: { 'GET /api/config': CONFIG, 'POST /api/tourist/signup': () => json({ user: USER, redirectUrl: '/tourist/trips/ABC123' }, 201) },
    });
    await fill({ 'First name': 'Ann', 'Last name': 'Lee', 'E-mail': 'ann@demo.test', Password: 'Abcdefg1!', 'Password confirmation': 'Abcdefg1!' });
    await submit();
    await waitFor(() => expect(history.current().url).toBe('/tourist/trips/ABC123'));
  });

  it('a foreign redirectUrl from the query is refused → trips list', async () => {
    const { history } = await renderInElement(<SignUpPage />, {
      url: '/tourist/signup?redirectUrl=https%3A%2F%2Fevil.test%2F',
      routes: { 'GET /api/config': CONFIG, 'POST /api/tourist/signup': () => json({ user: USER }, 201) },
    });
    await fill({ 'First name': 'Ann', 'Last name': 'Lee', 'E-mail': 'ann@demo.test', Password: 'Abcdefg1!', 'Password confirmation': 'Abcdefg1!' });
    await submit();
    await waitFor(() => expect(history.current().url).toBe('/tourist/trips?afterLogin=1'));
  });
});

describe('planRedirect (redirectUrl allow-list)', () => {
  const origin = 'https://portal.example';
  it('same origin is followed', () => {
    expect(planRedirect('https://portal.example/thanks', [], origin)).toEqual({ kind: 'location', href: 'https://portal.example/thanks' });
    expect(planRedirect('/tourist/trips/X', [], origin)).toEqual({ kind: 'route', url: '/tourist/trips/X' });
  });
  it('allow-listed origin (config.allowed_origins) is followed', () => {
    expect(planRedirect('https://rentals.example/done', ['https://rentals.example'], origin)).toEqual({ kind: 'location', href: 'https://rentals.example/done' });
  });
  it('foreign origin and javascript: are rejected', () => {
    expect(planRedirect('https://evil.test/', ['https://rentals.example'], origin)).toBeNull();
    expect(planRedirect('javascript:alert(document.cookie)', [], origin)).toBeNull();
    expect(planRedirect('//evil.test/x', [], origin)).toBeNull();
  });
});

describe('splitFullName', () => {
  it('splits on the first space and trims', () => {
    expect(splitFullName('  Ann   Lee Smith ')).toEqual({ firstName: 'Ann', lastName: 'Lee Smith' });
    expect(splitFullName(undefined)).toEqual({ firstName: '', lastName: '' });
  });
});
