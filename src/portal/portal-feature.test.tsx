import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInElement } from '../../tests/unit/render';
import { json, type MockHandler } from '../../tests/unit/mock-fetch';
import { ApiError } from '../api/errors';
import { keys } from '../state/keys';
import type { Runtime } from '../state/runtime';
import { PortalFeature } from './portal-feature';
import { usePortalStart } from './use-portal-start';

// The trips and info screens belong to other features: stand-ins keep these tests about the shell.
vi.mock('../features/trips/trips-page', () => ({ TripsPage: () => <h1>Trips page</h1> }));
vi.mock('../features/reservation-info/reservation-info-page', () => ({ ReservationInfoPage: () => <h1>Info page</h1> }));
// Watched, not replaced: whether the shell (the only caller) was rendered at all.
vi.mock('./use-portal-start', async (original) => {
  const m = await original<typeof import('./use-portal-start')>();
  return { ...m, usePortalStart: vi.fn(m.usePortalStart) };
});

const USER = { id: 7, first_name: 'Gina', last_name: 'Guest', email: 'guest@demo.test', locale: 'en', tenant_id: 1, guest_id: 5, abilities: [] };
const CONFIG = { company_name: 'Demo Rentals', logo_url: 'https://cdn.example/logo.png', store_support: true, tenant_id: 1 };
const RESERVATIONS = [{ id: 11, confirmation_code: 'ABC123', check_in: '2030-01-01', check_out: '2030-01-05' }];

function api(overrides: Record<string, MockHandler | unknown> = {}) {
  return {
    'POST /api/tourist/user/validate': { redirect_url: '/tourist/trips/ABC123/info' },
    'GET /api/tourist/user': USER,
    'GET /api/config': CONFIG,
    'GET /api/feature-flags': {},
    'GET /api/tourist/reservations/': RESERVATIONS,
    'GET /api/tourist/store-items': [],
    'POST /api/tourist/reservations/ABC123/log': () => json({ ok: true, id: 1 }, 201),
    'POST /api/logout': { ok: true },
    'PUT /api/users/7/locale': { ...USER, locale: 'fr' },
    ...overrides,
  };
}

