// URL safety: redirect allow-list, postMessage origin check and https forcing.

// eslint-disable-next-line no-control-regex -- control characters are exactly what this check rejects
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;
const HAS_SCHEME = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;

/** An absolute http(s) URL, normalised; null for anything else (what may reach an <img src> from a query or the server). */
export function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/** The serialised origin of a URL or origin string; null when unparseable or opaque. */
export function normalizeOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const o = new URL(value).origin;
    return o === 'null' ? null : o;
  } catch {
    return null;
  }
}

export interface RedirectPolicy {
  /** The page's own origin (its location's origin). */
  currentOrigin: string;
  /** Other origins absolute redirects may go to (e.g. from a server redirect_url). */
  allowedOrigins?: readonly string[];
}

/**
 * Whether following `url` is safe:
 * - relative paths are fine when they resolve to the current origin;
 * - absolute http(s) URLs only when their origin is the current one or in `allowedOrigins`;
 * - rejected: other schemes (javascript:, data:, vbscript:, file: …), protocol-relative `//host`,
 *   any backslash or control character (parser tricks such as `/\evil` or `java\tscript:`),
 *   and credentials in the URL (`https://user:pass@host`).
 */
export function isAllowedRedirect(url: string | null | undefined, policy: RedirectPolicy): boolean {
  if (typeof url !== 'string') return false;
  const s = url.trim();
  if (!s || CONTROL_OR_BACKSLASH.test(s) || s.startsWith('//')) return false;
  const current = normalizeOrigin(policy.currentOrigin);
  if (!current) return false;
  let u: URL;
  try {
    u = new URL(s, current);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (u.username || u.password) return false;
  if (!HAS_SCHEME.test(s)) return u.origin === current;
  if (u.origin === current) return true;
  return (policy.allowedOrigins ?? []).some((o) => normalizeOrigin(o) === u.origin);
}

/** `url` when it passes isAllowedRedirect, else the fallback. */
export function safeRedirect(url: string | null | undefined, policy: RedirectPolicy, fallback: string): string {
  return isAllowedRedirect(url, policy) ? url!.trim() : fallback;
}

/**
 * postMessage receipt: the event origin must equal one of the allowed origins exactly (after
 * normalising the list entries); 'null' origins and '*' entries never match.
 */
export function isAllowedMessageOrigin(origin: string | null | undefined, allowedOrigins: readonly string[]): boolean {
  if (!origin || origin === 'null') return false;
  return allowedOrigins.some((o) => o !== '*' && normalizeOrigin(o) === origin);
}

/**
 * Forces https: `http://x` → `https://x`, `//x` → `https://x`, a bare host (`www.x.com/p`) →
 * `https://www.x.com/p`; https stays. Other schemes (javascript:, mailto: …), credentials,
 * backslashes, control characters and unparseable values give null.
 */
export function forceHttps(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const s = url.trim();
  if (!s || CONTROL_OR_BACKSLASH.test(s)) return null;
  let out: string;
  if (/^https:\/\//i.test(s)) out = 'https://' + s.slice(8);
  else if (/^http:\/\//i.test(s)) out = 'https://' + s.slice(7);
  else if (s.startsWith('//')) out = 'https:' + s;
  else if (HAS_SCHEME.test(s) && !/^[^/?#]+:\d+(?:[/?#]|$)/.test(s)) return null;
  else out = 'https://' + s;
  try {
    const u = new URL(out);
    if (!u.hostname || u.username || u.password) return null;
  } catch {
    return null;
  }
  return out;
}

/** Where the card form (/payment-iframe, <payment-iframe>) stands, as the browser tells it. */
export interface ParentContext {
  /** The `parentOrigin` parameter, when the host gave one (not a spec parameter; kept for hosts that do). */
  explicit?: string | null;
  /** `location.ancestorOrigins` (nearest first), where the browser has it. */
  ancestorOrigins: readonly string[];
  /** The referrer: the framing page's URL or origin, empty under a no-referrer policy. */
  referrer: string;
  /** The page's own origin when it is not framed (the element placed on the host page itself), else null. */
  selfOrigin: string | null;
}

/**
 * The origin the card form posts its result to, or null (the form does not start). The spec's
 * /payment-iframe has no origin parameter: the parent is the nearest ancestor the browser names,
 * else the referrer's origin, else (not framed) the page itself. Whichever decides must be one of the
 * tenant's allowed origins exactly; a stated `parentOrigin` decides alone, and an ancestor the browser
 * names is never overridden by a referrer (the referrer can be older than the frame's parent).
 */
export function resolveParentOrigin(c: ParentContext, allowedOrigins: readonly string[]): string | null {
  const allowed = (o: string | null) => (o && isAllowedMessageOrigin(o, allowedOrigins) && normalizeOrigin(o) === o ? o : null);
  if (c.explicit) return allowed(c.explicit);
  if (c.ancestorOrigins.length) return allowed(c.ancestorOrigins[0] ?? null);
  const fromReferrer = normalizeOrigin(c.referrer);
  if (fromReferrer) return allowed(fromReferrer);
  return allowed(c.selfOrigin);
}
