/**
 * The 15 locales of the spec (section 9). Codes are the portal's own; `intl` is the BCP 47 tag for Intl.
 * Their names in their own language are in src/shared/locale-switcher/locale-labels.ts (only the switcher needs them).
 */
export const LOCALES = [
  { code: 'en', intl: 'en-US' },
  { code: 'gb', intl: 'en-GB' },
  { code: 'es', intl: 'es' },
  { code: 'fr', intl: 'fr' },
  { code: 'ge', intl: 'de' },
  { code: 'it', intl: 'it' },
  { code: 'pt', intl: 'pt' },
  { code: 'pl', intl: 'pl' },
  { code: 'sv', intl: 'sv' },
  { code: 'el', intl: 'el' },
  { code: 'ru', intl: 'ru' },
  { code: 'he', intl: 'he' },
  { code: 'ar', intl: 'ar' },
  { code: 'ar-SA', intl: 'ar-SA' },
  { code: 'zh-Hans', intl: 'zh-Hans' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export const FALLBACK_LOCALE: Locale = 'en';
const RTL = new Set<string>(['he', 'ar', 'ar-SA']);

export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && LOCALES.some((l) => l.code === x);
}

export function isRtl(locale: string): boolean {
  return RTL.has(locale);
}

export function intlLocale(locale: string): string {
  return LOCALES.find((l) => l.code === locale)?.intl ?? 'en-US';
}

/** Maps a browser or server language tag (de-DE, en-GB, zh-CN, iw) to one of ours, or null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  if (isLocale(tag)) return tag;
  const t = tag.toLowerCase();
  const exact = LOCALES.find((l) => l.intl.toLowerCase() === t);
  if (exact) return exact.code;
  if (t === 'ar-sa') return 'ar-SA';
  if (t.startsWith('zh')) return 'zh-Hans';
  if (t === 'en-gb' || t === 'en-uk') return 'gb';
  const lang = t.split('-')[0];
  if (lang === 'iw') return 'he';
  if (lang === 'de') return 'ge';
  return LOCALES.find((l) => l.intl.split('-')[0] === lang)?.code ?? null;
}
