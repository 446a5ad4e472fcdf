// Display formats of instants and times of day (Intl, in the listing's time zone).
import { parseHHmm } from './time-of-day';

export interface FormatOptions extends Intl.DateTimeFormatOptions {
  locale: string;
  timeZone: string;
}

/** Formats an instant in the listing's time zone (default `dateStyle: 'medium'`). */
export function formatDate(instant: Date, { locale, timeZone, ...options }: FormatOptions): string {
  const opts: Intl.DateTimeFormatOptions = Object.keys(options).length ? options : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(locale, { ...opts, timeZone }).format(instant);
}

/** Formats the time of day of an instant in the listing's time zone (default `timeStyle: 'short'`). */
export function formatTime(instant: Date, { locale, timeZone, ...options }: FormatOptions): string {
  const opts: Intl.DateTimeFormatOptions = Object.keys(options).length ? options : { timeStyle: 'short' };
  return new Intl.DateTimeFormat(locale, { ...opts, timeZone }).format(instant);
}

/** Formats a date range (e.g. check-in – check-out) in the listing's time zone. */
export function formatDateRange(start: Date, end: Date, { locale, timeZone, ...options }: FormatOptions): string {
  const opts: Intl.DateTimeFormatOptions = Object.keys(options).length ? options : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(locale, { ...opts, timeZone }).formatRange(start, end);
}

/** Formats an `HH:mm` value for display in a locale (the time has no zone: it is wall-clock time). */
export function formatHHmm(value: string, locale: string): string | null {
  const minutes = parseHHmm(value);
  if (minutes == null) return null;
  const d = new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(d);
}
