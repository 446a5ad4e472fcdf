/**
 * The data a server render used, embedded next to its markup as an inert JSON script: the element
 * starts from exactly what the server rendered (no second request, the same markup to hydrate).
 * Reading and seeding it is on demand (src/element/hydration/): most pages hold no server render.
 */
import type { Locale } from '../core/locales';
import type { Catalogue } from '../i18n/i18n';

export interface EmbeddedState {
  /** The locale the server rendered in (the element hydrates only when it resolves to the same one). */
  locale: Locale;
  /** Resource store entries by key (src/state/keys.ts): the configuration, signed in the guest's data. */
  resources: Record<string, unknown>;
  /** The element's catalogue for `locale`. */
  catalogue: Catalogue;
  /** The instant (ms) the server rendered at: the hydration compares dates with it too (src/element/screen-now.ts). */
  now: number;
  /** What the render formatted with Intl, by key: the hydration shows it without building a formatter (src/core/intl/formatters.ts). */
  intl: Record<string, string>;
}

/** Marks the server render's wrapper (React's hydration container) and its JSON script. */
export const HYDRATE_ATTRIBUTE = 'data-gp-hydrate';
export const STATE_ATTRIBUTE = 'data-gp-state';
/**
 * Set on the wrapper when the hydration has committed, and told to the shadow root: from then on the
 * page's code answers the markup's controls (src/element/early-actions.ts held the taps until then).
 */
export const HYDRATED_ATTRIBUTE = 'data-gp-hydrated';
export const HYDRATED_EVENT = 'gp-hydrated';
/** On a control whose tap is held until then (the base sheet dims it; its own `aria-busy` may be the page's). */
export const HELD_ATTRIBUTE = 'data-gp-held';
/** The render's locale on the JSON script itself: a page's own script can read it without parsing the data. */
export const STATE_LOCALE_ATTRIBUTE = 'data-gp-locale';

/** A direct child of the shadow root with the attribute (`:scope` matches nothing in a shadow root's querySelector). */
export function childWith(root: ShadowRoot, attribute: string): HTMLElement | null {
  return [...root.children].find((child): child is HTMLElement => child.hasAttribute(attribute)) ?? null;
}

/** The element's declarative shadow root when it holds a server render to hydrate (checked at the upgrade). */
export function serverRenderedRoot(el: HTMLElement): ShadowRoot | null {
  const root = el.shadowRoot;
  return root && childWith(root, HYDRATE_ATTRIBUTE) ? root : null;
}
