import type { Locale } from './locales';

type Catalogue = Record<string, Record<string, unknown>>;

// One explicit import per locale so the bundler emits one chunk per catalogue and a page fetches
// only the catalogue of the locale it shows.
const loaders: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('gp-locale:en'),
  gb: () => import('gp-locale:gb'),
  es: () => import('gp-locale:es'),
  fr: () => import('gp-locale:fr'),
  ge: () => import('gp-locale:ge'),
  it: () => import('gp-locale:it'),
  pt: () => import('gp-locale:pt'),
  pl: () => import('gp-locale:pl'),
  sv: () => import('gp-locale:sv'),
  el: () => import('gp-locale:el'),
  ru: () => import('gp-locale:ru'),
  he: () => import('gp-locale:he'),
  ar: () => import('gp-locale:ar'),
  'ar-SA': () => import('gp-locale:ar-SA'),
  'zh-Hans': () => import('gp-locale:zh-Hans'),
};

export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return loaders[locale]().then((m) => m.default);
}
