import { describe, expect, it } from 'vitest';
import {
  afterLoginRoute,
  visitedReservation,
  classifyTrip,
  isTripTab,
  shownTab,
  sortByCheckInDesc,
  tripCardRoute,
  tripCardSize,
  tripClassAt,
  tripsForTab,
  tripTabs,
  tripTitle,
  TRIP_STATUS_LABEL_KEYS,
  type TripClass,
} from './trips';
import type { Reservation } from './types';

const NOW = new Date('2025-07-10T12:00:00Z');
const trip = (code: string, checkIn: string, checkOut: string, extra: Partial<Reservation> = {}): Reservation => ({
  confirmation_code: code,
  check_in: checkIn,
  check_out: checkOut,
  ...extra,
});
const upcoming = trip('UP', '2025-07-20T15:00:00Z', '2025-07-25T10:00:00Z');
const current = trip('CUR', '2025-07-08T15:00:00Z', '2025-07-12T10:00:00Z');
const past = trip('PAST', '2025-06-01T15:00:00Z', '2025-06-05T10:00:00Z');

describe('classifyTrip', () => {
  it('classifies by check-in and check-out', () => {
    expect(classifyTrip(upcoming, NOW)).toBe('upcoming');
    expect(classifyTrip(current, NOW)).toBe('current');
    expect(classifyTrip(past, NOW)).toBe('past');
  });
  it('check-in = now is current; one ms before is upcoming', () => {
    const r = trip('X', NOW.toISOString(), '2025-07-12T10:00:00Z');
    expect(classifyTrip(r, NOW)).toBe('current');
    expect(classifyTrip(r, new Date(NOW.getTime() - 1))).toBe('upcoming');
  });
  it('check-out = now is current; one ms after is past', () => {
    const r = trip('X', '2025-07-01T10:00:00Z', NOW.toISOString());
    expect(classifyTrip(r, NOW)).toBe('current');
    expect(classifyTrip(r, new Date(NOW.getTime() + 1))).toBe('past');
  });
  it('date-only values are midnight in the listing zone', () => {
    const r = trip('X', '2025-07-11', '2025-07-15', { listing: { timezone: 'Asia/Tokyo' } });
    expect(classifyTrip(r, new Date('2025-07-10T14:59:59Z'))).toBe('upcoming');
    expect(classifyTrip(r, new Date('2025-07-10T15:00:00Z'))).toBe('current');
  });
  it('null when dates are missing', () => {
    expect(classifyTrip({ check_in: '2025-07-01' }, NOW)).toBeNull();
    expect(classifyTrip({}, NOW)).toBeNull();
  });
  it('has badge label keys', () => {
    expect(TRIP_STATUS_LABEL_KEYS.current).toBe('core:trips.status.current');
  });
});

describe('sorting and tabs', () => {
  it('sorts by check-in descending, unreadable last, stable', () => {
    const bad1 = trip('B1', 'x', 'y');
    const bad2 = trip('B2', '', '');
    const sorted = sortByCheckInDesc([past, bad1, upcoming, bad2, current]);
    expect(sorted.map((r) => r.confirmation_code)).toEqual(['UP', 'CUR', 'PAST', 'B1', 'B2']);
  });
  it('does not mutate the input', () => {
    const list = [past, upcoming];
    sortByCheckInDesc(list);
    expect(list[0]).toBe(past);
  });
  it('tab contents', () => {
    const list = [past, current, upcoming];
    expect(tripsForTab(list, 'all', NOW).map((r) => r.confirmation_code)).toEqual(['UP', 'CUR', 'PAST']);
    expect(tripsForTab(list, 'upcoming', NOW).map((r) => r.confirmation_code)).toEqual(['UP', 'CUR']);
    expect(tripsForTab(list, 'past', NOW).map((r) => r.confirmation_code)).toEqual(['PAST']);
  });
  it('tabs with counts; Upcoming and Past disabled when empty, All never', () => {
    expect(tripTabs([past, upcoming], NOW)).toEqual([
      { id: 'all', labelKey: 'core:trips.tabs.all', count: 2, disabled: false },
      { id: 'upcoming', labelKey: 'core:trips.tabs.upcoming', count: 1, disabled: false },
      { id: 'past', labelKey: 'core:trips.tabs.past', count: 1, disabled: false },
    ]);
    expect(tripTabs([past], NOW).map((t) => t.disabled)).toEqual([false, true, false]);
    expect(tripTabs([upcoming], NOW).map((t) => t.disabled)).toEqual([false, false, true]);
    expect(tripTabs([], NOW).map((t) => [t.count, t.disabled])).toEqual([
      [0, false],
      [0, true],
      [0, true],
    ]);
  });
});

