// `guest-portal-elements/server`: an element's first screen as declarative shadow DOM, for servers that
// write the page (the reference server's hosted portal; a rental company's Node, Next.js or Astro site).
// Node only, never shipped to browsers: the elements in the page hydrate what this returns.
import portalCatalogues from 'gp-locale-loaders:guest-portal';
import { guestPortal } from '../../elements/descriptors/guest-portal';
import { guestTripsSpec } from '../../elements/specs/guest-trips';
import { RESERVATIONS_PATH } from '../api/first-call-paths';
import { firstCalls, propName, type AttributeReader } from '../element/descriptor';
import type { ElementSpec } from '../element/element-root';
import type { Configuration } from '../api/schemas/config';
import type { User } from '../api/schemas/user';
import { localeInput, resolveLocale } from '../element/locale';
import { PortalFeature } from '../portal/portal-feature';
import { keys } from '../state/keys';
import { portalFirstScreenCalls, type FirstScreenCall } from './first-screen';
import { readAnswers } from './read-answers';
import { renderElementMarkup } from './render-element';

export { embedJson } from './embed-json';
export { acceptedLanguages, portalFirstScreenCalls, type FirstScreenCall } from './first-screen';

/** The elements this entry renders. */
export type ServerRenderedTag = 'guest-portal' | 'guest-trips';

interface ServerRenderedSpec extends ElementSpec {
  /** The GETs the first screen at `url` shows, by resource key; null when the server does not render it. */
  firstScreenCalls(url: string, attr: AttributeReader): FirstScreenCall[] | null;
}

/** The resource key of each descriptor first call (src/element/descriptor.ts `firstCalls`). */
const RESOURCE_KEYS: Readonly<Record<string, string>> = { configuration: keys.config, session: keys.user };

const ELEMENTS: Record<ServerRenderedTag, ServerRenderedSpec> = {
  'guest-portal': {
    descriptor: guestPortal,
    initialUrl: (a) => a.initialPath || '/tourist',
    canRender: () => true,
    Feature: PortalFeature,
    catalogues: portalCatalogues,
    firstScreenCalls: (url) => portalFirstScreenCalls(url),
  },
  'guest-trips': {
    ...guestTripsSpec,
    // The descriptor's first calls (configuration, session check), then the list My Trips shows.
    firstScreenCalls: (_url, attr) => [
      ...firstCalls(guestTripsSpec.descriptor, attr).map((call) => ({ key: RESOURCE_KEYS[call.resource] ?? call.resource, path: call.path })),
      { key: keys.reservations, path: RESERVATIONS_PATH },
    ],
  },
};

export const SERVER_RENDERED_TAGS = Object.keys(ELEMENTS) as ServerRenderedTag[];

const specOf = (tag: string): ServerRenderedSpec | undefined => (Object.hasOwn(ELEMENTS, tag) ? ELEMENTS[tag as ServerRenderedTag] : undefined);
const ownProps = (attributes: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(attributes).map(([k, v]) => [propName(k), v]));

/**
 * The API answers `renderElement` needs for `<tag …attributes>` (the GETs to make with the guest's
 * credentials, each with the resource key to give its 200 JSON under), or null when the server does not
 * render that element or route (write the tag empty: the browser renders it). `url` is the route of a
 * path-routed `<guest-portal>` (below its base path, with the query); other elements show their first route.
 */
export function elementFirstCalls(tag: string, attributes: Readonly<Record<string, string>>, url?: string): FirstScreenCall[] | null {
  const spec = specOf(tag);
  if (!spec) return null;
  return spec.firstScreenCalls(url ?? spec.initialUrl(ownProps(attributes)), (name) => attributes[name] ?? null);
}

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
   * The API's answers the first screen shows, by resource key (`config`, `user`, `reservations`...): the
   * 200 JSON of each of `elementFirstCalls`, as the API sent it.
   */
  resources: Readonly<Record<string, unknown>>;
  /** The page's CSP nonce, when its `style-src` needs one for the element's <style>. */
  nonce?: string;
  /** A render still waiting after this long (default 2000 ms) rejects: serve the tag empty then. */
  timeoutMs?: number;
}

/**
 * The inner HTML for `<tag …attributes>…</tag>`. Rejects on any failure (unknown tag, an answer that is
 * not what the element reads, a signed-out session check, a screen that throws or waits for data not
 * given): write the tag empty then, and the element renders in the browser.
 */
export async function renderElement(tag: string, options: RenderElementOptions): Promise<string> {
  const spec = specOf(tag);
  if (!spec) throw new Error(`<${tag}> has no server render`);
  const resources = readAnswers(options.resources);
  const locale = resolveLocale({
    ...localeInput({
      choice: null,
      attribute: options.attributes.locale,
      user: resources[keys.user] as User | undefined,
      config: resources[keys.config] as Configuration | undefined,
    }),
    device: null,
    browser: options.languages ?? [],
  });
  const url = options.url ?? spec.initialUrl(ownProps(options.attributes));
  return renderElementMarkup({ spec, attributes: options.attributes, url, locale, resources, nonce: options.nonce, timeoutMs: options.timeoutMs });
}
