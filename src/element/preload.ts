import { catalogueLocales, catalogueSuffix, elementChunks, hydrateFile, reactFile, runtimeFile } from 'gp-chunk-graph';
import type { ElementDescriptor } from './descriptor';
import { readElementConfig } from './element-config';

/**
 * What the loader starts when an element appears: the element's entry, the shared runtime (React's chunk
 * and the rest), every chunk the entry imports statically (known at build time: the browser would find
 * them only after parsing the entry, behind the runtime's compilation) and the catalogue of the element's
 * `locale` attribute, as `modulepreload` links (fetched in parallel, no inline script, so a strict-CSP page
 * allows them as it allows the loader); for an element with server markup, the hydration chunk. The
 * element's first API calls are started by the loader in a task of their own (loader-first-calls.ts).
 * Without a `locale` attribute the locale depends on the signed-in user and the tenant: the runtime loads
 * that catalogue itself.
 */
const linked = new Set<string>();

function link(links: DocumentFragment, base: URL, file: string, crossOrigin: string | null): void {
  const href = new URL(file, base).href;
  if (linked.has(href)) return;
  linked.add(href);
  const l = document.createElement('link');
  l.rel = 'modulepreload';
  l.href = href;
  // Same credentials mode as the loader's own script, or the browser fetches the module a second time.
  if (crossOrigin !== null) l.crossOrigin = crossOrigin;
  links.appendChild(l);
}

export function preloadElement(descriptor: ElementDescriptor, el: Element | null, base: URL, crossOrigin: string | null): void {
  const { tag } = descriptor;
  // One insertion into <head> for all of an element's links: each insertion is style and preload work
  // for the host page.
  const links = document.createDocumentFragment();
  link(links, base, reactFile, crossOrigin);
  link(links, base, runtimeFile, crossOrigin);
  link(links, base, `elements/${tag}.js`, crossOrigin);
  for (const name of elementChunks[tag]?.split(' ') ?? []) link(links, base, `chunks/${name}${catalogueSuffix}`, crossOrigin);
  // Server markup (a declarative shadow root) is hydrated by code the runtime loads on demand: fetched
  // with the rest here, it is in when the runtime asks, and a page without server markup never gets it.
  if (el?.shadowRoot) link(links, base, hydrateFile, crossOrigin);
  const config = el ? readElementConfig(el) : null;
  const lng = config?.locale;
  if (lng && catalogueLocales.includes(lng)) link(links, base, `locales/${lng}_${tag}${catalogueSuffix}`, crossOrigin);
  document.head.appendChild(links);
}
