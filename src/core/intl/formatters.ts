// Building an Intl formatter costs far more than using one (locale and time-zone data are resolved at
// construction: a fraction of a millisecond each), and a list of trips or prices formats the same few
// ways on every render. Formatters are kept per locale and options; a construction that throws (an
// unknown zone or currency) is not kept, so callers still see it.
//
// The first Intl object a page builds costs far more (tens of milliseconds on a phone: the engine loads
// its locale data), enough to make the hydration of a server-rendered screen one long task. So the texts
// a server render formats travel with it (src/server/render-element.tsx records them, the hydration seeds
// them): the browser's first screen shows the server's texts without building a formatter.

const LIMIT = 500;
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const seededTexts = new Map<string, string>();

function kept<V>(cache: Map<string, V>, key: string, make: () => V): V {
  const found = cache.get(key);
  if (found !== undefined) return found;
  const made = make();
  // Keys come from a handful of locales, zones and styles; a bound keeps a long-lived server's map small
  // whatever its tenants send.
  if (cache.size >= LIMIT) cache.clear();
  cache.set(key, made);
  return made;
}

const keyOf = (locale: string | undefined, options: object): string => `${locale ?? ''}|${JSON.stringify(options)}`;

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, keyOf(locale, options), () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, keyOf(locale, options), () => new Intl.NumberFormat(locale, options));
}

/** Where a server render's formatted texts go while it renders (undefined outside a render, and in the browser). */
let textBook: () => Map<string, string> | undefined = () => undefined;

/** The server sets where the render under way keeps its texts (one book per render, however many run at once). */
export function setIntlTextBook(current: () => Map<string, string> | undefined): void {
  textBook = current;
}

/**
 * The text Intl writes for `key` (every input of `format`: kind, locale, options, values): a seeded
 * server text when there is one, else `format()`, written into the server render's book.
 */
export function intlText(key: string, format: () => string): string {
  const seeded = seededTexts.get(key);
  if (seeded !== undefined) return seeded;
  const text = format();
  textBook()?.set(key, text);
  return text;
}

/** The texts a server render formatted, for the browser to show the same without building formatters. */
export function seedIntlTexts(texts: Readonly<Record<string, string>>): void {
  for (const [key, text] of Object.entries(texts)) kept(seededTexts, key, () => text);
}

/** The key of a text: its kind, locale and options, and the values formatted. */
export const intlTextKey = (kind: string, locale: string | undefined, options: object, ...values: ReadonlyArray<string | number>): string =>
  `${kind}|${keyOf(locale, options)}|${values.join('|')}`;
