import * as v from 'valibot';
import { nullableString, oneOrMany, optionalBlock } from './common';

/**
 * Sub-shapes the spec leaves open (spec section 3 names the field, not its form). Each accepts the
 * plausible forms — a string or an object, one value or a list — and normalises them here, at the
 * boundary, to the one shape the screens read.
 */
const str = (x: unknown) => (typeof x === 'string' && x.trim() ? x : typeof x === 'number' ? String(x) : null);
const firstOf = (o: Record<string, unknown>, keys: string[]) => {
  for (const k of keys) {
    const s = str(o[k]);
    if (s) return s;
  }
  return null;
};
/** A string (or number) read as one field of the normalised shape. */
const scalar = /* @__NO_SIDE_EFFECTS__ */ <T>(to: (s: string) => T) => v.pipe(v.union([v.string(), v.number()]), v.transform((x) => to(String(x))));
/** A plain object (valibot's record also takes arrays). */
const plainObject = v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x));
/** An object whose fields may carry other names than ours; `usable` says whether the result can be shown. */
const renamed = /* @__NO_SIDE_EFFECTS__ */ <T>(to: (o: Record<string, unknown>) => T, usable: (t: T) => boolean = () => true) =>
  v.pipe(plainObject, v.transform(to), v.check(usable));

export interface Phone { label: string | null; number: string | null }
export const PhoneSchema = v.union([
  scalar((s): Phone => ({ label: null, number: s })),
  renamed((o): Phone => ({ label: firstOf(o, ['label', 'name', 'type', 'title']), number: firstOf(o, ['number', 'phone', 'value', 'tel']) }), (p) => !!p.number),
]);

export interface Link { type: string | null; url: string | null; label: string | null }
const LinkSchema = v.union([
  scalar((s): Link => ({ type: null, url: s, label: null })),
  renamed((o): Link => ({ type: firstOf(o, ['type', 'kind']), url: firstOf(o, ['url', 'href', 'link']), label: firstOf(o, ['label', 'name', 'title']) }), (l) => !!l.url),
]);
const isLinkObject = (o: Record<string, unknown>) => ['url', 'href', 'link'].some((k) => k in o);
/** A map of link type to address (`{ google: "https://…", facebook: "https://…" }`), as the spec's company links. */
const LinkMapSchema = v.pipe(
  plainObject,
  v.record(v.string(), v.string()),
  v.check((o) => !isLinkObject(o)),
  v.transform((o) => Object.entries(o).map(([type, url]): Link => ({ type, url, label: null }))),
);
export const LinksSchema = v.union([LinkMapSchema, v.pipe(oneOrMany(LinkSchema), v.transform((l) => l ?? undefined))]);

export interface DoorCode { name: string | null; code: string | null; Alert: string | null }
export const DoorCodeSchema = v.union([
  scalar((s): DoorCode => ({ name: null, code: s, Alert: null })),
  renamed((o): DoorCode => ({ name: firstOf(o, ['name', 'label', 'door', 'title']), code: firstOf(o, ['code', 'value', 'pin']), Alert: firstOf(o, ['Alert', 'alert', 'note']) }), (d) => !!d.code),
]);

export interface Wifi { name: string | null; password: string | null }
/** A lone string is read as the password: that is what a guest cannot guess. A list reads as its first network. */
const WifiItemSchema = v.union([
  scalar((s): Wifi => ({ name: null, password: s })),
  renamed((o): Wifi => ({ name: firstOf(o, ['name', 'ssid', 'network']), password: firstOf(o, ['password', 'pass', 'key']) }), (w) => !!(w.name || w.password)),
]);
export const WifiSchema = v.pipe(oneOrMany(WifiItemSchema), v.transform((l) => l?.[0]));

/** A URL sent as a string or as `{ url }`. */
export const UrlSchema = v.union([v.string(), v.pipe(renamed((o) => firstOf(o, ['url', 'href', 'link', 'secure_url'])), v.string())]);

export interface Media { type: string | null; url: string }
const videoUrl = /\.(mp4|webm|mov|m3u8)(\?|#|$)/i;
const MediaSchema = v.union([
  v.pipe(v.string(), v.transform((url): Media => ({ type: videoUrl.test(url) ? 'video' : 'image', url }))),
  v.pipe(
    renamed((o) => ({ type: firstOf(o, ['type', 'resource_type', 'kind']), url: firstOf(o, ['url', 'secure_url', 'src']) }), (m) => !!m.url),
    v.transform((m): Media => ({ type: m.type ?? (videoUrl.test(m.url ?? '') ? 'video' : 'image'), url: m.url ?? '' })),
  ),
]);
export const MediaListSchema = oneOrMany(MediaSchema);

export interface LangInstructions { check_in?: string | null; check_out?: string | null }
const LangEntrySchema = v.union([
  v.pipe(v.string(), v.transform((s): LangInstructions => ({ check_in: s, check_out: null }))),
  v.looseObject({ check_in: nullableString, check_out: nullableString }),
]);
/**
 * Instructions per language: `{ es: { check_in, check_out } }` (ours), `{ es: "…" }`, or a list
 * `[{ lang, check_in, check_out }]`; always read as the map.
 */
export const InstructionLangsSchema = v.union([
  v.pipe(plainObject, v.record(v.string(), optionalBlock(LangEntrySchema))),
  v.pipe(
    oneOrMany(renamed((o) => ({ lang: firstOf(o, ['lang', 'language', 'locale']), check_in: str(o.check_in), check_out: str(o.check_out) }), (e) => !!e.lang)),
    v.transform((l) => Object.fromEntries((l ?? []).map((e) => [e.lang as string, { check_in: e.check_in, check_out: e.check_out }])) as Record<string, LangInstructions | null | undefined>),
  ),
]);

/** Images: a list of URLs or of `{ url }` objects, or one of them. */
export const ImageListSchema = oneOrMany(UrlSchema);