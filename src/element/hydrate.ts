import { createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { CatalogueLoaders } from '../i18n/i18n';
import { getRuntime } from '../state/runtime';
import { readElementConfig } from './element-config';
import { rememberServerNow } from './screen-now';
import { clientLocale, HYDRATE_ATTRIBUTE, parseEmbeddedState, seedEmbeddedState, STATE_ATTRIBUTE, type EmbeddedState } from './embedded-state';

/** A declarative shadow root the server filled (src/server/render-element.tsx), found at the element's upgrade. */
export interface ServerRendered {
  root: ShadowRoot;
  wrapper: HTMLElement;
  state: EmbeddedState;
}

/**
 * The server's render in the element's declarative shadow root, if there is one to hydrate. Read before
 * anything attaches a shadow root: attachShadow() over a declarative root returns it emptied.
 */
export function findServerRender(el: HTMLElement): ServerRendered | null {
  const root = el.shadowRoot;
  const wrapper = root && childWith(root, HYDRATE_ATTRIBUTE);
  if (!root || !wrapper) return null;
  const state = parseEmbeddedState(childWith(root, STATE_ATTRIBUTE)?.textContent);
  if (state) return { root, wrapper, state };
  // Markup without its data cannot be hydrated: the element renders as if the server had not.
  root.replaceChildren();
  return null;
}

/** The embedded answers and texts go into the page's stores before the warm start asks for them. */
export function seedServerRender(el: HTMLElement, rendered: ServerRendered, catalogues: CatalogueLoaders): void {
  seedEmbeddedState(getRuntime(readElementConfig(el).apiBase), catalogues, rendered.state);
}

/**
 * Hydrates the server's markup with the element's component: React adopts the DOM as it is (no second
 * render, nothing moves). Null, after removing the server's markup, when the browser resolves another
 * locale than the server did (a language chosen earlier on this device): the element then renders anew.
 */
export function hydrateServerRender<P extends object>(el: HTMLElement, rendered: ServerRendered, Component: ComponentType<P>, props: P): Root | null {
  const runtime = getRuntime(readElementConfig(el).apiBase);
  childWith(rendered.root, STATE_ATTRIBUTE)?.remove();
  if (clientLocale(runtime, el.getAttribute('locale')) !== rendered.state.locale) {
    rendered.root.replaceChildren();
    return null;
  }
  rememberServerNow(el, rendered.state.now);
  return hydrateRoot(rendered.wrapper, createElement(Component, props));
}

/** A direct child of the shadow root with the attribute (`:scope` matches nothing in a shadow root's querySelector). */
function childWith(root: ShadowRoot, attribute: string): HTMLElement | null {
  return [...root.children].find((child): child is HTMLElement => child.hasAttribute(attribute)) ?? null;
}
