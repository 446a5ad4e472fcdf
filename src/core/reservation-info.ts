// Reservation info page rules that are not trip-list or payment rules: planned times, instructions
// language, directions, contact links and which URLs may be embedded or followed.
import { parseHHmm } from './dates/time-of-day';

/**
 * The planned (requested) time to show beside the standard one: only when it is a valid `HH:mm`
 * that differs from the standard time. Null otherwise.
 */
export function plannedTimeIfDifferent(standard: string | null | undefined, planned: string | null | undefined): string | null {
  const p = parseHHmm(planned);
  if (p == null) return null;
  const s = parseHHmm(standard);
  return s === p ? null : planned!.trim().slice(0, 5).padStart(5, '0');
}

export type InstructionsKind = 'check_in' | 'check_out';

export interface InstructionsSource {
  checkin_instructions?: string | null;
  checkout_instructions?: string | null;
  instructions_langs?: Record<string, { check_in?: string | null; check_out?: string | null } | null | undefined> | null;
}

/**
 * Instructions in the guest's language when `instructions_langs` has it, else the default text.
 * `languages` are the keys to try in order (e.g. the portal locale code, its BCP 47 tag, the
 * language subtag); keys compare case-insensitively. Blank texts count as missing.
 */
export function instructionsFor(source: InstructionsSource | null | undefined, kind: InstructionsKind, languages: readonly string[]): string | null {
  const langs = source?.instructions_langs ?? {};
  const byLower = new Map(Object.entries(langs).map(([k, val]) => [k.toLowerCase(), val]));
  for (const lang of languages) {
    const text = byLower.get(lang.toLowerCase())?.[kind];
    if (text && text.trim()) return text;
  }
  const fallback = kind === 'check_in' ? source?.checkin_instructions : source?.checkout_instructions;
  return fallback && fallback.trim() ? fallback : null;
}

/** http(s) URL parsed, else null. */
function httpUrl(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    const u = new URL(url.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u : null;
  } catch {
    return null;
  }
}

/** Only https pages are embedded (travel guide iframe); anything else is offered as a link. */
export function isEmbeddableUrl(url: string | null | undefined): boolean {
  return httpUrl(url)?.protocol === 'https:';
}

/** A link target the page may render: http(s), mailto, tel, sms or a messaging-app scheme; else null. */
export function safeLinkHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const u = url.trim();
  if (httpUrl(u)) return u;
  return /^(mailto|tel|sms|whatsapp|viber|tg|fb-messenger):[^\s]+$/i.test(u) ? u : null;
}

/**
 * Directions: the listing's custom address URL when it is http(s); else a maps URL to the
 * coordinates; else a maps search for the address; else null.
 */
export function directionsUrl(input: {
  custom_address_url?: string | null;
  lat?: number | null;
  lng?: number | null;
  address?: string | null;
}): string | null {
  const custom = httpUrl(input.custom_address_url);
  if (custom) return custom.href;
  const { lat, lng } = input;
  if (typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
    return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
  }
  const address = input.address?.trim();
  return address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : null;
}

/** Phone number reduced to what a dialler accepts (digits, one leading +); null when nothing is left. */
function dialable(number: string | null | undefined): string | null {
  const raw = (number ?? '').trim();
  const digits = raw.replace(/[^\d]/g, '');
  if (!digits) return null;
  return (raw.startsWith('+') ? '+' : '') + digits;
}

export function telHref(number: string | null | undefined): string | null {
  const n = dialable(number);
  return n ? `tel:${n}` : null;
}

export function smsHref(number: string | null | undefined): string | null {
  const n = dialable(number);
  return n ? `sms:${n}` : null;
}

/** Chosen special requests for display: toggles that are on and counters above zero, in server order. */
export function chosenSpecialRequests(
  requests: Record<string, boolean | number | null | undefined> | null | undefined,
): { label: string; count: number | null }[] {
  const out: { label: string; count: number | null }[] = [];
  for (const [label, value] of Object.entries(requests ?? {})) {
    if (value === true) out.push({ label, count: null });
    else if (typeof value === 'number' && value > 0) out.push({ label, count: value });
  }
  return out;
}
