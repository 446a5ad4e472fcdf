import i18next, { type i18n } from 'i18next';
import { loadCatalogue } from './catalogues';
import { FALLBACK_LOCALE, type Locale } from './locales';

/**
 * One i18next instance per page holds every loaded catalogue; each element renders through a clone
 * that shares those resources but has its own language, so two elements may show two locales.
 */
const root: i18n = i18next.createInstance();
void root.init({
  initAsync: false,
  resources: {},
  lng: FALLBACK_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  defaultNS: 'common',
  ns: ['common'],
  nsSeparator: ':',
  keySeparator: '.',
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const loading = new Map<Locale, Promise<void>>();

/** Loads a locale's catalogue once per page (one request per locale, however many elements). */
export function ensureLocale(locale: Locale): Promise<void> {
  let p = loading.get(locale);
  if (!p) {
    p = loadCatalogue(locale).then((catalogue) => {
      for (const [ns, resources] of Object.entries(catalogue)) root.addResourceBundle(locale, ns, resources, true, true);
    });
    p.catch(() => loading.delete(locale));
    loading.set(locale, p);
  }
  return p;
}

export function isLocaleLoaded(locale: Locale): boolean {
  return root.hasResourceBundle(locale, 'common');
}

export function createElementI18n(locale: Locale): i18n {
  return root.cloneInstance({ lng: locale, initAsync: false });
}

export const rootI18n = root;
