import { useEffect, useReducer, useState } from 'react';
import type { Locale } from '../core/locales';
import { ensureLocale, isLocaleLoaded, type CatalogueLoaders } from '../i18n/i18n';

export type CatalogueStatus = 'loading' | 'ready' | 'failed';

/**
 * A further catalogue bundle for the element's locale, for a part of the element that loads lazily (the
 * inline sign-in): its texts stay out of the element's first catalogue and come with that part, once per
 * page and locale. `retry` asks again after a failed load.
 */
export function useCatalogue(loaders: CatalogueLoaders, locale: Locale): { status: CatalogueStatus; retry: () => void } {
  const loaded = isLocaleLoaded(locale, loaders);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const key = `${locale} ${attempt}`;
  useEffect(() => {
    if (loaded) return;
    let live = true;
    ensureLocale(locale, loaders).then(
      () => live && arrived(),
      () => live && setFailed(key),
    );
    return () => {
      live = false;
    };
  }, [loaded, locale, loaders, key]);
  return { status: loaded ? 'ready' : failed === key ? 'failed' : 'loading', retry: () => setAttempt((n) => n + 1) };
}
