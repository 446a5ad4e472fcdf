import { isAllowedRedirect } from '../../core/url-safety';

export type RedirectPlan = { kind: 'route'; url: string } | { kind: 'location'; href: string };

/**
 * Where a redirect URL may take the guest (`isAllowedRedirect` of src/core decides): a same-site path
 * (`/tourist/...`) is a route of this element's router; an absolute URL is followed only if it is
 * same-origin or in `config.allowed_origins`. Anything else → null (the caller falls back).
 */
export function planRedirect(url: string | null | undefined, allowedOrigins: readonly string[], currentOrigin = location.origin): RedirectPlan | null {
  const s = (url ?? '').trim();
  if (!isAllowedRedirect(s, { currentOrigin, allowedOrigins })) return null;
  if (s.startsWith('/')) return { kind: 'route', url: s };
  return { kind: 'location', href: new URL(s, currentOrigin).href };
}
