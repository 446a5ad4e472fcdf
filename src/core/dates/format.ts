// Display formats of instants (Intl, in the listing's time zone).

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
