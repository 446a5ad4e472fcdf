import { prefetchGet } from '../api/prefetch';
import { joinUrl } from '../core/url';
import { firstCalls, propName, type AttributeReader, type ElementDescriptor } from './descriptor';
import { readElementConfig } from './element-config';

/** An attribute, or the property a host set before the element was defined (an own property then). */
function attributeOrEarlyProperty(el: Element): AttributeReader {
  return (name) => {
    const early = (el as unknown as Record<string, unknown>)[propName(name)];
    return el.getAttribute(name) ?? (typeof early === 'string' ? early : null);
  };
}

function prefetchFirstCalls(descriptor: ElementDescriptor, el: Element): void {
  const attr = attributeOrEarlyProperty(el);
  const config = readElementConfig(attr);
  // Token mode sends a bearer token the page sets later: only cookie-mode calls are started early.
  if (config.auth === 'token') return;
  for (const { path } of firstCalls(descriptor, attr)) prefetchGet(joinUrl(config.apiBase, path), config.tenantId);
}

/** Once the page's own scripts have run (module and deferred scripts run before DOMContentLoaded), and a task more. */
function pageScriptsRan(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', later, { once: true });
    else later();
  });
}

/** Attribute names a framework's uncompiled template holds (Vue `:x` `@x` `#x` `v-…`, Alpine `x-bind:` `x-on:`). */
const TEMPLATE_BINDING = /^(?::|@|#|v-|x-bind:|x-on:)/;

/**
 * The element's first GETs, started by the loader while the code downloads. An element without
 * `api-base` that holds template bindings is a framework's template not compiled yet (a Vue in-DOM
 * template holds `:api-base="…"`, which becomes `api-base` only when Vue mounts and replaces the
 * element): its calls wait until the page's scripts ran, then go for the element of that tag now in the
 * page, and to this origin only if that one has no `api-base` either (the page is the API's own origin).
 * The loader does not call this for server markup: it carries the answers its first screen used.
 */
export function startFirstCalls(descriptor: ElementDescriptor, el: Element): void {
  const templated = [...el.attributes].some((a) => TEMPLATE_BINDING.test(a.name));
  if (attributeOrEarlyProperty(el)('api-base') || !templated) return prefetchFirstCalls(descriptor, el);
  void pageScriptsRan().then(() => {
    const now = el.isConnected ? el : document.querySelector(descriptor.tag);
    if (now) prefetchFirstCalls(descriptor, now);
  });
}
