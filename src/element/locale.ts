import { FALLBACK_LOCALE, matchLocale, type Locale } from '../core/locales';

/**
 * Which locale an element shows: the guest's choice in a switcher, then the element's `locale`
 * attribute, then the signed-in user's locale, the tenant's default, the browser's languages, English.
 */
export function resolveLocale(input: {
  choice: Locale | null;
  attribute: string | undefined;
  userLocale: string | null | undefined;
  tenantDefault: string | null | undefined;
  browser: readonly string[];
}): Locale {
  return (
    input.choice ??
    matchLocale(input.attribute) ??
    matchLocale(input.userLocale) ??
    matchLocale(input.tenantDefault) ??
    input.browser.map(matchLocale).find((l): l is Locale => l !== null) ??
    FALLBACK_LOCALE
  );
}
