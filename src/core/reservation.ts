// Small readers shared by the trip, payment and pre-check-in rules.
import { parseInstant } from './dates/instants';
import type { Reservation } from './types';

export const PRE_CHECK_IN_DONE = 'Done';

/** The listing's IANA time zone, else the given fallback (configuration timezone), else UTC. */
export function listingTimeZone(reservation: Reservation, fallback?: string | null): string {
  return reservation.listing?.timezone || fallback || 'UTC';
}

/** Check-in instant; date-only / offset-less values are read in the listing's time zone. */
export function checkInInstant(reservation: Reservation, fallbackTimeZone?: string | null): Date | null {
  return parseInstant(reservation.check_in, listingTimeZone(reservation, fallbackTimeZone));
}

/** Check-out instant; date-only / offset-less values are read in the listing's time zone. */
export function checkOutInstant(reservation: Reservation, fallbackTimeZone?: string | null): Date | null {
  return parseInstant(reservation.check_out, listingTimeZone(reservation, fallbackTimeZone));
}

/** Pre-check-in status Done (compared case-insensitively). */
export function isPreCheckInDone(status: string | null | undefined): boolean {
  return (status ?? '').trim().toLowerCase() === PRE_CHECK_IN_DONE.toLowerCase();
}

/** Channel names compare trimmed and case-insensitively. */
export function normalizeChannel(channel: string | null | undefined): string {
  return (channel ?? '').trim().toLowerCase();
}

/** True when the reservation's channel (source) is in the list. */
export function isChannelIn(channel: string | null | undefined, list: readonly string[] | null | undefined): boolean {
  const c = normalizeChannel(channel);
  return c !== '' && (list ?? []).some((x) => normalizeChannel(x) === c);
}