/** The session check settled as "signed out" before the portal starts, as the element's warm start leaves it. */
function seedSignedOut(runtime: Runtime) {
  const signedOut = new ApiError({ kind: 'http', status: 401, code: 'unauthorized' });
  runtime.resources.setState((s) => ({ entries: { ...s.entries, [keys.user]: { status: 'error', data: undefined, error: signedOut, version: 1 } } }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('portal start', () => {
  it('runs validate → user → configuration and reservations → (browser idle) flags, items and portal_visited, in that order', async () => {
    const { calls } = await renderInElement(<PortalFeature />, { url: '/tourist/trips/ABC123/info', routes: api() });
    expect(await screen.findByRole('heading', { name: 'Info page' })).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(7));
    const asked = calls.map((c) => `${c.method} ${c.path}`);
    expect(asked.slice(0, 4)).toEqual(['POST /api/tourist/user/validate', 'GET /api/tourist/user', 'GET /api/config', 'GET /api/tourist/reservations/']);
    // Started together once idle: their order on the wire is the network's.
    expect(asked.slice(4).sort()).toEqual(['GET /api/feature-flags', 'GET /api/tourist/store-items', 'POST /api/tourist/reservations/ABC123/log']);
    // A JSON POST (not a GET link) names the reservation.
    expect(calls[0]!.body).toEqual({ res_id: 'ABC123' });
    expect(calls.find((c) => c.path.endsWith('/log'))!.body).toEqual({ event_type: 'portal_visited', reservation_id: 11, guest_id: 5, device_type: 'desktop' });
  });

  it('without an id param: no validate; the visit is logged for the trip the guest most likely came for', async () => {
    const { calls } = await renderInElement(<PortalFeature />, { url: '/tourist/trips', routes: api() });
    expect(await screen.findByRole('heading', { name: 'Trips page' })).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(6));
    const asked = calls.map((c) => c.path);
    expect(asked.slice(0, 3)).toEqual(['/api/tourist/user', '/api/config', '/api/tourist/reservations/']);
    expect(asked.slice(3).sort()).toEqual(['/api/feature-flags', '/api/tourist/reservations/ABC123/log', '/api/tourist/store-items']);
    expect(calls.find((c) => c.path.endsWith('/log'))!.body).toMatchObject({ event_type: 'portal_visited', reservation_id: 11 });
  });

  it('failing store items are only logged: the portal starts and the visit is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = await renderInElement(<PortalFeature />, {
      url: '/tourist/trips',
      routes: api({ 'GET /api/tourist/store-items': () => json({ error: 'x', code: 'internal' }, 500) }),
    });
    expect(await screen.findByRole('heading', { name: 'Trips page' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/log'))).toBe(true));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[guest-portal] portal start: store items not loaded', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a loader until the user is fetched', async () => {
    let release: (v: unknown) => void = () => undefined;
    const pending = new Promise((r) => (release = r));
    await renderInElement(<PortalFeature />, { url: '/tourist/trips', routes: api({ 'GET /api/tourist/user': () => pending.then(() => USER) }) });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('banner')).toBeNull();
    await act(async () => release(null));
    expect(await screen.findByRole('heading', { name: 'Trips page' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('HTTP 401 → login route with status=not_authorized', async () => {
    const { history } = await renderInElement(<PortalFeature />, {
      url: '/tourist/trips',
      routes: api({ 'GET /api/tourist/user': () => json({ error: 'Not signed in', code: 'unauthorized' }, 401) }),
    });
    await waitFor(() => expect(history.current().url).toBe('/tourist/login?status=not_authorized'));
    expect(await screen.findByRole('heading', { name: 'Portal login' })).toBeTruthy();
  });

  it('a session check already answered "signed out" (by the loader) is not asked again', async () => {
    const { history, calls } = await renderInElement(<PortalFeature />, {
      url: '/tourist/trips',
      routes: api({ 'GET /api/tourist/user': () => json({ error: 'Not signed in', code: 'unauthorized' }, 401) }),
      seed: seedSignedOut,
    });
    await waitFor(() => expect(history.current().url).toBe('/tourist/login?status=not_authorized'));
    expect(calls.filter((c) => c.path === '/api/tourist/user')).toHaveLength(0);
  });

  it('known signed out: the sign-in page comes first, the shell is never rendered', async () => {
    vi.mocked(usePortalStart).mockClear();
    const { history } = await renderInElement(<PortalFeature />, {
      url: '/tourist/trips',
      routes: api(),
      seed: seedSignedOut,
    });
    expect(history.current().url).toBe('/tourist/login?status=not_authorized');
    expect(screen.getByRole('heading', { name: 'Portal login' })).toBeTruthy();
    expect(usePortalStart).not.toHaveBeenCalled();
  });

  it('known signed out, the host cancelling the way to sign-in: the shell and its loader stay', async () => {
    const asked: string[] = [];
    const { history } = await renderInElement(<PortalFeature />, {
      url: '/tourist/trips',
      routes: api(),
      onNavigate: (d) => (asked.push(d.name), false),
      seed: seedSignedOut,
    });
    // Asked twice: ahead of the start, then by the start itself, as for any signed-out guest.
    await waitFor(() => expect(asked).toEqual(['login', 'login']));
    expect(history.current().url).toBe('/tourist/trips');
    expect(screen.queryByRole('heading', { name: 'Portal login' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('known signed out on a reservation route: the access check still runs first', async () => {
    const { history, calls } = await renderInElement(<PortalFeature />, {
      url: '/tourist/trips/ABC123/info',
      routes: api({ 'POST /api/tourist/user/validate': () => json({ error: 'Not signed in', code: 'unauthorized' }, 401) }),
      seed: seedSignedOut,
    });
    await waitFor(() => expect(history.current().url).toBe('/tourist/login?status=not_authorized'));
    expect(calls[0]!.path).toBe('/api/tourist/user/validate');
    expect(calls.filter((c) => c.path === '/api/tourist/user')).toHaveLength(0);
  });

  it('HTTP 404 on validate → not-found screen', async () => {
    await renderInElement(<PortalFeature />, {
      url: '/tourist/trips/NOPE/info',
      routes: api({ 'POST /api/tourist/user/validate': () => json({ error: 'No such reservation', code: 'lookup_mismatch' }, 404) }),
    });
    expect(await screen.findByRole('heading', { name: 'Empty Place' })).toBeTruthy();
    expect(screen.getByText('Unfortunately, nothing could be found')).toBeTruthy();
  });

  it('another failure before the user is in shows a translated message with a retry', async () => {
    let fail = true;
    await renderInElement(<PortalFeature />, {
      url: '/tourist/trips',
      routes: api({ 'GET /api/tourist/user': () => (fail ? json({ error: 'x', code: 'internal' }, 500) : USER) }),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('The server had a problem. Please try again in a moment.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Trips page' })).toBeTruthy();
  });

  it('a failing portal_visited log is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderInElement(<PortalFeature />, {
      url: '/tourist/trips/ABC123/info',
      routes: api({ 'POST /api/tourist/reservations/ABC123/log': () => json({ error: 'x', code: 'internal' }, 500) }),
    });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Info page' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('heatmap hook (gp-identify)', () => {
  const identified = (events: CustomEvent[]) => events.filter((e) => e.type === 'gp-identify').map((e) => e.detail as unknown);

  it('off by default: no gp-identify', async () => {
    const { events } = await renderInElement(<PortalFeature />, { url: '/tourist/trips', routes: api() });
    expect(await screen.findByRole('heading', { name: 'Trips page' })).toBeTruthy();
    expect(identified(events)).toEqual([]);
  });

  it('with identify-user: once, with the id, e-mail and role of the signed-in guest', async () => {
    const { events } = await renderInElement(<PortalFeature />, { url: '/tourist/trips', routes: api({ 'GET /api/tourist/user': { ...USER, role: 'guest' } }), attrs: { identifyUser: '' } });
    expect(await screen.findByRole('heading', { name: 'Trips page' })).toBeTruthy();
    await waitFor(() => expect(identified(events)).toEqual([{ id: '7', email: 'guest@demo.test', role: 'guest' }]));
  });

  it('identify-user="false" stays off', async () => {
    const { events } = await renderInElement(<PortalFeature />, { url: '/tourist/trips', routes: api(), attrs: { identifyUser: 'false' } });
    expect(await screen.findByRole('heading', { name: 'Trips page' })).toBeTruthy();
    expect(identified(events)).toEqual([]);
  });
});

describe('top bar', () => {
  it('shows logo, company, My Trips and Store tabs, locale switcher and the user menu', async () => {
    await renderInElement(<PortalFeature />, { url: '/tourist/trips', routes: api() });
    const banner = await screen.findByRole('banner');
    expect(banner.querySelector('img')!.getAttribute('src')).toBe('https://cdn.example/logo.png');
    expect(screen.getByText('Demo Rentals')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My Trips' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Store' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(select.options).toHaveLength(15);
    expect(screen.getByRole('button', { name: 'Account menu for Gina' }).textContent).toContain('Gina');
  });

  it('embedded (memory routing) the content is a named region, not a second <main> in the host page', async () => {
    await renderInElement(<PortalFeature />, { url: '/tourist/trips', routes: api() });
    await screen.findByRole('banner');
    expect(document.querySelector('main')).toBeNull();
    expect(screen.getByRole('region', { name: 'My Trips' })).toBeTruthy();
  });

  it('the Store tab navigates; no Store tab when the store is disabled', async () => {
    const { history, unmount } = await renderInElement(<PortalFeature />, { url: '/tourist/trips', routes: api() });
    await userEvent.click(await screen.findByRole('tab', { name: 'Store' }));
    expect(history.current().url).toBe('/tourist/store');
    unmount();
    await renderInElement(<PortalFeature />, { url: '/tourist/trips', routes: api({ 'GET /api/config': { ...CONFIG, store_support: false } }) });
    await screen.findByRole('tab', { name: 'My Trips' });
    await waitFor(() => expect(screen.getByText('Demo Rentals')).toBeTruthy());
    expect(screen.queryByRole('tab', { name: 'Store' })).toBeNull();
  });

  it('is hidden with externalCheckout=true', async () => {
    await renderInElement(<PortalFeature />, { url: '/tourist/trips?externalCheckout=true', routes: api() });
    expect(await screen.findByRole('heading', { name: 'Trips page' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('user menu by keyboard: Purchase history, then Disconnect logs out', async () => {
    let signedIn = true;
    const { history, calls, events, runtime } = await renderInElement(<PortalFeature />, {
      url: '/tourist/trips',
      routes: api({
        'GET /api/tourist/user': () => (signedIn ? USER : json({ error: 'Not signed in', code: 'unauthorized' }, 401)),
        'POST /api/logout': () => {
          signedIn = false;
          return { ok: true };
        },
      }),
      seed: (rt) => rt.auth.setState({ mode: 'token', token: 'tok-1' }),
    });
    const button = await screen.findByRole('button', { name: 'Account menu for Gina' });
    await waitFor(() => expect(screen.getByText('Demo Rentals')).toBeTruthy());
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Purchase history' }));
    await userEvent.keyboard('{Enter}');
    expect(history.current().url).toBe('/tourist/store/history');
    screen.getByRole('button', { name: 'Account menu for Gina' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Disconnect' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(history.current().url).toBe('/tourist/login'));
    expect(await screen.findByRole('heading', { name: 'Portal login' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/logout')).toBe(true);
    expect(events.some((e) => e.type === 'gp-logout')).toBe(true);
    expect(runtime.auth.getState().token).toBeNull();
    expect(runtime.resources.getState().entries[keys.reservations]).toBeUndefined();
  });

  it('locale switch applies the choice and saves it with PUT', async () => {
    const { calls, runtime } = await renderInElement(<PortalFeature />, { url: '/tourist/trips', routes: api() });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'fr');
    expect(runtime.prefs.getState().locale).toBe('fr');
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/users/7/locale');
    expect(put.body).toEqual({ locale: 'fr' });
  });

  it('a failed locale save is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { runtime } = await renderInElement(<PortalFeature />, {
      url: '/tourist/trips',
      routes: api({ 'PUT /api/users/7/locale': () => json({ error: 'x', code: 'internal' }, 500) }),
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'he');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[guest-portal] saving the locale failed', expect.anything()));
    expect(runtime.prefs.getState().locale).toBe('he');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the mobile drawer holds the navigation, the switcher and Disconnect', async () => {
    const { history } = await renderInElement(<PortalFeature />, { url: '/tourist/trips', routes: api() });
    await waitFor(() => expect(screen.getByText('Demo Rentals')).toBeTruthy());
    const burger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(burger);
    const drawer = screen.getByRole('dialog', { name: 'Gina' });
    expect(drawer.querySelector('[aria-current="page"]')!.textContent).toBe('My Trips');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(burger);
    await userEvent.click(burger);
    await userEvent.click(screen.getByRole('button', { name: 'Purchase history' }));
    expect(history.current().url).toBe('/tourist/store/history');
  });
});

describe('public routes', () => {
  it('login renders without asking for a user when status=not_authorized', async () => {
    const { calls } = await renderInElement(<PortalFeature />, { url: '/tourist/login?status=not_authorized', routes: api() });
    expect(screen.getByRole('heading', { name: 'Portal login' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 10));
    expect(calls.filter((c) => c.path === '/api/tourist/user')).toHaveLength(0);
  });

  it('payment-success', async () => {
    await renderInElement(<PortalFeature />, { url: '/payment-success', routes: api() });
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByText('Your payment has been processed successfully')).toBeTruthy();
    expect(screen.getByText('Your purchase request was successful.')).toBeTruthy();
    expect(screen.getByText('You can now close this window.')).toBeTruthy();
  });

  it('an unknown path outside /tourist is the not-found screen', async () => {
    await renderInElement(<PortalFeature />, { url: '/nowhere', routes: api() });
    expect(screen.getByRole('heading', { name: 'Empty Place' })).toBeTruthy();
  });
});

describe('inactivity redirect (origin=search)', () => {
  it('goes to /search after 180000 ms without activity', async () => {
    const { history } = await renderInElement(<PortalFeature />, { url: '/tourist/trips/ABC123/info?origin=search', routes: api() });
    await screen.findByRole('heading', { name: 'Info page' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // The timer started before fake timers were installed; any activity re-arms it on the fake clock.
    fireEvent.mouseMove(document.body);
    act(() => vi.advanceTimersByTime(179_999));
    expect(history.current().url).toBe('/tourist/trips/ABC123/info?origin=search');
    act(() => vi.advanceTimersByTime(1));
    expect(history.current().url).toBe('/search');
  });
});
