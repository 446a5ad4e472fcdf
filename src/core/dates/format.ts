// Display formats of instants (Intl, in the listing's time zone).

/**
 * ICU versions differ in the spaces they write: newer ones put a thin space around a range's dash and a
 * narrow no-break space before AM/PM, older ones plain spaces. A screen rendered on a server (Node's ICU)
 * and hydrated in a browser (its own ICU) must read the same text, so both become plain spaces.
 */
const plainSpaces = (text: string): string => text.replace(/[\u2009\u202f]/g, ' ');

export interface FormatOptions extends Intl.DateTimeFormatOptions {
  locale: string;
  timeZone: string;
}

/** Formats an instant in the listing's time zone (default `dateStyle: 'medium'`). */
export function formatDate(instant: Date, { locale, timeZone, ...options }: FormatOptions): string {
  const opts: Intl.DateTimeFormatOptions = Object.keys(options).length ? options : { dateStyle: 'medium' };
  return plainSpaces(new Intl.DateTimeFormat(locale, { ...opts, timeZone }).format(instant));
}

/** Formats the time of day of an instant in the listing's time zone (default `timeStyle: 'short'`). */
export function formatTime(instant: Date, { locale, timeZone, ...options }: FormatOptions): string {
  const opts: Intl.DateTimeFormatOptions = Object.keys(options).length ? options : { timeStyle: 'short' };
  return plainSpaces(new Intl.DateTimeFormat(locale, { ...opts, timeZone }).format(instant));
}

/** Formats a date range (e.g. check-in – check-out) in the listing's time zone. */
export function formatDateRange(start: Date, end: Date, { locale, timeZone, ...options }: FormatOptions): string {
  const opts: Intl.DateTimeFormatOptions = Object.keys(options).length ? options : { dateStyle: 'medium' };
  return plainSpaces(new Intl.DateTimeFormat(locale, { ...opts, timeZone }).formatRange(start, end));
}
