/**
 * Addresses of the API: how an element's `api-base` attribute and a path make one URL. The loader's
 * prefetch, the API client and the card payments build their URLs here, so a prefetch is taken only
 * when it names exactly what the client asks for.
 */

/** `path` under `base` (origin and optional path prefix; '' for this origin). An absolute `path` stays as it is. */
export function joinUrl(base: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return `${base.trim().replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * One spelling per API base: an origin and path without trailing slashes, or only the path when it is
 * the page's own origin ('' for the page's origin itself). Elements whose attributes differ only in
 * spelling share one runtime. `pageHref` resolves a relative base (none outside a browser).
 */
export function normalizeApiBase(apiBase: string | null | undefined, pageHref?: string): string {
  const raw = (apiBase ?? '').trim();
  if (!raw) return '';
  try {
    const u = new URL(raw, pageHref);
    const path = u.pathname.replace(/\/+$/, '');
    const sameOrigin = pageHref !== undefined && u.origin === new URL(pageHref).origin;
    return sameOrigin ? path : `${u.origin}${path}`;
  } catch {
    return raw.replace(/\/+$/, '');
  }
}

/** A serialised origin ('https://host[:port]'), nothing else (no path, no '*', no 'null'). */
export function isExactOrigin(origin: string): boolean {
  if (!origin || origin === '*' || origin === 'null') return false;
  try {
    const u = new URL(origin);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === origin;
  } catch {
    return false;
  }
}
