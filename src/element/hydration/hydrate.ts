// Hydrating a server render: loaded on demand (src/element/define-element.tsx imports it only for an
// element upgraded over a declarative shadow root), so pages without server markup never download it.
import { createElement, useLayoutEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { CatalogueLoaders } from '../../i18n/i18n';
import { getRuntime } from '../../state/runtime';
import { readElementConfig } from '../element-config';
import { childWith, HYDRATE_ATTRIBUTE, HYDRATED_ATTRIBUTE, HYDRATED_EVENT, STATE_ATTRIBUTE } from '../embedded-state';
import { rememberServerNow } from '../screen-now';
import { clientLocale, parseEmbeddedState, seedEmbeddedState } from './seed';
import { replayTypedValues } from './typed-values';
import { renderInSlices } from '../render-slices';
import { discardServerMarkup } from '../discard-server-markup';

/** A server render, its data seeded into the page's stores, ready to hydrate at the element's first mount. */
export interface PreparedServerRender {
  /**
   * Hydrates the server's markup with the element's component: React adopts the DOM as it is (no second
   * render, nothing moves), then calls `committed`. Later renders of the root must use the returned
   * component. Null, after removing the server's markup, when the browser resolves another locale than
   * the server did (a language chosen earlier on this device): the element then renders anew.
   */
  hydrate<P extends object>(Component: ComponentType<P>, props: P, committed: () => void): HydratedRoot<P> | null;
}

export interface HydratedRoot<P> {
  root: Root;
  /** The element's component with the commit's notice: a root's later renders keep its type (no remount). */
  ReactComponent: ComponentType<P>;
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
    discardServerMarkup(root);
    return null;
  }
  const runtime = getRuntime(readElementConfig(el).apiBase);
  seedEmbeddedState(runtime, catalogues, state);
  return {
    hydrate(Component, props, committed) {
      script?.remove();
      if (clientLocale(runtime, el.getAttribute('locale')) !== state.locale) {
        discardServerMarkup(root);
        return null;
      }
      rememberServerNow(el, state.now);
      replayTypedValues(root);
      // In a transition React hydrates in slices and lets the page run between them; at default
      // priority the whole tree is one task (the longest of a hosted page's load).
      // The element holds a host's updates until the commit (src/element/define-element.tsx).
      const ReactComponent = notifyingCommit(Component, () => {
        // The taps the loader held on the markup until now are replayed (src/element/early-actions.ts).
        wrapper.setAttribute(HYDRATED_ATTRIBUTE, '');
        root.dispatchEvent(new Event(HYDRATED_EVENT));
        committed();
      });
      let reactRoot!: Root;
      renderInSlices(() => {
        reactRoot = hydrateRoot(wrapper, createElement(ReactComponent, props), { onRecoverableError: (error) => reportRecovered(el, error) });
      });
      return { root: reactRoot, ReactComponent };
    },
  };
}

/** The component, calling `committed` once, when its first render is committed (renders no element of its own). */
function notifyingCommit<P extends object>(Component: ComponentType<P>, committed: () => void): ComponentType<P> {
  let pending = true;
  return function Hydrated(props: P) {
    useLayoutEffect(() => {
      if (!pending) return;
      pending = false;
      committed();
    }, []);
    return createElement(Component, props);
  };
}

/**
 * What React recovered from while hydrating (markup that did not match, an update before the commit:
 * rendered anew in the browser), as a warning for the page's developer. React's default reports it as an
 * uncaught error of the host page.
 */
function reportRecovered(el: HTMLElement, error: unknown): void {
  // Removed while hydrating: React's unmount of a root still hydrating counts as such an update.
  if (!el.isConnected) return;
  console.warn('[guest-portal] the server render could not be hydrated as it was; rendered again in the browser.', error);
}
