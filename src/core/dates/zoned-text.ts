import { formatDate, formatDateRange } from './format';

/** Intl with the listing's zone; an unknown zone (RangeError) falls back to UTC instead of breaking the page. */
function withZone<T>(timeZone: string, fn: (tz: string) => T): T {
  try {
    return fn(timeZone);
  } catch {
    return fn('UTC');
  }
}

export function dateRangeText(start: Date, end: Date, locale: string, timeZone: string): string {
  return withZone(timeZone, (tz) => formatDateRange(start, end, { locale, timeZone: tz, dateStyle: 'medium' }));
}

export function dateText(instant: Date, locale: string, timeZone: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return withZone(timeZone, (tz) => formatDate(instant, { locale, timeZone: tz, ...options }));
}

