import { intlLocale } from '../core/locales';

const cache = new Map<string, (code: string) => string>();

/** Country names in the guest's language (Intl.DisplayNames); the code itself where the browser has no name. */
export function countryNamer(locale: string): (code: string) => string {
  let namer = cache.get(locale);
  if (!namer) {
    let display: Intl.DisplayNames | null;
    try {
      display = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
    } catch {
      display = null;
    }
    namer = (code) => {
      try {
        return display?.of(code) ?? code;
      } catch {
        return code;
      }
    };
    cache.set(locale, namer);
  }
  return namer;
}

/** Items sorted by a label in the guest's language's alphabetical order. */
export function sortByLabel<T extends { label: string }>(items: T[], locale: string): T[] {
  const collator = new Intl.Collator(intlLocale(locale));
  return items.sort((a, b) => collator.compare(a.label, b.label));
}