describe('tripTitle', () => {
  const listing = { title: 'Sea View Apt 3', nickname: 'SV3', hotel_name: 'Sea View Resort', hotel_title: 'Sea View' };
  it('uses the listing title with use_listing_title', () => {
    expect(tripTitle({ listing, checkin_info: { use_listing_title: true } })).toBe('Sea View Apt 3');
    expect(tripTitle({ listing: { nickname: 'SV3', hotel_name: 'H' }, checkin_info: { use_listing_title: true } })).toBe('SV3');
    expect(tripTitle({ listing: { hotel_name: 'H' }, checkin_info: { use_listing_title: true } })).toBe('H');
  });
  it('uses the hotel name otherwise', () => {
    expect(tripTitle({ listing })).toBe('Sea View Resort');
    expect(tripTitle({ listing: { hotel_title: 'Sea View', title: 'T' }, checkin_info: { use_listing_title: false } })).toBe('Sea View');
    expect(tripTitle({ listing: { title: 'T' } })).toBe('T');
    expect(tripTitle({})).toBe('');
  });
});

describe('trip card click (every combination)', () => {
  const dates: Record<TripClass, [string, string]> = {
    upcoming: ['2025-07-20T15:00:00Z', '2025-07-25T10:00:00Z'],
    current: ['2025-07-08T15:00:00Z', '2025-07-12T10:00:00Z'],
    past: ['2025-06-01T15:00:00Z', '2025-06-05T10:00:00Z'],
  };
  const cases: Array<[TripClass, boolean, boolean, string]> = [];
  for (const cls of ['upcoming', 'current', 'past'] as const)
    for (const unpaid of [true, false])
      for (const done of [true, false]) {
        const expected = cls === 'past' ? 'reservation-info' : unpaid ? 'reservation-checkout' : done ? 'reservation-info' : 'pre-check-in';
        cases.push([cls, unpaid, done, expected]);
      }
  it.each(cases)('%s, unpaid=%s, done=%s → %s', (cls, unpaid, done, expected) => {
    const r = trip('ABC', ...dates[cls], {
      balance_due: unpaid ? 100 : 0,
      payment_intents: [{ payment_intent_id: 'pi_9', status: unpaid ? 'requires_source' : 'succeeded', metadata: { type: 'accommodation' } }],
      pre_check_in_info: { status: done ? 'Done' : 'Pending' },
    });
    const route = tripCardRoute(r, NOW);
    expect(route.name).toBe(expected);
    expect(route.params).toEqual(expected === 'reservation-checkout' ? { id: 'ABC', intent_id: 'pi_9' } : { id: 'ABC' });
  });
  it('an open accommodation intent with balance_due 0 is not unpaid', () => {
    const r = trip('ABC', ...dates.upcoming, { balance_due: 0, payment_intents: [{ payment_intent_id: 'p', status: 'requires_payment_method', metadata: { type: 'accommodation' } }] });
    expect(tripCardRoute(r, NOW).name).toBe('pre-check-in');
  });
  it('an open deposit intent does not send to checkout', () => {
    const r = trip('ABC', ...dates.upcoming, { payment_intents: [{ payment_intent_id: 'p', status: 'requires_source', metadata: { type: 'deposit' } }] });
    expect(tripCardRoute(r, NOW).name).toBe('pre-check-in');
  });
});

