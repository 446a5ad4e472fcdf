// Trips list rules: classification, sorting, tabs, titles, card click and after-login routing.
import { checkInInstant, checkOutInstant, isPreCheckInDone } from './reservation';
import { unpaidAccommodationIntent } from './intents';
import type { Reservation, RouteDescriptor, User } from './types';

export type TripClass = 'upcoming' | 'current' | 'past';

/**
 * upcoming: check-in in the future (now < check-in); current: check-in <= now <= check-out (both
 * edges current); past: check-out passed (now > check-out). Null when the dates are unreadable.
 */
export function classifyTrip(reservation: Reservation, now: Date): TripClass | null {
  const ci = checkInInstant(reservation);
  const co = checkOutInstant(reservation);
  return ci && co ? tripClassAt(ci, co, now) : null;
}

/** The classification over plain instants (same edges as classifyTrip). */
export function tripClassAt(checkIn: Date, checkOut: Date, now: Date): TripClass {
  const t = now.getTime();
  if (t < checkIn.getTime()) return 'upcoming';
  if (t > checkOut.getTime()) return 'past';
  return 'current';
}

export const TRIP_STATUS_LABEL_KEYS: Record<TripClass, string> = {
  upcoming: 'core:trips.status.upcoming',
  current: 'core:trips.status.current',
  past: 'core:trips.status.past',
};

/** New array sorted by check-in descending (latest first); unreadable dates go last, order kept. */
export function sortByCheckInDesc<T extends Reservation>(reservations: readonly T[]): T[] {
  return reservations
    .map((r, i) => ({ r, i, t: checkInInstant(r)?.getTime() ?? Number.NEGATIVE_INFINITY }))
    .sort((a, b) => (a.t === b.t ? a.i - b.i : b.t - a.t))
    .map((x) => x.r);
}

export type TripTab = 'all' | 'upcoming' | 'past';
export const TRIP_TABS: readonly TripTab[] = ['all', 'upcoming', 'past'];
export const TRIP_TAB_LABEL_KEYS: Record<TripTab, string> = {
  all: 'core:trips.tabs.all',
  upcoming: 'core:trips.tabs.upcoming',
  past: 'core:trips.tabs.past',
};

/**
 * Trips of a tab, sorted by check-in descending. The Upcoming tab also lists current trips (a stay
 * in progress is not past and the guest needs it at hand); Past lists past trips only.
 */
export function tripsForTab<T extends Reservation>(reservations: readonly T[], tab: TripTab, now: Date): T[] {
  const sorted = sortByCheckInDesc(reservations);
  if (tab === 'all') return sorted;
  return sorted.filter((r) => {
    const c = classifyTrip(r, now);
    return tab === 'past' ? c === 'past' : c === 'upcoming' || c === 'current';
  });
}

export const isTripTab = (x: unknown): x is TripTab => TRIP_TABS.includes(x as TripTab);

/** The tab shown: the one asked for, unless it is disabled (no trips in it), then All. */
export function shownTab(tabs: readonly TripTabView[], wanted: TripTab): TripTab {
  return tabs.find((x) => x.id === wanted)?.disabled ? 'all' : wanted;
}

export interface TripTabView {
  id: TripTab;
  labelKey: string;
  count: number;
  /** Upcoming and Past are disabled when empty; All never is. */
  disabled: boolean;
}

export function tripTabs(reservations: readonly Reservation[], now: Date): TripTabView[] {
  return TRIP_TABS.map((id) => {
    const count = tripsForTab(reservations, id, now).length;
    return { id, labelKey: TRIP_TAB_LABEL_KEYS[id], count, disabled: id !== 'all' && count === 0 };
  });
}

/**
 * Card title: with checkin_info.use_listing_title the listing title (else nickname); otherwise the
 * hotel name (hotel_name, else hotel_title). Each falls back to the other, then ''.
 */
export function tripTitle(reservation: Reservation): string {
  const l = reservation.listing;
  const listingTitle = l?.title || l?.nickname || '';
  const hotel = l?.hotel_name || l?.hotel_title || '';
  return (reservation.checkin_info?.use_listing_title ? listingTitle || hotel : hotel || listingTitle).trim();
}

export type TripCardRoute = RouteDescriptor<'reservation-info' | 'reservation-checkout' | 'pre-check-in'>;

/**
 * Card click: past → reservation-info; accommodation unpaid → reservation-checkout with the open
 * accommodation intent; pre-check-in Done → reservation-info; otherwise pre-check-in.
 * Params: id = confirmation code; intent_id for checkout.
 */
export function tripCardRoute(reservation: Reservation, now: Date): TripCardRoute {
  const id = reservation.confirmation_code ?? '';
  if (classifyTrip(reservation, now) === 'past') return { name: 'reservation-info', params: { id } };
  const intent = unpaidAccommodationIntent(reservation);
  if (intent?.payment_intent_id) return { name: 'reservation-checkout', params: { id, intent_id: intent.payment_intent_id } };
  if (isPreCheckInDone(reservation.pre_check_in_info?.status)) return { name: 'reservation-info', params: { id } };
  return { name: 'pre-check-in', params: { id } };
}

/**
 * Landing flagged afterLogin: the first upcoming reservation (soonest check-in) whose pre-check-in
 * is not Done opens pre-check-in; null when there is none. The landing is a guest's: staff (who may
 * see guests' reservations) stay on the list instead of landing inside somebody's pre-check-in.
 */
export function afterLoginRoute(reservations: readonly Reservation[], now: Date, user?: Pick<User, 'role' | 'abilities'> | null): RouteDescriptor<'pre-check-in'> | null {
  if (isStaffUser(user)) return null;
  const next = sortByCheckInDesc(reservations)
    .reverse()
    .find((r) => classifyTrip(r, now) === 'upcoming' && !isPreCheckInDone(r.pre_check_in_info?.status) && r.confirmation_code);
  return next ? { name: 'pre-check-in', params: { id: next.confirmation_code! } } : null;
}

/**
 * The reservation a portal visit is logged for when the route names none (the log call needs one):
 * the stay in progress, else the soonest upcoming check-in, else the latest past trip; null without
 * a readable trip. The trip the guest most likely came for.
 */
export function visitedReservation<T extends Reservation>(reservations: readonly T[], now: Date): T | null {
  const latestFirst = sortByCheckInDesc(reservations).filter((r) => r.confirmation_code && classifyTrip(r, now));
  const of = (c: TripClass) => latestFirst.filter((r) => classifyTrip(r, now) === c);
  return of('current')[0] ?? of('upcoming').at(-1) ?? of('past')[0] ?? null;
}

/** Trip card size: 320x300 on mobile or tablet, else 400x420. */
export function tripCardSize(isMobileOrTablet: boolean): { width: number; height: number } {
  return isMobileOrTablet ? { width: 320, height: 300 } : { width: 400, height: 420 };
}

/** Staff: the `staff` role, or any ability (abilities are staff powers; a guest has none). */
export function isStaffUser(user: Pick<User, 'role' | 'abilities'> | null | undefined): boolean {
  return user?.role === 'staff' || (user?.abilities?.length ?? 0) > 0;
}
