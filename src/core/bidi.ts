import { isRtl } from './locales';

// Unicode isolates (UAX #9): LRI … PDI forces left-to-right, FSI … PDI takes the first strong character's direction.
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A value interpolated into a translated sentence (`Pay {{amount}}`) cannot be wrapped in an element,
 * so in a right-to-left locale it is wrapped in isolate characters instead. Left-to-right locales
 * get the text unchanged: there an amount or code already runs in the sentence's own direction.
 */
export function isolateLtr(text: string, locale: string): string {
  return isRtl(locale) ? `${LRI}${text}${PDI}` : text;
}

/** Server text interpolated into a translated sentence, isolated with its own direction in RTL locales. */
export function isolateAuto(text: string, locale: string): string {
  return isRtl(locale) ? `${FSI}${text}${PDI}` : text;
}
