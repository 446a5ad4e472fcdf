/** Test data for the trips and reservation-info tests (not shipped: imported by *.test.tsx only). */
export const NOW = new Date('2026-06-15T12:00:00.000Z');
const DAY = 86_400_000;

export const at = (days: number, hours = 0) => new Date(NOW.getTime() + days * DAY + hours * 3_600_000).toISOString();

export interface TripOpts {
  code: string;
  /** Days from NOW. */
  checkIn: number;
  checkOut: number;
  title?: string;
  hotel?: string | null;
  useListingTitle?: boolean;
  status?: 'New' | 'In Progress' | 'Done';
  /** An open accommodation intent with this balance due (minor units). */
  unpaid?: number;
  extra?: Record<string, unknown>;
}

export function trip(o: TripOpts): Record<string, unknown> {
  return {
    id: Math.abs([...o.code].reduce((h, c) => h * 31 + c.charCodeAt(0), 7)) % 100000,
    confirmation_code: o.code,
    check_in: at(o.checkIn),
    check_out: at(o.checkOut),
    planned_arrival: null,
    planned_departure: null,
    source: 'direct',
    balance_due: o.unpaid ?? 0,
    currency: 'USD',
    is_merchant: false,
    payment_intents: o.unpaid
      ? [{ payment_intent_id: `pi_acc_${o.code}`, status: 'requires_payment_method', amount: o.unpaid, currency: 'USD', capture_method: 'automatic', metadata: { type: 'accommodation' } }]
      : [],
    checkin_info: { use_listing_title: o.useListingTitle ?? true, accept_portal_payments: true, accept_deposit_payments: false, accept_damage_waiver: false },
    pre_check_in_info: { status: o.status ?? 'New', step: 0, unlock_portal_access: false },
    guest: { full_name: 'Ada Guest', primary_email: 'ada@example.com', primary_phone: null },
    listing: {
      id: 1,
      title: o.title ?? `Villa ${o.code}`,
      nickname: null,
      hotel_title: null,
      hotel_name: o.hotel === undefined ? `Hotel ${o.code}` : o.hotel,
      city_name: 'Lisbon',
      timezone: 'Europe/Lisbon',
      picture: `https://img.test/${o.code}.jpg`,
      container_pictures: [],
      address: '1 Rua Augusta, Lisbon',
      lat: 38.71,
      lng: -9.14,
    },
    purchased_items: [],
    ...o.extra,
  };
}

/**
 * renderInElement gives every test its own API base (`http://api.test/<n>`), so request paths carry
 * a `/<n>` prefix that the mocked route keys do not. This view of a route map ignores that prefix.
 */
export function apiRoutes<T extends Record<string, unknown>>(routes: T): T {
  return new Proxy(routes, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      return target[key] ?? target[key.replace(/^([A-Z]+) \/\d+\//, '$1 /')];
    },
  });
}
