import { catalogueLocales, catalogueSuffix, runtimeFile } from 'gp-chunk-graph';
import { apiUrl, prefetchGet } from '../api/prefetch';

/**
 * What the loader starts when an element appears, next to the element's own entry: the shared runtime
 * and the catalogue of the element's `locale` attribute as `modulepreload` links (fetched in parallel,
 * no inline script, so a strict-CSP page allows them as it allows the loader), and the configuration
 * call, whose answer the API client takes over (src/api/prefetch.ts). Without a `locale` attribute the
 * locale depends on the signed-in user and the tenant: the runtime loads that catalogue itself.
 */
const linked = new Set<string>();

function link(base: URL, file: string, crossOrigin: string | null): void {
  const href = new URL(file, base).href;
  if (linked.has(href)) return;
  linked.add(href);
  const l = document.createElement('link');
  l.rel = 'modulepreload';
  l.href = href;
  // Same credentials mode as the loader's own script, or the browser fetches the module a second time.
  if (crossOrigin !== null) l.crossOrigin = crossOrigin;
  document.head.appendChild(l);
}

export function preloadElement(tag: string, el: Element | null, base: URL, crossOrigin: string | null): void {
  link(base, runtimeFile, crossOrigin);
  if (!el) return;
  const lng = el.getAttribute('locale');
  if (lng && catalogueLocales.includes(lng)) link(base, `locales/${lng}_${tag}${catalogueSuffix}`, crossOrigin);
  // Token mode sends a bearer token the page sets later: only cookie-mode calls are started early.
  if (el.getAttribute('auth') !== 'token') prefetchGet(apiUrl(el.getAttribute('api-base'), '/api/config'), el.getAttribute('tenant-id') || null);
}
