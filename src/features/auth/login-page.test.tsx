import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInElement } from '../../../tests/unit/render';
import { json } from '../../../tests/unit/mock-fetch';
import { keys } from '../../state/keys';
import { LoginPage } from './login-page';

const USER = { id: 7, first_name: 'Gina', last_name: 'Guest', email: 'guest@demo.test', locale: 'en', abilities: [] };
const unauthorized = () => json({ error: 'Not signed in', code: 'unauthorized' }, 401);

async function fillAndSubmit(email = 'guest@demo.test', password = 'Guest#2026') {
  await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it("is titled 'Portal login' with labelled fields, Remember me and Forgot Password", async () => {
    await renderInElement(<LoginPage />, { url: '/tourist/login', routes: { 'GET /api/tourist/user': unauthorized } });
    expect(screen.getByRole('heading', { level: 1, name: 'Portal login' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forgot Password' })).toBeTruthy();
  });

  it('lets a signed-out guest change the language on the login and forgot-password views, saving nothing on the server', async () => {
    const r = await renderInElement(<LoginPage />, { url: '/tourist/login', routes: { 'GET /api/tourist/user': unauthorized } });
    const switcher = screen.getByRole('combobox', { name: 'Language' });
    expect((switcher as HTMLSelectElement).value).toBe('en');
    await userEvent.selectOptions(switcher, 'he');
    expect(r.runtime.prefs.getState().locale).toBe('he');
    expect(r.calls.some((c) => c.path.startsWith('/api/users/'))).toBe(false);
    // Remembered on the device (issue 25): the next page load starts in Hebrew.
    expect(localStorage.getItem('gp-locale')).toBe('he');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it('after the e-mail verification link (verification=done) says the address is confirmed (issue 25), translated', async () => {
    await renderInElement(<LoginPage />, { url: '/tourist/login?verification=done', routes: { 'GET /api/tourist/user': unauthorized } });
    expect(screen.getByRole('status').textContent).toBe('Your e-mail address is confirmed. You can now log in.');
    expect(screen.getByRole('heading', { level: 1, name: 'Portal login' })).toBeTruthy();
  });

  it('an expired or used verification link (verification=invalid) says so, in Arabic too', async () => {
    await renderInElement(<LoginPage />, { url: '/tourist/login?verification=invalid', locale: 'ar', routes: { 'GET /api/tourist/user': unauthorized } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
    expect(alert.textContent).toMatch(/\S/);
  });

  it('no verification query: no message', async () => {
    await renderInElement(<LoginPage />, { url: '/tourist/login?verification=whatever', routes: { 'GET /api/tourist/user': unauthorized } });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('validates before calling the server', async () => {
    const { calls } = await renderInElement(<LoginPage />, { url: '/tourist/login', routes: { 'GET /api/tourist/user': unauthorized } });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nope');
    expect(screen.getByText('E-mail must be valid')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/login-portal')).toBe(false);
  });

  it('shows the translated text of the error code, keeps what was typed, and clears the error when a field is edited', async () => {
    await renderInElement(<LoginPage />, {
      url: '/tourist/login',
      routes: {
        'GET /api/tourist/user': unauthorized,
        'POST /api/login-portal': () => json({ error: 'Wrong e-mail or password', code: 'invalid_credentials' }, 401),
      },
    });
    await fillAndSubmit('guest@demo.test', 'Wrong#2026');
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail or password is incorrect');
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('guest@demo.test');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Wrong#2026');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a known error code shows the catalogue text, not the server English (issue 25: Arabic login)', async () => {
    await renderInElement(<LoginPage />, {
      url: '/tourist/login',
      locale: 'ar',
      routes: {
        'GET /api/tourist/user': unauthorized,
        'POST /api/login-portal': () => json({ error: 'The e-mail or password is incorrect', code: 'invalid_credentials' }, 401),
      },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'guest@demo.test');
    await userEvent.type(screen.getByLabelText('كلمة المرور'), 'Wrong#2026');
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  });

  it('an unknown error code keeps the server text', async () => {
    await renderInElement(<LoginPage />, {
      url: '/tourist/login',
      routes: {
        'GET /api/tourist/user': unauthorized,
        'POST /api/login-portal': () => json({ error: 'Your account is on hold: call the front desk', code: 'account_on_hold' }, 403),
      },
    });
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Your account is on hold: call the front desk');
  });

  it('a network failure shows a translated message', async () => {
    await renderInElement(<LoginPage />, {
      url: '/tourist/login',
      routes: {
        'GET /api/tourist/user': unauthorized,
        'POST /api/login-portal': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('We could not reach the server. Check your connection and try again.');
  });

  it('success: cookie mode emits gp-login without token, stores the user and goes to the trips list flagged afterLogin', async () => {
    const { history, calls, events, runtime } = await renderInElement(<LoginPage />, {
      url: '/tourist/login',
      routes: { 'GET /api/tourist/user': unauthorized, 'POST /api/login-portal': { user: USER } },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit();
    await waitFor(() => expect(history.current().url).toBe('/tourist/trips?afterLogin=1'));
    const post = calls.find((c) => c.path === '/api/login-portal')!;
    expect(post.body).toEqual({ email: 'guest@demo.test', password: 'Guest#2026', remember: true });
    const login = events.find((e) => e.type === 'gp-login')!;
    expect(login.detail).toEqual({ userId: '7' });
    expect(runtime.resources.getState().entries[keys.user]?.data).toMatchObject({ id: 7 });
    expect(runtime.auth.getState().token).toBeNull();
  });

  it('replaces the login entry: browser Back after login never shows the login form again', async () => {
    const { history } = await renderInElement(<LoginPage />, {
      url: '/tourist/login',
      routes: { 'GET /api/tourist/user': unauthorized, 'POST /api/login-portal': { user: USER } },
    });
    await fillAndSubmit();
    await waitFor(() => expect(history.current().url).toBe('/tourist/trips?afterLogin=1'));
    history.back();
    expect(history.current().url).toBe('/tourist/trips?afterLogin=1');
  });

  describe('hand-off from an embedded element (return_to, lng)', () => {
    const SITE = 'https://rentals.test/trips.html?tab=all';
    const config = { allowed_origins: ['https://rentals.test'] };

    it('goes back to an allowed return_to with location.replace once signed in', async () => {
      const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
      try {
        await renderInElement(<LoginPage />, {
          url: `/tourist/login?status=not_authorized&return_to=${encodeURIComponent(SITE)}`,
          routes: { 'POST /api/login-portal': { user: USER }, 'GET /api/config': config },
        });
        await fillAndSubmit();
        await waitFor(() => expect(replace).toHaveBeenCalledWith(SITE));
      } finally {
        replace.mockRestore();
      }
    });

    it('ignores a return_to on an origin the tenant does not list and lands on the trips list', async () => {
      const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
      try {
        const { history } = await renderInElement(<LoginPage />, {
          url: `/tourist/login?status=not_authorized&return_to=${encodeURIComponent('https://evil.test/x')}`,
          routes: { 'POST /api/login-portal': { user: USER }, 'GET /api/config': config },
        });
        await fillAndSubmit();
        await waitFor(() => expect(history.current().url).toBe('/tourist/trips?afterLogin=1'));
        expect(replace).not.toHaveBeenCalled();
      } finally {
        replace.mockRestore();
      }
    });

    it('an already signed-in guest goes straight back to an allowed return_to', async () => {
      const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
      try {
        await renderInElement(<LoginPage />, {
          url: `/tourist/login?return_to=${encodeURIComponent(SITE)}`,
          routes: { 'GET /api/tourist/user': USER, 'GET /api/config': config },
        });
        await waitFor(() => expect(replace).toHaveBeenCalledWith(SITE));
      } finally {
        replace.mockRestore();
      }
    });

    it('takes the element locale (lng) when the guest has chosen none', async () => {
      const { runtime } = await renderInElement(<LoginPage />, { url: '/tourist/login?status=not_authorized&lng=fr', routes: {} });
      await waitFor(() => expect(runtime.prefs.getState().locale).toBe('fr'));
    });
  });

  it('token mode: sends token: true, keeps the token in memory and emits it', async () => {
    const { history, calls, events, runtime } = await renderInElement(<LoginPage />, {
      url: '/tourist/login',
      seed: (rt) => rt.auth.setState({ mode: 'token' }),
      routes: { 'GET /api/tourist/user': unauthorized, 'POST /api/login-portal': { user: USER, token: 'tok-123' } },
    });
    await fillAndSubmit();
    await waitFor(() => expect(history.current().url).toBe('/tourist/trips?afterLogin=1'));
    expect(calls.find((c) => c.path === '/api/login-portal')!.body).toMatchObject({ token: true });
    expect(runtime.auth.getState().token).toBe('tok-123');
    expect(events.find((e) => e.type === 'gp-login')!.detail).toEqual({ userId: '7', token: 'tok-123' });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('already signed in: goes to the trips list', async () => {
    const { history } = await renderInElement(<LoginPage />, { url: '/tourist/login', routes: { 'GET /api/tourist/user': USER } });
    await waitFor(() => expect(history.current().url).toBe('/tourist/trips'));
  });

  it('status=not_authorized: stays on the login form and does not ask who is signed in', async () => {
    const user = vi.fn(() => USER);
    const { history, calls } = await renderInElement(<LoginPage />, { url: '/tourist/login?status=not_authorized', routes: { 'GET /api/tourist/user': user } });
    await new Promise((r) => setTimeout(r, 20));
    expect(history.current().url).toBe('/tourist/login?status=not_authorized');
    expect(user).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.path === '/api/tourist/user')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Portal login' })).toBeTruthy();
  });
});

describe('Forgot password', () => {
  it('sends the e-mail, confirms it, and resends on request', async () => {
    const forgot = vi.fn(() => ({ ok: true }));
    const { calls } = await renderInElement(<LoginPage />, {
      url: '/tourist/login',
      routes: { 'GET /api/tourist/user': unauthorized, 'POST /api/forgot-password': forgot },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'guest@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
    expect(email.value).toBe('guest@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('status')).textContent).toContain('We have sent an e-mail to guest@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await screen.findByText('The e-mail has been sent again.');
    expect(forgot).toHaveBeenCalledTimes(2);
    expect(calls.filter((c) => c.path === '/api/forgot-password').map((c) => c.body)).toEqual([{ email: 'guest@demo.test' }, { email: 'guest@demo.test' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(screen.getByRole('heading', { name: 'Portal login' })).toBeTruthy();
  });

  it('validates the e-mail', async () => {
    await renderInElement(<LoginPage />, { url: '/tourist/login?view=forgot', routes: { 'GET /api/tourist/user': unauthorized } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('E-mail is required')).toBeTruthy();
  });

  it('a failure stays on the form and shows nothing (only logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderInElement(<LoginPage />, {
      url: '/tourist/login?view=forgot',
      routes: { 'GET /api/tourist/user': unauthorized, 'POST /api/forgot-password': () => json({ error: 'boom', code: 'internal' }, 500) },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'guest@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('guest@demo.test');
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    warn.mockRestore();
  });
});
