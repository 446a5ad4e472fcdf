import i18next, { type i18n } from 'i18next';
import { FALLBACK_LOCALE, type Locale } from '../core/locales';

export type Catalogue = Record<string, Record<string, unknown>>;
/** One loader per locale for an element's catalogue bundle (see src/i18n/bundles.json). */
export type CatalogueLoaders = Record<Locale, () => Promise<{ default: Catalogue }>>;

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
  // React escapes what it renders. Set here once: an `interpolation` option on a call makes i18next
  // rebuild its interpolation patterns for that call, so no call passes one.
  interpolation: { escapeValue: false },
  returnNull: false,
});

// Per loader table (one per element bundle): the load of each locale, started once per page.
const loads = new WeakMap<CatalogueLoaders, Map<Locale, Promise<void>>>();
const done = new WeakMap<CatalogueLoaders, Set<Locale>>();

/** Loads an element's catalogue for a locale once per page (one request per locale, however many instances). */
export function ensureLocale(locale: Locale, loaders: CatalogueLoaders): Promise<void> {
  let perLocale = loads.get(loaders);
  if (!perLocale) loads.set(loaders, (perLocale = new Map()));
  let p = perLocale.get(locale);
  if (!p) {
    p = loaders[locale]().then(({ default: catalogue }) => {
      for (const [ns, resources] of Object.entries(catalogue)) root.addResourceBundle(locale, ns, resources, true, true);
      if (!done.has(loaders)) done.set(loaders, new Set());
      done.get(loaders)!.add(locale);
    });
    p.catch(() => perLocale.delete(locale));
    perLocale.set(locale, p);
  }
  return p;
}

/**
 * A catalogue the page already holds (embedded by a server render, src/element/embedded-state.ts): taken
 * as if loaded, so the element neither asks for it again nor renders differently from the server.
 */
export function seedLocale(locale: Locale, loaders: CatalogueLoaders, catalogue: Catalogue): void {
  if (isLocaleLoaded(locale, loaders)) return;
  for (const [ns, resources] of Object.entries(catalogue)) root.addResourceBundle(locale, ns, resources, true, true);
  if (!done.has(loaders)) done.set(loaders, new Set());
  done.get(loaders)!.add(locale);
  if (!loads.has(loaders)) loads.set(loaders, new Map());
  loads.get(loaders)!.set(locale, Promise.resolve());
}

export function isLocaleLoaded(locale: Locale, loaders: CatalogueLoaders): boolean {
  return done.get(loaders)?.has(locale) ?? false;
}

export function createElementI18n(locale: Locale): i18n {
  return root.cloneInstance({ lng: locale, initAsync: false });
}

