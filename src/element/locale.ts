import { FALLBACK_LOCALE, matchLocale, type Locale } from '../core/locales';
import { rememberedDeviceLocale } from '../i18n/device-locale';

/**
 * Which locale an element shows: the guest's choice in a switcher, then the element's `locale`
 * attribute, then the signed-in user's saved locale, then the language a signed-out guest chose earlier on
 * this device (`src/i18n/device-locale.ts`), then the first of the browser's languages the
 * portal supports, then the tenant's default, then English. The browser comes before the tenant: a
 * guest who has chosen nothing still said, by setting up the browser, which language they read; the
 * tenant's default is for browsers whose languages the portal does not offer.
 */
export interface LocaleInput {
  choice: Locale | null;
  attribute: string | undefined;
  userLocale: string | null | undefined;
  device: Locale | null;
  tenantDefault: string | null | undefined;
  browser: readonly string[];
}

export function resolveLocale(input: LocaleInput): Locale {
  return (
    input.choice ??
    matchLocale(input.attribute) ??
    matchLocale(input.userLocale) ??
    input.device ??
    input.browser.map(matchLocale).find((l): l is Locale => l !== null) ??
    matchLocale(input.tenantDefault) ??
    FALLBACK_LOCALE
  );
}

/** The inputs of `resolveLocale` from what an element knows: the switcher choice, its attribute, the user and the configuration. */
export function localeInput(known: {
  choice: Locale | null;
  attribute: string | null | undefined;
  user: { locale?: string | null } | undefined;
  config: { default_locale?: string | null } | undefined;
}): LocaleInput {
  return {
    choice: known.choice,
    attribute: known.attribute ?? undefined,
    userLocale: known.user?.locale,
    device: rememberedDeviceLocale(),
    tenantDefault: known.config?.default_locale,
    browser: typeof navigator !== 'undefined' ? navigator.languages ?? [] : [],
  };
}
