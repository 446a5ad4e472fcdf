/**
 * The sign-in gate of the elements that need a session (<guest-trips>, <guest-store>, <guest-checkout>,
 * <guest-precheckin>): the session is checked first, a signed-out guest sees why and Sign in (never
 * the feature's failing calls); where the element has inline sign-in (all but the store) the guest
 * signs in inside it without portal-url and comes back to the screen they were on.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { renderInElement } from '../../tests/unit/render';
import { json } from '../../tests/unit/mock-fetch';
import { STORE_CONFIG } from '../../tests/fixtures/store-fixtures';
import { trip } from '../../tests/fixtures/trips-fixtures';
import { CheckoutFeature } from '../features/checkout/checkout-feature';
import { PrecheckinPage } from '../features/precheckin/precheckin-page';
import { StoreFeature } from '../features/store/store-feature';
import { TripsFeature } from '../features/trips/trips-feature';
import { useRouter } from '../router/router';
import { withInlineSignIn } from './inline-sign-in';
import { withSignInGate } from './sign-in-gate';

const USER = { id: 7, first_name: 'Gina', last_name: 'Guest', email: 'guest@demo.test', locale: 'en', abilities: [] };
const signedOut = () => ({ signed_in: false });
const paid = trip({ code: 'PAID', checkIn: 3, checkOut: 6, title: 'Paid villa' });

const KINDS: { name: string; Feature: ComponentType; url: string; message: string; dataPath: string; inline: boolean }[] = [
  { name: '<guest-trips>', Feature: withInlineSignIn(withSignInGate(TripsFeature, 'trips:errors.signIn')), url: '/tourist/trips', message: 'Please sign in to see your trips.', dataPath: '/api/tourist/reservations/', inline: true },
  { name: '<guest-store>', Feature: withSignInGate(StoreFeature, 'auth:gate.store'), url: '/tourist/store', message: 'Please sign in to see your add-ons and purchases.', dataPath: '/api/tourist/reservations/', inline: false },
  { name: '<guest-checkout>', Feature: withInlineSignIn(withSignInGate(CheckoutFeature, 'auth:gate.checkout')), url: '/checkout/pi_123', message: 'Please sign in to continue to payment.', dataPath: '/api/checkout-info/pi_123', inline: true },
  { name: '<guest-precheckin>', Feature: withInlineSignIn(withSignInGate(PrecheckinPage, 'auth:gate.precheckin')), url: '/tourist/trips/ABC123', message: 'Please sign in to complete your pre-check-in.', dataPath: '/api/tourist/reservations/ABC123/check-in', inline: true },
];

describe.each(KINDS)('sign-in gate of $name', ({ Feature, url, message, dataPath, inline }) => {
  it('signed out: says why and offers Sign in, after one session check that did not fail (no call of the feature)', async () => {
    const { calls } = await renderInElement(<Feature />, { url, routes: { 'GET /api/tourist/user': signedOut } });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(calls.map((c) => [c.path, new URL(c.url).searchParams.get('session')])).toEqual([['/api/tourist/user', 'optional']]);
    expect(calls.some((c) => c.path === dataPath)).toBe(false);
  });

  it(`without portal-url, Sign in asks for the login route with the way back to this screen${inline ? ', shown in the element' : ''}`, async () => {
    const { history } = await renderInElement(<Feature />, { url, routes: { 'GET /api/tourist/user': signedOut } });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    if (inline) expect(await screen.findByRole('heading', { level: 1, name: 'Portal login' })).toBeTruthy();
    else expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    const at = new URL(history.current().url, 'http://x');
    expect(at.pathname).toBe('/tourist/login');
    expect(Object.fromEntries(at.searchParams)).toEqual({ status: 'not_authorized', return_to: url });
  });

  it('with portal-url, Sign in asks for the login route without a return_to (the root hands off with the page itself)', async () => {
    const { history } = await renderInElement(<Feature />, { url, portalUrl: 'https://portal.test', routes: { 'GET /api/tourist/user': signedOut } });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(history.current().url).toBe('/tourist/login?status=not_authorized');
  });
});

describe('sign-in gate', () => {
  const Store = withSignInGate(StoreFeature, 'auth:gate.store');
  const Trips = withSignInGate(TripsFeature, 'trips:errors.signIn');
  // The mechanism on a feature with data behind it: the store's screens with inline sign-in.
  const InlineStore = withInlineSignIn(Store);

  it('a spec-only backend (401 to the session check) reads as signed out too', async () => {
    await renderInElement(<Store />, { url: '/tourist/store', routes: { 'GET /api/tourist/user': () => json({ error: 'Unauthorized' }, 401) } });
    expect(await screen.findByText('Please sign in to see your add-ons and purchases.')).toBeTruthy();
  });

  it('inline sign-in comes back to the screen the guest was on, signed in, and the feature loads its data', async () => {
    let signedIn = false;
    const { history, events } = await renderInElement(<InlineStore />, {
      url: '/tourist/store',
      routes: {
        'GET /api/tourist/user': () => (signedIn ? USER : signedOut()),
        'POST /api/login-portal': () => {
          signedIn = true;
          return { user: USER };
        },
        'GET /api/tourist/reservations/': () => (signedIn ? [paid] : json({ error: 'no' }, 401)),
        'GET /api/config': STORE_CONFIG,
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail' }), USER.email);
    await userEvent.type(screen.getByLabelText('Password'), 'Guest#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Paid villa')).toBeTruthy();
    expect(history.current().url).toBe('/tourist/store');
    expect(events.find((e) => e.type === 'gp-login')?.detail).toMatchObject({ userId: '7' });
  });

  it('signed in: the feature shows at once, after one session check', async () => {
    const { calls } = await renderInElement(<Store />, { url: '/tourist/store', routes: { 'GET /api/tourist/user': USER, 'GET /api/tourist/reservations/': [paid], 'GET /api/config': STORE_CONFIG } });
    expect(await screen.findByText('Paid villa')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/tourist/user')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });

  it('a failed session check (5xx) leaves the feature to show its own translated error with a retry', async () => {
    await renderInElement(<Trips />, {
      url: '/tourist/trips',
      routes: { 'GET /api/tourist/user': () => json({ error: 'boom', code: 'internal' }, 500), 'GET /api/tourist/reservations/': () => json({ error: 'boom', code: 'internal' }, 500) },
    });
    expect(await screen.findByText('The server had a problem. Please try again in a moment.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('an attribute set that needs no session (the checkout iframe mode) shows the feature without asking for one', async () => {
    const Checkout = withSignInGate(CheckoutFeature, 'auth:gate.checkout', { isPublic: (a) => a.mode === 'iframe' && !!a.iframeSrc });
    const { calls } = await renderInElement(<Checkout />, {
      url: '/checkout/pi_123',
      attrs: { mode: 'iframe', iframeSrc: 'https://pay.test/payment-iframe?paymentIntent=pi_123', intentId: 'pi_123' },
      routes: { 'GET /api/tourist/user': signedOut },
    });
    await waitFor(() => expect(document.querySelector('iframe')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/tourist/user')).toBe(false);
  });

  it('a screen that later sends the guest to the login without a way back gets the last screen as return_to', async () => {
    function Expiring() {
      const { navigate } = useRouter();
      return (
        <button type="button" onClick={() => navigate({ name: 'login', query: { status: 'not_authorized' } }, { replace: true })}>
          expire
        </button>
      );
    }
    const Gated = withInlineSignIn(withSignInGate(Expiring, 'auth:gate.store'));
    const { history } = await renderInElement(<Gated />, { url: '/tourist/store/history', routes: { 'GET /api/tourist/user': USER } });
    await userEvent.click(await screen.findByRole('button', { name: 'expire' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Portal login' })).toBeTruthy();
    await waitFor(() => expect(new URL(history.current().url, 'http://x').searchParams.get('return_to')).toBe('/tourist/store/history'));
  });

  it('token mode: a token the host gives later is checked again and lets the guest in', async () => {
    const { runtime } = await renderInElement(<Store />, {
      url: '/tourist/store',
      routes: {
        'GET /api/tourist/user': ({ headers }: { headers: Headers }) => (headers.get('Authorization') === 'Bearer tok-9' ? USER : signedOut()),
        'GET /api/tourist/reservations/': [paid],
        'GET /api/config': STORE_CONFIG,
      },
      seed: (rt) => rt.auth.setState({ mode: 'token' }),
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    runtime.auth.setState({ token: 'tok-9' });
    expect(await screen.findByText('Paid villa')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull());
  });
});
