// `guest-portal-elements/server`: an element's first screen as declarative shadow DOM, for servers that
// write the page (the reference server's hosted portal; a rental company's Node, Next.js or Astro site).
// Node only, never shipped to browsers: the elements in the page hydrate what this returns.
import { gateCodeLookupSpec } from '../../elements/specs/gate-code-lookup';
import { guestPortalSpec } from '../../elements/specs/guest-portal';
import { guestSurveySpec } from '../../elements/specs/guest-survey';
import { guestTripsSpec } from '../../elements/specs/guest-trips';
import { propName, type AttributeReader } from '../element/descriptor';
import type { ElementSpec } from '../element/element-root';
import type { FirstLoad } from '../state/store-resource';
import { elementFirstLoads, ownFirstLoads, portalFirstLoads, type FirstScreenCall } from './first-screen';
import { renderElementMarkup } from './render-element';

export { embedJson } from './embed-json';
export { acceptedLanguages, portalFirstScreenCalls, type FirstScreenCall } from './first-screen';

/** The elements this entry renders. */
export type ServerRenderedTag = 'gate-code-lookup' | 'guest-portal' | 'guest-survey' | 'guest-trips';

interface ServerRenderedSpec extends ElementSpec {
  styles?: string[];
  /** What the first screen at `url` reads, with the GET of each; null when the server does not render it. */
  firstLoads(url: string, attr: AttributeReader): FirstLoad[] | null;
  /**
   * Its screen shows its loader while an answer is missing (rather than waiting for it, which times the
   * render out): without every answer the markup would not be a first screen, so the render rejects.
   */
  needsEveryAnswer?: boolean;
}

const ELEMENTS: Record<ServerRenderedTag, ServerRenderedSpec> = {
  'gate-code-lookup': { ...gateCodeLookupSpec, firstLoads: (url, attr) => ownFirstLoads(gateCodeLookupSpec, ['hotel-lookup'], url, attr), needsEveryAnswer: true },
  // The survey form; its ticket tracker (reached from the thank-you or its own link) renders in the browser.
  'guest-survey': { ...guestSurveySpec, firstLoads: (url, attr) => ownFirstLoads(guestSurveySpec, ['survey'], url, attr), needsEveryAnswer: true },
  'guest-portal': { ...guestPortalSpec, firstLoads: (url) => portalFirstLoads(url) },
  'guest-trips': { ...guestTripsSpec, firstLoads: (url, attr) => elementFirstLoads(guestTripsSpec, url, attr) },
};

export const SERVER_RENDERED_TAGS = Object.keys(ELEMENTS) as ServerRenderedTag[];

const specOf = (tag: string): ServerRenderedSpec | undefined => (Object.hasOwn(ELEMENTS, tag) ? ELEMENTS[tag as ServerRenderedTag] : undefined);
const readerOf = (attributes: Readonly<Record<string, string>>): AttributeReader => (name) => attributes[name] ?? null;
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
  const loads = spec.firstLoads(url ?? spec.initialUrl(ownProps(attributes)), readerOf(attributes));
  return loads?.map(({ key, path }) => ({ key, path })) ?? null;
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
   * The API's answers the first screen shows, by resource key (`config`, `user`, `reservations`...), as the
   * API sent them to the guest (`elementFirstCalls` names them). The element reads them
   * as it reads them in the browser (the same schemas); one it cannot read (a signed-out session check)
   * rejects: the browser then renders, and does what it does then (the sign-in for a signed-in screen).
   */
  resources: Readonly<Record<string, unknown>>;
  /** The page's CSP nonce, when its `style-src` needs one for the element's <style>. */
  nonce?: string;
  /** A render still waiting after this long (default 2000 ms) rejects: serve the tag empty then. */
  timeoutMs?: number;
  /** The instant the screen shows (ms since the epoch; default: now): the browser hydrates it with the same one. */
  now?: number;
}

/**
 * The inner HTML for `<tag …attributes>…</tag>`. Rejects on any failure (unknown tag, a route not
 * rendered on the server, an answer missing or not what the element reads, a signed-out session check,
 * a screen that throws or waits for data not given): write the tag empty then, and the element renders
 * in the browser.
 */
export function renderElement(tag: string, options: RenderElementOptions): Promise<string> {
  const spec = specOf(tag);
  if (!spec) return Promise.reject(new Error(`<${tag}> has no server render`));
  const url = options.url ?? spec.initialUrl(ownProps(options.attributes));
  const { attributes, languages, resources, nonce, timeoutMs, now } = options;
  const loads = spec.firstLoads(url, readerOf(attributes));
  if (!loads) return Promise.reject(new Error(`<${tag}> has no server render at ${url}`));
  const missing = spec.needsEveryAnswer ? loads.filter((l) => !Object.hasOwn(resources, l.key)).map((l) => l.key) : [];
  if (missing.length) return Promise.reject(new Error(`<${tag}>: no answer given for ${missing.join(', ')}`));
  return renderElementMarkup({ spec, attributes, url, languages, resources, loads, nonce, timeoutMs, now });
}
