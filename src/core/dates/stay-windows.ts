// Windows around a stay: when details open, when departure instructions show, before arrival.
import { DAY_MS, HOUR_MS } from './instants';

/** Reservation details open this long before check-in. */
export const DETAILS_UNLOCK_HOURS = 24;
/** Departure instructions are shown only within this many days before check-out. */
export const DEPARTURE_INSTRUCTIONS_DAYS = 12;

/**
 * Departure instructions are shown only within 12 days before check-out:
 * check-out − 12 days <= now <= check-out (both edges inclusive; hidden after check-out).
 */
export function isDepartureInstructionsVisible(checkOut: Date, now: Date, days = DEPARTURE_INSTRUCTIONS_DAYS): boolean {
  const t = now.getTime();
  return t >= checkOut.getTime() - days * DAY_MS && t <= checkOut.getTime();
}

/** When the reservation details open: 24 hours before check-in. */
export function detailsUnlockAt(checkIn: Date): Date {
  return new Date(checkIn.getTime() - DETAILS_UNLOCK_HOURS * HOUR_MS);
}

/** Time part of the details rule: open from exactly 24 hours before check-in (inclusive). */
export function isDetailsTimeUnlocked(checkIn: Date, now: Date): boolean {
  return now.getTime() >= detailsUnlockAt(checkIn).getTime();
}

/** Damage waiver window: any time before arrival (now strictly before check-in). */
export function isBeforeArrival(checkIn: Date, now: Date): boolean {
  return now.getTime() < checkIn.getTime();
}

/** Hours from now until an instant (negative when it has passed). */
export function hoursUntil(target: Date, now: Date): number {
  return (target.getTime() - now.getTime()) / HOUR_MS;
}
