import { http, HttpResponse } from 'msw';
import { loadStates } from './states';

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

export const config = {
  tenant_id: 1,
  company_name: 'Seaside Stays',
  logo_url: null,
  currency: 'USD',
  timezone: 'America/New_York',
  store_support: true,
  store_tax: 0.08,
  primary_color: '#0f7d80',
  default_locale: 'en',
  // The story page itself is where <payment-iframe> posts its result.
  allowed_origins: [location.origin],
};

export const user = { id: 1, first_name: 'Dana', last_name: 'Guest', email: 'guest@demo.test', locale: 'en', tenant_id: 1, abilities: [], role: 'tourist' };

const listing = (title: string) => ({ id: 1, title, nickname: title, city_name: 'Miami', timezone: 'America/New_York', picture: null, container_pictures: [], is_resort: false });

export const reservations = [
  { id: 1, confirmation_code: 'DEMO-UPCOMING', check_in: iso(10), check_out: iso(14), balance_due: 0, currency: 'USD', listing: listing('Ocean View Loft'), pre_check_in_info: { status: 'Not started' }, payment_intents: [] },
  { id: 2, confirmation_code: 'DEMO-CURRENT', check_in: iso(-1), check_out: iso(3), balance_due: 0, currency: 'USD', listing: listing('Harbor House'), pre_check_in_info: { status: 'Done' }, payment_intents: [] },
  { id: 3, confirmation_code: 'DEMO-PAST', check_in: iso(-30), check_out: iso(-25), balance_due: 0, currency: 'USD', listing: listing('Palm Cottage'), pre_check_in_info: { status: 'Done' }, payment_intents: [] },
];

/** An upcoming stay with its accommodation balance still open (the card offers Pay Balance). */
export const unpaidReservation = {
  ...reservations[0]!,
  id: 4,
  confirmation_code: 'DEMO-UNPAID',
  listing: listing('Coral Bay Suite'),
  balance_due: 45000,
  payment_intents: [{ payment_intent_id: 'pi_demo_balance', status: 'requires_payment_method', amount: 45000, currency: 'USD', capture_method: 'automatic', metadata: { type: 'accommodation' } }],
};

/** The session check of a signed-out guest, as a backend that knows `session=optional` answers it. */
export const signedOut = http.get('*/api/tourist/user', () => HttpResponse.json({ signed_in: false }));

/** The reservations list answered with `list` (both spellings of the path). */
export const reservationsAre = (list: readonly unknown[]) => [
  http.get('*/api/tourist/reservations/', () => HttpResponse.json(list)),
  http.get('*/api/tourist/reservations', () => HttpResponse.json(list)),
];

/** Handlers shared by every story; a story may prepend its own to override one call. */
export const handlers = [
  http.get('*/api/config', () => HttpResponse.json(config)),
  http.get('*/api/feature-flags', () => HttpResponse.json({})),
  http.get('*/api/tourist/user', () => HttpResponse.json(user)),
  ...reservationsAre(reservations),
  // The portal's start loads the guest's items with the trips (spec section 2).
  http.get('*/api/tourist/store-items', () => HttpResponse.json([])),
  http.post('*/api/tourist/reservations/:id/log', () => HttpResponse.json({ ok: true })),
  http.put('*/api/users/:id/locale', () => HttpResponse.json({ ok: true })),
  http.get('*/api/tourist/gate-code', ({ request }) => {
    const q = new URL(request.url).searchParams;
    return q.get('confirmation_code') === 'DEMO-CURRENT'
      ? HttpResponse.json({ gate_code: '4821' })
      : HttpResponse.json({ error: 'The confirmation code or last name does not match our records.', code: 'lookup_mismatch' }, { status: 404 });
  }),
];

/** My Trips' load states (its reservations call never answers, fails, or answers nonsense), in <guest-trips> and the portal. */
export const tripsLoadStates = () =>
  loadStates('get', '*/api/tourist/reservations*', handlers, {
    loading: { keys: ['trips:loading'] },
    error: { keys: ['common:errors.server', 'common:actions.retry'] },
    malformed: { keys: ['common:errors.malformed', 'common:actions.retry'] },
  });
