import type { Locale } from '../../../core/locales';

/** The country a phone number most likely belongs to for a guest reading the portal in each language. */
const LOCALE_REGION: Record<Locale, string> = {
  en: 'US',
  gb: 'GB',
  es: 'ES',
  fr: 'FR',
  ge: 'DE',
  it: 'IT',
  pt: 'PT',
  pl: 'PL',
  sv: 'SE',
  el: 'GR',
  ru: 'RU',
  he: 'IL',
  ar: 'AE',
  'ar-SA': 'SA',
  'zh-Hans': 'CN',
};

const LOCALE_LANGUAGE: Partial<Record<Locale, string>> = { gb: 'en', ge: 'de', 'ar-SA': 'ar', 'zh-Hans': 'zh' };

/**
 * The phone country to start from: the region of the browser's first language that matches the portal's
 * language (es-MX reading Spanish → MX), else the locale's usual country.
 */
export function defaultPhoneCountry(locale: Locale, browserLanguages: readonly string[] = typeof navigator !== 'undefined' ? navigator.languages ?? [] : []): string {
  const language = LOCALE_LANGUAGE[locale] ?? locale;
  for (const tag of browserLanguages) {
    const [lang, ...rest] = tag.split('-');
    const region = rest.find((p) => /^[A-Za-z]{2}$/.test(p));
    if (lang?.toLowerCase() === language && region) return region.toUpperCase();
  }
  return LOCALE_REGION[locale] ?? 'US';
}
