import { parseInstant } from '../../core/dates/instants';
import { intlLocale } from '../../core/locales';
import { dateText } from '../../core/dates/zoned-text';

/** The date of 'Will be available {date}' in the locale (UTC calendar day), or undefined without one. */
export function availableFromText(availableFrom: string | null | undefined, locale: string): string | undefined {
  const at = parseInstant(availableFrom);
  return at ? dateText(at, intlLocale(locale), 'UTC') : undefined;
}
