/**
 * GETs the loader starts while an element's code is still downloading (its first calls: see
 * src/element/descriptor.ts firstCalls), handed to the API client, which takes each answer once instead of asking again. The loader and the
 * runtime are separate bundles (separate module instances), so the hand-off lives on `globalThis`
 * under a registered symbol. Only cookie-mode requests are prefetched: they carry no token.
 */
import { warnIfOriginRefused } from './cors-warning';

const REGISTRY = Symbol.for('guest-portal-elements.prefetch');
/** An answer nobody took within this time is stale (the session may have changed since). */
const MAX_AGE_MS = 10_000;

interface Prefetched {
  response: Promise<Response>;
  at: number;
}

function registry(): Map<string, Prefetched> {
  const g = globalThis as { [REGISTRY]?: Map<string, Prefetched> };
  return (g[REGISTRY] ??= new Map());
}

// The loader and the client build a URL alike (readElementConfig's API base, joinUrl): the URL is the key.
const keyOf = (url: string, tenantId: string | null) => `${url}#${tenantId ?? ''}`;

/** The request exactly as the API client sends a cookie-mode GET (same URL, headers and credentials). */
export function prefetchGet(url: string, tenantId: string | null): void {
  const key = keyOf(url, tenantId);
  if (registry().has(key)) return;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (tenantId) headers['X-Tenant-Id'] = tenantId;
  const response = fetch(url, { headers, credentials: 'include', mode: 'cors' });
  // A failed prefetch is not an error of its own (the client asks again when it takes it), but a page
  // origin the API does not allow is said once, in one line.
  response.catch((error: unknown) => warnIfOriginRefused(url, error));
  registry().set(key, { response, at: Date.now() });
}

/** The prefetched answer to this GET, once; null when there is none or it is stale. */
export function takePrefetched(url: string, tenantId: string | null): Promise<Response> | null {
  const key = keyOf(url, tenantId);
  const entry = registry().get(key);
  if (!entry) return null;
  registry().delete(key);
  return Date.now() - entry.at <= MAX_AGE_MS ? entry.response : null;
}

/** Any request that changes state (a sign-in, a sign-out) makes earlier answers unusable. */
export function dropPrefetched(): void {
  registry().clear();
}
