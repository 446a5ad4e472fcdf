import { FALLBACK_LOCALE, matchLocale, type Locale } from '../core/locales';

/**
 * Which locale an element shows: the guest's choice in a switcher, then the element's `locale`
 * attribute, then the signed-in user's saved locale, then the first of the browser's languages the
 * portal supports, then the tenant's default, then English. The browser comes before the tenant: a
 * guest who has chosen nothing still said, by setting up the browser, which language they read; the
 * tenant's default is for browsers whose languages the portal does not offer.
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
    input.browser.map(matchLocale).find((l): l is Locale => l !== null) ??
    matchLocale(input.tenantDefault) ??
    FALLBACK_LOCALE
  );
}
