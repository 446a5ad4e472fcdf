// Rules of the reservation search and the gate-code lookup (spec sections 2, 4, 6, 9): which mode a
// URL or attribute asks for, where a successful search may send the guest, how long the gate code
// stays on screen, and when a rate-limited guest may try again. The field validation itself is
// `validateLookup` in validation/lookup.ts.
import { isAllowedRedirect } from './url-safety';

/** The gate code is shown for 10 seconds, then the view resets and the form is cleared. */
export const GATE_CODE_DISPLAY_MS = 10_000;

/** Query value that makes the trip info page return to /search after 3 minutes idle. */
export const SEARCH_ORIGIN = 'search';

export type LookupMode = 'gate-code' | 'reservation';

const TRUE_FLAG = /^(?:|1|true|yes|on)$/i;

/**
 * The element's `mode` attribute: `gate-code` and the older `gate` spelling mean the gate code,
 * `reservation` the reservation search; anything else (or nothing) is the gate code, the element's
 * default since it is what rental sites paste.
 */
export function lookupModeOfAttribute(mode: string | null | undefined): LookupMode {
  return (mode ?? '').trim().toLowerCase() === 'reservation' ? 'reservation' : 'gate-code';
}

/**
 * The /search route: the gate-code query flag (`gate`, `gate-code` or `gateCode`, present with an
 * empty, true, 1, yes or on value) switches to the gate code; otherwise it is the reservation search.
 */
export function lookupModeOfQuery(query: Readonly<Record<string, string | undefined>>): LookupMode {
  for (const name of ['gate', 'gate-code', 'gateCode', 'gate_code']) {
    const value = query[name];
    if (value !== undefined && TRUE_FLAG.test(value.trim())) return 'gate-code';
  }
  return 'reservation';
}

/** The /search URL an element in `mode` starts on (company kept for the logo). */
export function lookupUrl(mode: LookupMode, company?: string | null): string {
  const query = new URLSearchParams();
  if (mode === 'gate-code') query.set('gate', 'true');
  if (company?.trim()) query.set('company', company.trim());
  const qs = query.toString();
  return `/search${qs ? `?${qs}` : ''}`;
}

/** The trip info page of a reservation opened from the search: `/tourist/trips/{code}/info?origin=search`. */
export function searchInfoPath(confirmationCode: string): string {
  return `/tourist/trips/${encodeURIComponent(confirmationCode.trim())}/info?origin=${SEARCH_ORIGIN}`;
}

/** Adds `origin=search` to a portal path that lacks an origin. */
function withSearchOrigin(path: string): string {
  const u = new URL(path, 'http://portal.invalid');
  if (!u.searchParams.has('origin')) u.searchParams.set('origin', SEARCH_ORIGIN);
  return u.pathname + u.search + u.hash;
}

export type SearchTarget = { kind: 'path'; path: string } | { kind: 'absolute'; href: string };

/**
 * Where a successful search opens (spec section 6: a `redirect_url` in the answer sends the guest
 * there). A portal path (`/tourist/...`) stays a portal path, carrying `origin=search`; an absolute URL
 * is followed only when `isAllowedRedirect` accepts it against the portal's origin and the tenant's
 * allowed origins. Anything else — no URL, another scheme, a foreign origin, `//host`, parser tricks —
 * falls back to the reservation's info page.
 */
export function searchTarget(
  redirectUrl: string | null | undefined,
  confirmationCode: string,
  policy: { portalOrigin: string; allowedOrigins?: readonly string[] | null },
): SearchTarget {
  const fallback: SearchTarget = { kind: 'path', path: searchInfoPath(confirmationCode) };
  const s = (redirectUrl ?? '').trim();
  if (!s || !isAllowedRedirect(s, { currentOrigin: policy.portalOrigin, allowedOrigins: policy.allowedOrigins ?? [] })) return fallback;
  if (s.startsWith('/')) return { kind: 'path', path: withSearchOrigin(s) };
  return { kind: 'absolute', href: new URL(s).href };
}

/** Longest wait we believe from a server (a day): a bigger or broken value is treated as unknown. */
const MAX_RETRY_AFTER_SECONDS = 86_400;

function secondsFrom(value: unknown, nowMs: number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.ceil(value) : null;
  if (typeof value !== 'string' || !value.trim()) return null;
  const s = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(s)) return Math.ceil(Number(s));
  const at = Date.parse(s);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/**
 * Seconds until a rate-limited guest may try again, from whatever the server sent: the
 * `Retry-After` header (delta seconds or an HTTP date) first, else a body field `retry_after`,
 * `retryAfter` or `retry_after_seconds` (seconds, at the top level or under `data`). Null when none
 * is usable (then the message says "later" without a time).
 */
export function retryAfterSeconds(header: string | null | undefined, body: unknown, nowMs: number): number | null {
  const candidates: unknown[] = [header];
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const data = b.data && typeof b.data === 'object' ? (b.data as Record<string, unknown>) : {};
  for (const source of [b, data]) candidates.push(source.retry_after, source.retryAfter, source.retry_after_seconds);
  for (const c of candidates) {
    const seconds = secondsFrom(c, nowMs);
    if (seconds !== null && seconds <= MAX_RETRY_AFTER_SECONDS) return seconds;
  }
  return null;
}

/**
 * How to phrase the wait: under a minute in seconds, under two hours in whole minutes (rounded up, so
 * the guest never comes back too early), beyond that in hours.
 */
export function retryAfterParts(seconds: number): { value: number; unit: 'second' | 'minute' | 'hour' } {
  if (seconds < 60) return { value: Math.max(1, seconds), unit: 'second' };
  if (seconds < 7200) return { value: Math.ceil(seconds / 60), unit: 'minute' };
  return { value: Math.ceil(seconds / 3600), unit: 'hour' };
}
