import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../tests/unit/mock-fetch';
import { renderInElement, type RenderInElementOptions } from '../../../tests/unit/render';
import { LookupFeature } from './lookup-feature';

const MISMATCH = 'The confirmation code or last name does not match our records. Please verify your information and try again.';
const CONFIG = { tenant_id: 1, company_name: 'Sunny Coast Rentals', logo_url: 'https://api.test/assets/logo.svg', allowed_origins: ['https://rentals.example'] };

function mount(url: string, routes: RenderInElementOptions['routes'] = {}, opts: Omit<RenderInElementOptions, 'url' | 'routes'> = {}) {
  return renderInElement(<LookupFeature />, { url, routes: { 'GET /api/config': CONFIG, ...routes }, ...opts });
}

const code = () => screen.getByLabelText(/Confirmation Code/) as HTMLInputElement;
const lastName = () => screen.getByLabelText(/Last Name/) as HTMLInputElement;

function fill(c: string, n: string) {
  fireEvent.change(code(), { target: { value: c } });
  fireEvent.change(lastName(), { target: { value: n } });
}

/**
 * Waits for `check` to pass without touching the fake clock: testing-library's findBy waits on the
 * faked setTimeout and vi.waitFor advances fake timers, both of which would distort the 10 seconds.
 */
async function until<T>(check: () => T): Promise<T> {
  for (let i = 0; i < 200; i++) {
    try {
      return check();
    } catch {
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
  }
  return check();
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('reservation search (/search)', () => {
  it('shows the title, both fields and Go to Reservation', async () => {
    await mount('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Reservation Search' })).toBeTruthy();
    expect(code().dir).toBe('ltr');
    expect(screen.getByRole('button', { name: 'Go to Reservation' })).toBeTruthy();
    // Sent before the code runs (a server render), the browser posts it: the last name never goes into the address.
    expect(code().form?.getAttribute('method')).toBe('post');
  });

  it('an empty submit shows both spec messages and calls nothing; typing clears only the edited field’s message', async () => {
    const { calls } = await mount('/search');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Reservation' }));
    expect(await screen.findByText('Please enter a confirmation code')).toBeTruthy();
    expect(screen.getByText('Please enter your last name as it appears on your reservation')).toBeTruthy();
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code());

    fireEvent.change(code(), { target: { value: 'D' } });
    expect(screen.queryByText('Please enter a confirmation code')).toBeNull();
    expect(code().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Please enter your last name as it appears on your reservation')).toBeTruthy();

    fireEvent.change(lastName(), { target: { value: 'M' } });
    expect(screen.queryByText('Please enter your last name as it appears on your reservation')).toBeNull();
    expect(calls.filter((c) => c.path.includes('validate'))).toHaveLength(0);
  });

  it('a blank-only field counts as empty and focus goes to it', async () => {
    await mount('/search');
    fill('DEMO-CURRENT', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Reservation' }));
    expect(await screen.findByText('Please enter your last name as it appears on your reservation')).toBeTruthy();
    expect(document.activeElement).toBe(lastName());
  });

  it('a mismatch shows the spec text and keeps what was typed; typing clears it', async () => {
    const { calls } = await mount('/search', {
      'POST /api/tourist/user/validate': () => json({ error: 'whatever the server says', code: 'lookup_mismatch' }, 404),
    });
    fill(' DEMO-CURRENT ', ' Wrong ');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Reservation' }));
    expect(await screen.findByText(MISMATCH)).toBeTruthy();
    const sent = calls.find((c) => c.path === '/api/tourist/user/validate')!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({ res_id: 'DEMO-CURRENT', last_name: 'Wrong' });
    expect(code().value).toBe(' DEMO-CURRENT ');
    expect(lastName().value).toBe(' Wrong ');
    fireEvent.change(lastName(), { target: { value: 'Morgan' } });
    expect(screen.queryByText(MISMATCH)).toBeNull();
  });

  it('any other refusal of validate is the mismatch too (spec section 8), never the server’s English text', async () => {
    await mount('/search', { 'POST /api/tourist/user/validate': () => json({ error: 'Reservation locked', code: 'locked' }, 403) });
    fill('X', 'Y');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Reservation' }));
    expect(await screen.findByText(MISMATCH)).toBeTruthy();
    expect(screen.queryByText('Reservation locked')).toBeNull();
  });

  it('success opens the info page under portal-url in a new tab with origin=search and says so', async () => {
    const tab = { opener: 'host' } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const { events } = await mount(
      '/search',
      { 'POST /api/tourist/user/validate': { redirect_url: '/tourist/trips/DEMO-CURRENT/info?origin=search' } },
      { portalUrl: 'https://portal.example' },
    );
    fill('DEMO-CURRENT', 'Morgan');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Reservation' }));
    expect(await screen.findByText(/Your reservation opened in a new tab\./)).toBeTruthy();
    expect(open).toHaveBeenCalledWith('https://portal.example/tourist/trips/DEMO-CURRENT/info?origin=search', '_blank');
    expect(tab.opener).toBeNull();
    const again = screen.getByRole('link', { name: 'Open your reservation' });
    expect(again.getAttribute('href')).toBe('https://portal.example/tourist/trips/DEMO-CURRENT/info?origin=search');
    expect(again.getAttribute('rel')).toContain('noopener');
    expect(events.filter((e) => e.type === 'gp-error')).toHaveLength(0);
  });

  it('a redirect_url outside the allow-list is not followed: the info page opens instead', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    await mount('/search', { 'POST /api/tourist/user/validate': { redirect_url: 'https://evil.example/phish' } }, { portalUrl: 'https://portal.example' });
    fill('DEMO-CURRENT', 'Morgan');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Reservation' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith('https://portal.example/tourist/trips/DEMO-CURRENT/info?origin=search', '_blank');
  });

  it('a redirect_url on an origin the tenant allows is followed as is', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    await mount('/search', { 'POST /api/tourist/user/validate': { redirect_url: 'https://rentals.example/stay?c=1' } }, { portalUrl: 'https://portal.example' });
    fill('DEMO-CURRENT', 'Morgan');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Reservation' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://rentals.example/stay?c=1', '_blank'));
  });

  it('a blocked new tab leaves the page as it is and offers the link', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await mount('/search', { 'POST /api/tourist/user/validate': { redirect_url: null } }, { portalUrl: 'https://portal.example' });
    fill('DEMO-CURRENT', 'Morgan');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Reservation' }));
    expect(await screen.findByText(/Your browser blocked the new tab\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your reservation' }).getAttribute('href')).toBe('https://portal.example/tourist/trips/DEMO-CURRENT/info?origin=search');
  });

  it('without portal-url in memory routing, the element navigates its own router (gp-navigate for the host), no new window', async () => {
    const open = vi.spyOn(window, 'open');
    const { history } = await mount('/search', { 'POST /api/tourist/user/validate': { redirect_url: '/tourist/trips/DEMO-CURRENT/info?origin=search' } });
    fill('DEMO-CURRENT', 'Morgan');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Reservation' }));
    await waitFor(() => expect(history.current().url).toBe('/tourist/trips/DEMO-CURRENT/info?origin=search'));
    expect(open).not.toHaveBeenCalled();
  });

  it('no answer (network failure) is said as such, not as a mismatch; values stay', async () => {
    await mount('/search', {
      'POST /api/tourist/user/validate': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    fill('DEMO-CURRENT', 'Morgan');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Reservation' }));
    expect(await screen.findByText('We could not reach the server. Check your connection and try again.')).toBeTruthy();
    expect(screen.queryByText(MISMATCH)).toBeNull();
    expect(code().value).toBe('DEMO-CURRENT');
  });

  it('a malformed answer is reported, not followed', async () => {
    const open = vi.spyOn(window, 'open');
    await mount('/search', { 'POST /api/tourist/user/validate': () => new Response('<html>oops', { status: 200 }) }, { portalUrl: 'https://portal.example' });
    fill('DEMO-CURRENT', 'Morgan');
    fireEvent.click(screen.getByRole('button', { name: 'Go to Reservation' }));
    expect(await screen.findByText('The server sent an answer we could not read. Please try again later.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('gate-code mode (/search?gate=true)', () => {
  beforeEach(() => {
    // Only the display timer is faked: promises and testing-library's polling keep running.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  const gate = (routes: RenderInElementOptions['routes'] = {}, opts: Omit<RenderInElementOptions, 'url' | 'routes'> = {}) =>
    mount('/search?gate=true', { 'GET /api/tourist/gate-code': { gate_code: '4821#' }, ...routes }, opts);

  async function getCode() {
    fill('DEMO-CURRENT', 'Morgan');
    fireEvent.click(screen.getByRole('button', { name: 'Get Gate Code' }));
    return until(() => screen.getByText('4821#'));
  }

  it('Welcome! and Get Gate Code', async () => {
    await gate();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get Gate Code' })).toBeTruthy();
  });

  it('shows the code large, left-to-right, focused and announced; the query carries both fields', async () => {
    const { calls } = await gate();
    const shown = await getCode();
    expect(shown.getAttribute('dir')).toBe('ltr');
    expect(document.querySelector('.gp-lookup__announce')!.textContent).toBe('Your gate code is 4 8 2 1 #');
    expect(document.activeElement?.contains(shown)).toBe(true);
    expect(screen.getByRole('button', { name: 'Copy gate code' })).toBeTruthy();
    const q = new URL(calls.find((c) => c.path === '/api/tourist/gate-code')!.url).searchParams;
    expect([q.get('confirmation_code'), q.get('last_name')]).toEqual(['DEMO-CURRENT', 'Morgan']);
    expect(screen.queryByLabelText(/Confirmation Code/)).toBeNull();
  });

  it('resets after exactly 10 seconds: the code is gone, the form is empty and has focus', async () => {
    await gate();
    await getCode();
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByText('4821#')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('4821#')).toBeNull();
    expect(code().value).toBe('');
    expect(lastName().value).toBe('');
    expect(document.activeElement).toBe(code());
    expect(document.querySelector('.gp-lookup__announce')!.textContent).toBe('');
  });

  it('Back resets at once, and the stale timer does not fire into the next lookup', async () => {
    await gate();
    await getCode();
    act(() => vi.advanceTimersByTime(6_000));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByText('4821#')).toBeNull();
    expect(code().value).toBe('');
    await getCode();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.getByText('4821#')).toBeTruthy();
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.queryByText('4821#')).toBeNull();
  });

  it('a mismatch shows the translated text; a server-supplied error is shown as the server wrote it, isolated', async () => {
    let answer = json({ error: 'x', code: 'lookup_mismatch' }, 404);
    await gate({ 'GET /api/tourist/gate-code': () => answer });
    fill('DEMO-CURRENT', 'Wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Get Gate Code' }));
    await until(() => screen.getByText(MISMATCH));

    answer = json({ error: 'The gate is closed for maintenance until 6 pm', code: 'gate_closed' }, 409);
    fireEvent.click(screen.getByRole('button', { name: 'Get Gate Code' }));
    const text = await until(() => screen.getByText('The gate is closed for maintenance until 6 pm'));
    expect(text.tagName).toBe('BDI');
    expect(text.getAttribute('dir')).toBe('auto');
    expect(lastName().value).toBe('Wrong');
  });

  it('a reservation without a gate code gets its translated message', async () => {
    await gate({ 'GET /api/tourist/gate-code': () => json({ error: 'There is no gate code for this reservation', code: 'gate_code_unavailable' }, 404) });
    fill('DEMO-PAST', 'Morgan');
    fireEvent.click(screen.getByRole('button', { name: 'Get Gate Code' }));
    await until(() => screen.getByText('There is no gate code for this reservation right now.'));
  });
});

describe('too many attempts (429)', () => {
  const limited = (headers: Record<string, string>, body: Record<string, unknown>) => () =>
    new Response(JSON.stringify({ error: 'Too many attempts, try again later', code: 'too_many_requests', ...body }), {
      status: 429,
      headers: { 'Content-Type': 'application/json', ...headers },
    });

  it('says when to try again from the Retry-After header (minutes, rounded up)', async () => {
    await mount('/search?gate=true', { 'GET /api/tourist/gate-code': limited({ 'Retry-After': '530' }, {}) });
    fill('DEMO-CURRENT', 'Morgan');
    fireEvent.click(screen.getByRole('button', { name: 'Get Gate Code' }));
    expect(await screen.findByText('Too many attempts. Please try again in 9 minutes.')).toBeTruthy();
  });

  it('or from the body when there is no header, in the guest’s language', async () => {
    await mount('/search', { 'POST /api/tourist/user/validate': limited({}, { retry_after: 45 }) }, { locale: 'he' });
    fireEvent.change(screen.getByLabelText(/קוד אישור/), { target: { value: 'DEMO-CURRENT' } });
    fireEvent.change(screen.getByLabelText(/שם משפחה/), { target: { value: 'Morgan' } });
    fireEvent.click(screen.getByRole('button', { name: 'מעבר להזמנה' }));
    const when = new Intl.RelativeTimeFormat('he', { numeric: 'always' }).format(45, 'second');
    expect(await screen.findByText(`יותר מדי ניסיונות. יש לנסות שוב ${when}.`)).toBeTruthy();
  });

  it('without any time from the server: "later"', async () => {
    await mount('/search?gate=true', { 'GET /api/tourist/gate-code': limited({}, {}) });
    fill('DEMO-CURRENT', 'Morgan');
    fireEvent.click(screen.getByRole('button', { name: 'Get Gate Code' }));
    expect(await screen.findByText('Too many attempts. Please try again later.')).toBeTruthy();
  });
});

describe('logo and right-to-left', () => {
  it('the company query picks the logo (GET api/tourist/logo?company=)', async () => {
    const { calls } = await mount('/search?company=alpine', {
      'GET /api/tourist/logo': { logo_url: 'https://api.test/assets/logo-alpine.webp', company_name: 'Alpine Chalets Co.', tenant_id: 2 },
    });
    const img = (await screen.findByRole('img')) as HTMLImageElement;
    expect(img.src).toBe('https://api.test/assets/logo-alpine.webp');
    expect(img.alt).toBe('Alpine Chalets Co. logo');
    expect(new URL(calls.find((c) => c.path === '/api/tourist/logo')!.url).searchParams.get('company')).toBe('alpine');
  });

  it('the company attribute works the same; without either, the tenant’s logo; an unsafe URL is not shown', async () => {
    await mount('/search', { 'GET /api/tourist/logo': { logo_url: 'javascript:alert(1)', company_name: 'X' } }, { attrs: { company: 'x' } });
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    await mount('/search?gate=1', {});
    expect(((await screen.findByRole('img')) as HTMLImageElement).src).toBe('https://api.test/assets/logo.svg');
  });

  it('a logo that does not load (a host CSP without the API in img-src) leaves the row empty, not a broken image', async () => {
    await mount('/search');
    fireEvent.error(await screen.findByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('Hebrew: translated texts, the code stays left-to-right', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await mount('/search?gate=true', { 'GET /api/tourist/gate-code': { gate_code: '12*34' } }, { locale: 'he' });
    expect(screen.getByRole('heading', { level: 1, name: 'ברוכים הבאים!' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/קוד אישור/), { target: { value: 'DEMO-CURRENT' } });
    fireEvent.change(screen.getByLabelText(/שם משפחה/), { target: { value: 'Morgan' } });
    fireEvent.click(screen.getByRole('button', { name: 'קבלת קוד השער' }));
    expect((await until(() => screen.getByText('12*34'))).getAttribute('dir')).toBe('ltr');
  });
});
