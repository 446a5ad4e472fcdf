// Times of day (`HH:mm`): parsing, display, the 30-minute picker grid, check-in and check-out bounds.
import { dateTimeFormat, intlText, intlTextKey } from '../intl/formatters';
import { pad2 } from './instants';

/** Time pickers step. */
export const TIME_SLOT_MINUTES = 30;

/** Minutes since midnight of an `HH:mm` (or `H:mm`, `HH:mm:ss`) value; null when invalid. */
export function parseHHmm(value: string | null | undefined): number | null {
  if (value == null) return null;
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const h = +m[1]!;
  const min = +m[2]!;
  if (h > 23 || min > 59 || (m[3] != null && +m[3] > 59)) return null;
  return h * 60 + min;
}

/** A server time (`H:mm`, `HH:mm`, `HH:mm:ss`) as `HH:mm`; null when it is not a time of day. */
export function normalizeHHmm(value: string | null | undefined): string | null {
  const minutes = parseHHmm(value);
  return minutes == null ? null : minutesToHHmm(minutes);
}

/** `HH:mm` of minutes since midnight (0..1439). */
export function minutesToHHmm(minutes: number): string {
  const m = ((Math.floor(minutes) % 1440) + 1440) % 1440;
  return `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`;
}

/**
 * `HH:mm` slots on the 30-minute grid between two bounds, both inclusive (a bound that is off the
 * grid is rounded inwards). Defaults: 00:00 to 23:30. Invalid bounds are ignored.
 */
export function timeSlots(from?: string | null, to?: string | null, stepMinutes = TIME_SLOT_MINUTES): string[] {
  const start = parseHHmm(from) ?? 0;
  const end = parseHHmm(to) ?? 1439;
  const out: string[] = [];
  for (let t = Math.ceil(start / stepMinutes) * stepMinutes; t <= end && t < 1440; t += stepMinutes) {
    out.push(minutesToHHmm(t));
  }
  return out;
}

/** Check-in choices: every slot at or after min_check_in_time. */
export function checkInTimeSlots(minCheckInTime?: string | null): string[] {
  return timeSlots(minCheckInTime, null);
}

/** Check-out choices: every slot at or before max_check_out_time. */
export function checkOutTimeSlots(maxCheckOutTime?: string | null): string[] {
  return timeSlots(null, maxCheckOutTime);
}

/** Check-in time rule: at least min_check_in_time (no bound → any valid time). */
export function isCheckInTimeAllowed(time: string, minCheckInTime?: string | null): boolean {
  const t = parseHHmm(time);
  if (t == null) return false;
  const min = parseHHmm(minCheckInTime);
  return min == null || t >= min;
}

/** Check-out time rule: at most max_check_out_time (no bound → any valid time). */
export function isCheckOutTimeAllowed(time: string, maxCheckOutTime?: string | null): boolean {
  const t = parseHHmm(time);
  if (t == null) return false;
  const max = parseHHmm(maxCheckOutTime);
  return max == null || t <= max;
}

/** Formats an `HH:mm` value for display in a locale (the time has no zone: it is wall-clock time). */
export function formatHHmm(value: string, locale: string): string | null {
  const minutes = parseHHmm(value);
  if (minutes == null) return null;
  const d = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  // A time is one unit on screen: no-break spaces keep '4:00 م' or '4:00 PM' on one line (whatever
  // space the engine's Intl writes there: the server's and the browser's differ).
  const options: Intl.DateTimeFormatOptions = { timeStyle: 'short', timeZone: 'UTC' };
  return intlText(intlTextKey('hh:mm', locale, options, d.getTime()), () => dateTimeFormat(locale, options).format(d).replace(/[ \u2009\u202f]/g, '\u00a0'));
}
