// `guest-portal-elements/server`: an element's first screen as declarative shadow DOM, for servers that
// write the page (the reference server's hosted portal; a rental company's Node, Next.js or Astro site).
// Node only, never shipped to browsers: the elements in the page hydrate what this returns.
import portalCatalogues from 'gp-locale-loaders:guest-portal';
import { guestPortal } from '../../elements/descriptors/guest-portal';
import { propName } from '../element/descriptor';
import type { ElementSpec } from '../element/element-root';
import type { Configuration } from '../api/schemas/config';
import type { User } from '../api/schemas/user';
import { localeInput, resolveLocale } from '../element/locale';
import { PortalFeature } from '../portal/portal-feature';
import { keys } from '../state/keys';
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
  },
} satisfies Record<string, ElementSpec>;

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
  /** The API's answers the first screen shows, by resource key (`config`, `user`, `reservations`...). */
  resources: Readonly<Record<string, unknown>>;
  /** The page's CSP nonce, when its `style-src` needs one for the element's <style>. */
  nonce?: string;
  timeoutMs?: number;
}

/**
 * The inner HTML for `<tag …attributes>…</tag>`. Rejects on any failure (unknown tag, a screen that
 * throws or waits for data not given): write the tag empty then, and the element renders in the browser.
 */
export function renderElement(tag: string, options: RenderElementOptions): Promise<string> {
  const spec: ElementSpec | undefined = (ELEMENTS as Record<string, ElementSpec>)[tag];
  if (!spec) return Promise.reject(new Error(`<${tag}> has no server render`));
  const { resources } = options;
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
  const own = Object.fromEntries(Object.entries(options.attributes).map(([k, v]) => [propName(k), v]));
  const url = options.url ?? spec.initialUrl(own);
  return renderElementMarkup({ spec, attributes: options.attributes, url, locale, resources, nonce: options.nonce, timeoutMs: options.timeoutMs });
}