describe('afterLoginRoute', () => {
  it('opens pre-check-in of the first (soonest) upcoming reservation not Done', () => {
    const soon = trip('SOON', '2025-07-15T15:00:00Z', '2025-07-16T10:00:00Z');
    const later = trip('LATER', '2025-08-15T15:00:00Z', '2025-08-16T10:00:00Z');
    const doneSooner = trip('DONE', '2025-07-11T15:00:00Z', '2025-07-12T10:00:00Z', { pre_check_in_info: { status: 'Done' } });
    expect(afterLoginRoute([later, doneSooner, soon, past, current], NOW)).toEqual({ name: 'pre-check-in', params: { id: 'SOON' } });
  });
  it('ignores current and past trips; null when none', () => {
    expect(afterLoginRoute([current, past], NOW)).toBeNull();
    expect(afterLoginRoute([], NOW)).toBeNull();
    expect(afterLoginRoute([{ ...upcoming, pre_check_in_info: { status: 'Done' } }], NOW)).toBeNull();
  });
  it('is for guests: staff (role staff, or any ability) never land inside a guest pre-check-in (issue 25)', () => {
    const soon = trip('SOON', '2025-07-15T15:00:00Z', '2025-07-16T10:00:00Z');
    expect(afterLoginRoute([soon], NOW, { role: 'staff', abilities: [] })).toBeNull();
    expect(afterLoginRoute([soon], NOW, { role: null, abilities: ['create-store-purchase'] })).toBeNull();
    expect(afterLoginRoute([soon], NOW, { role: 'guest', abilities: [] })).toEqual({ name: 'pre-check-in', params: { id: 'SOON' } });
    expect(afterLoginRoute([soon], NOW, null)).toEqual({ name: 'pre-check-in', params: { id: 'SOON' } });
  });
});

describe('card size', () => {
  it('320x300 on mobile/tablet, else 400x420', () => {
    expect(tripCardSize(true)).toEqual({ width: 320, height: 300 });
    expect(tripCardSize(false)).toEqual({ width: 400, height: 420 });
  });
});

describe('tripClassAt', () => {
  const ci = new Date('2025-07-10T15:00:00Z');
  const co = new Date('2025-07-12T10:00:00Z');
  it('edges: check-in and check-out instants are current', () => {
    expect(tripClassAt(ci, co, new Date(ci.getTime() - 1))).toBe('upcoming');
    expect(tripClassAt(ci, co, ci)).toBe('current');
    expect(tripClassAt(ci, co, co)).toBe('current');
    expect(tripClassAt(ci, co, new Date(co.getTime() + 1))).toBe('past');
  });
});

describe('visitedReservation (portal_visited without a reservation in the route)', () => {
  const soon = trip('SOON', '2025-07-15T15:00:00Z', '2025-07-16T10:00:00Z');
  const later = trip('LATER', '2025-08-15T15:00:00Z', '2025-08-16T10:00:00Z');
  it('the stay in progress first, else the soonest upcoming, else the latest past trip', () => {
    expect(visitedReservation([later, past, soon, current], NOW)?.confirmation_code).toBe(current.confirmation_code);
    expect(visitedReservation([later, past, soon], NOW)?.confirmation_code).toBe('SOON');
    const older = trip('OLDER', '2024-01-01T15:00:00Z', '2024-01-03T10:00:00Z');
    expect(visitedReservation([older, past], NOW)?.confirmation_code).toBe(past.confirmation_code);
  });
  it('null without a readable trip', () => {
    expect(visitedReservation([], NOW)).toBeNull();
    expect(visitedReservation([{ confirmation_code: 'X', check_in: 'soon', check_out: null }], NOW)).toBeNull();
  });
});

describe('shownTab (the trips list; the hosted page preloads its first card’s picture)', () => {
  it('is the tab asked for, unless it is disabled (no trips in it): then All', () => {
    expect(shownTab(tripTabs([past, upcoming], NOW), 'upcoming')).toBe('upcoming');
    expect(shownTab(tripTabs([past], NOW), 'upcoming')).toBe('all');
    expect(shownTab(tripTabs([upcoming], NOW), 'past')).toBe('all');
    expect(shownTab(tripTabs([], NOW), 'all')).toBe('all');
  });

  it('isTripTab accepts the three tab names only', () => {
    expect(['all', 'upcoming', 'past'].every(isTripTab)).toBe(true);
    expect([undefined, '', 'ALL', 'current', 1].some(isTripTab)).toBe(false);
  });
});
