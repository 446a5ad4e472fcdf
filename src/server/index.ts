// `guest-portal-elements/server`: an element's first screen as declarative shadow DOM, for servers that
// write the page (the reference server's hosted portal; a rental company's Node, Next.js or Astro site).
// Node only, never shipped to browsers: the elements in the page hydrate what this returns.
import portalCatalogues from 'gp-locale-loaders:guest-portal';
import { guestPortal } from '../../elements/descriptors/guest-portal';
import { propName } from '../element/descriptor';
import type { ElementSpec } from '../element/element-root';
import { PortalFeature } from '../portal/portal-feature';
import type { FirstLoad } from '../portal/route-first-loads';
import { portalFirstLoads } from './first-screen';
import { renderElementMarkup } from './render-element';

export { embedJson } from './embed-json';
export { acceptedLanguages, portalFirstScreenCalls, type FirstScreenCall } from './first-screen';

const ELEMENTS = {
  'guest-portal': {
    descriptor: guestPortal,
    initialUrl: (a) => a.initialPath || '/tourist',
    canRender: () => true,
    Feature: PortalFeature,
    catalogues: portalCatalogues,
    firstLoads: (url) => portalFirstLoads(url) ?? [],
  },
} satisfies Record<string, ElementSpec & { firstLoads: (url: string) => FirstLoad[] }>;

export type ServerRenderedTag = keyof typeof ELEMENTS;
export const SERVER_RENDERED_TAGS = Object.keys(ELEMENTS) as ServerRenderedTag[];

export interface RenderElementOptions {
  /** The attributes the page gives the element, exactly as written in its tag. */
  attributes: Readonly<Record<string, string>>;
  /** With `routing="path"`: the route below `base-path`, with its query. Otherwise the element's first route. */
  url?: string;
  /**
   * The browser's languages, best first (`acceptedLanguages(request Accept-Language)`). The element picks
   * its locale from these as in the browser: its `locale` attribute, the signed-in guest's, these, the
   * tenant's default. A browser that then resolves another (a language chosen earlier on the device)
   * renders anew instead of hydrating.
   */
  languages?: readonly string[];
  /**
   * The API's answers the first screen shows, by resource key (`config`, `user`, `reservations`...), as the
   * API sent them to the guest (`portalFirstScreenCalls` names them for the portal). The element reads them
   * as it reads them in the browser (the same schemas); one it cannot read (a signed-out session check)
   * rejects: the browser then renders, and does what it does then (the sign-in for a signed-in screen).
   */
  resources: Readonly<Record<string, unknown>>;
  /** The page's CSP nonce, when its `style-src` needs one for the element's <style>. */
  nonce?: string;
  timeoutMs?: number;
  /** The instant the screen shows (ms since the epoch; default: now): the browser hydrates it with the same one. */
  now?: number;
}

/**
 * The inner HTML for `<tag …attributes>…</tag>`. Rejects on any failure (unknown tag, a screen that
 * throws or waits for data not given): write the tag empty then, and the element renders in the browser.
 */
export function renderElement(tag: string, options: RenderElementOptions): Promise<string> {
  const spec = (ELEMENTS as Record<string, (typeof ELEMENTS)[ServerRenderedTag] | undefined>)[tag];
  if (!spec) return Promise.reject(new Error(`<${tag}> has no server render`));
  const own = Object.fromEntries(Object.entries(options.attributes).map(([k, v]) => [propName(k), v]));
  const url = options.url ?? spec.initialUrl(own);
  const { attributes, languages, resources, nonce, timeoutMs, now } = options;
  return renderElementMarkup({ spec, attributes, url, languages, resources, loads: spec.firstLoads(url), nonce, timeoutMs, now });
}
