// Hydrating a server render: loaded on demand (src/element/define-element.tsx imports it only for an
// element upgraded over a declarative shadow root), so pages without server markup never download it.
import { createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { CatalogueLoaders } from '../../i18n/i18n';
import { getRuntime } from '../../state/runtime';
import { readElementConfig } from '../element-config';
import { childWith, HYDRATE_ATTRIBUTE, STATE_ATTRIBUTE } from '../embedded-state';
import { rememberServerNow } from '../screen-now';
import { clientLocale, parseEmbeddedState, seedEmbeddedState } from './seed';
import { replayTypedValues } from './typed-values';

/** A server render, its data seeded into the page's stores, ready to hydrate at the element's first mount. */
export interface PreparedServerRender {
  /**
   * Hydrates the server's markup with the element's component: React adopts the DOM as it is (no second
   * render, nothing moves). Null, after removing the server's markup, when the browser resolves another
   * locale than the server did (a language chosen earlier on this device): the element then renders anew.
   */
  hydrate<P extends object>(Component: ComponentType<P>, props: P): Root | null;
}

/**
 * Reads the server's render in the element's declarative shadow root and puts its embedded answers and
 * texts into the page's stores before the warm start asks for them. Null (the root emptied) when the
 * markup comes without valid data: the element then renders as if the server had not.
 */
export function prepareServerRender(el: HTMLElement, root: ShadowRoot, catalogues: CatalogueLoaders): PreparedServerRender | null {
  const wrapper = childWith(root, HYDRATE_ATTRIBUTE);
  const script = childWith(root, STATE_ATTRIBUTE);
  const state = parseEmbeddedState(script?.textContent);
  if (!wrapper || !state) {
    root.replaceChildren();
    return null;
  }
  const runtime = getRuntime(readElementConfig(el).apiBase);
  seedEmbeddedState(runtime, catalogues, state);
  return {
    hydrate(Component, props) {
      script?.remove();
      if (clientLocale(runtime, el.getAttribute('locale')) !== state.locale) {
        root.replaceChildren();
        return null;
      }
      rememberServerNow(el, state.now);
      replayTypedValues(root);
      return hydrateRoot(wrapper, createElement(Component, props));
    },
  };
}
