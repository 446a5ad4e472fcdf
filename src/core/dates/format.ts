// Display formats of instants (Intl, in the listing's time zone).
import { dateTimeFormat, intlText, intlTextKey } from '../intl/formatters';

/**
 * The same text from every Intl: recent ICU data (Node's) writes thin and narrow no-break spaces in dates,
 * ranges and times ('Dec 22\u2009–\u200925', '4:00\u202fPM') where Chromium writes plain spaces. A screen
 * rendered on the server is hydrated in the browser only if both write the same text.
 */
const sameOnEveryEngine = (text: string): string => text.replace(/[\u2009\u202f]/g, ' ');

export interface FormatOptions extends Intl.DateTimeFormatOptions {
  locale: string;
  timeZone: string;
}

/** Formats an instant in the listing's time zone (default `dateStyle: 'medium'`). */
export function formatDate(instant: Date, { locale, timeZone, ...options }: FormatOptions): string {
  const opts: Intl.DateTimeFormatOptions = { ...(Object.keys(options).length ? options : { dateStyle: 'medium' }), timeZone };
  return intlText(intlTextKey('date', locale, opts, instant.getTime()), () => sameOnEveryEngine(dateTimeFormat(locale, opts).format(instant)));
}

/** Formats the time of day of an instant in the listing's time zone (default `timeStyle: 'short'`). */
export function formatTime(instant: Date, { locale, timeZone, ...options }: FormatOptions): string {
  const opts: Intl.DateTimeFormatOptions = { ...(Object.keys(options).length ? options : { timeStyle: 'short' }), timeZone };
  return intlText(intlTextKey('date', locale, opts, instant.getTime()), () => sameOnEveryEngine(dateTimeFormat(locale, opts).format(instant)));
}

/** Formats a date range (e.g. check-in – check-out) in the listing's time zone. */
export function formatDateRange(start: Date, end: Date, { locale, timeZone, ...options }: FormatOptions): string {
  const opts: Intl.DateTimeFormatOptions = { ...(Object.keys(options).length ? options : { dateStyle: 'medium' }), timeZone };
  return intlText(intlTextKey('range', locale, opts, start.getTime(), end.getTime()), () => sameOnEveryEngine(dateTimeFormat(locale, opts).formatRange(start, end)));
}
