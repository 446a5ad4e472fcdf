// Day arithmetic on `YYYY-MM-DD` dates: nights of a stay, real dates, adding days.
import { calendarDate } from './calendar';
import { DATE_ONLY, DAY_MS } from './instants';

function isoDayNumber(iso: string): number | null {
  const m = DATE_ONLY.exec(iso);
  if (!m) return null;
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!) / DAY_MS;
}

/** Nights between check-in and check-out calendar dates (never negative; 0 when unknown). */
export function nightsCount(checkIn: string | null | undefined, checkOut: string | null | undefined, timeZone = 'UTC'): number {
  const a = calendarDate(checkIn, timeZone);
  const b = calendarDate(checkOut, timeZone);
  if (!a || !b) return 0;
  const da = isoDayNumber(a);
  const db = isoDayNumber(b);
  if (da == null || db == null) return 0;
  return Math.max(0, Math.round(db - da));
}

/** True when `YYYY-MM-DD` is a real calendar date. */
export function isValidIsoDate(value: string | null | undefined): boolean {
  if (!value) return false;
  const m = DATE_ONLY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

/** Adds calendar days to a `YYYY-MM-DD` date. */
export function addDaysIso(iso: string, days: number): string {
  const n = isoDayNumber(iso);
  if (n == null) return iso;
  return new Date((n + days) * DAY_MS).toISOString().slice(0, 10);
}
