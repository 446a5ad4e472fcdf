import { nightsCount } from '../../core/dates/days';
import { formatDate, formatDateRange } from '../../core/dates/format';
import { parseInstant } from '../../core/dates/instants';
import { dateTimeFormat, intlText, intlTextKey } from '../../core/intl/formatters';

/**
 * Whether Intl knows `zone`. Asked through the texts a server render carries: a hydrating survey reads the
 * server's answer instead of building the page's first formatter for it.
 */
function knownZone(zone: string): boolean {
  const answer = intlText(intlTextKey('zone', undefined, { timeZone: zone }), () => {
    try {
      dateTimeFormat('en-US', { timeZone: zone });
      return 'known';
    } catch {
      return 'unknown';
    }
  });
  return answer === 'known';
}

/** The listing's IANA zone when Intl knows it, else the tenant's, else UTC (an unknown zone never breaks the page). */
export function usableTimeZone(...candidates: Array<string | null | undefined>): string {
  return candidates.find((zone): zone is string => !!zone && knownZone(zone)) ?? 'UTC';
}

export interface StayText {
  dates: string | null;
  nights: number;
}

/** The stay's dates (one localised range) and nights, both read in the listing's zone. */
export function stayText(checkIn: string | null | undefined, checkOut: string | null | undefined, locale: string, timeZone: string, nights?: number | null): StayText {
  const start = parseInstant(checkIn, timeZone);
  const end = parseInstant(checkOut, timeZone);
  const dates = start && end && start <= end ? formatDateRange(start, end, { locale, timeZone, dateStyle: 'medium' }) : null;
  const n = typeof nights === 'number' && Number.isFinite(nights) && nights > 0 ? Math.round(nights) : nightsCount(checkIn, checkOut, timeZone);
  return { dates, nights: n };
}

/** A server time as date and time of day in the listing's zone; null when absent or unreadable. */
export function momentText(value: string | null | undefined, locale: string, timeZone: string): string | null {
  const at = parseInstant(value, timeZone);
  return at ? formatDate(at, { locale, timeZone, dateStyle: 'medium', timeStyle: 'short' }) : null;
}
