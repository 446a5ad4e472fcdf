import type { Locale } from '../../core/locales';

/** Each locale's name in its own language, as a locale switcher lists them. */
export const LOCALE_LABELS: Record<Locale, string> = {
  en: 'English (US)',
  gb: 'English (UK)',
  es: 'Español',
  fr: 'Français',
  ge: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  pl: 'Polski',
  sv: 'Svenska',
  el: 'Ελληνικά',
  ru: 'Русский',
  he: 'עברית',
  ar: 'العربية',
  'ar-SA': 'العربية (السعودية)',
  'zh-Hans': '简体中文',
};
