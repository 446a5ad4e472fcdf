import { css, setNamedSheet } from '../styles/css';
import type { ElementDescriptor } from './descriptor';

/**
 * One stable box from the loader's reservation to the content (no layout shift on the host page).
 *
 * Before the element is defined, the document rule of `document-styles.ts` reserves the box. Once it
 * is defined that rule stops matching, and the base sheet's `all: initial !important` on `:host`
 * would reset any min-height, while React has not committed anything into the shadow root yet (its
 * first render is scheduled, not synchronous): the element would collapse to zero height for a
 * frame or more. So the host keeps the reservation itself (`hold`) until the element's root is in
 * the shadow tree, and from then on the root keeps it for as long as it holds an element marked
 * `data-gp-reserve` (loading states, and stand-ins for screens still to come).
 */
export function reservedHeight(descriptor: ElementDescriptor): string {
  return `var(--gp-reserved-height, ${descriptor.reservedHeight}px)`;
}

/** The element's own reservation, as `--_reserved`, for the rules of `base.styles.ts`. */
export const reservedVariableStyles = (descriptor: ElementDescriptor) => css`:host { --_reserved: ${reservedHeight(descriptor)}; }`;

const HOLD = css`:host { min-height: var(--_reserved) !important; }`;

/** From the element's upgrade until its first render is in place. */
export function holdReservedBox(root: ShadowRoot): void {
  setNamedSheet(root, 'reserved-box', HOLD);
}

/** The rendered root carries the reservation from here on (see `.gp-root:has(...)` in the base sheet). */
export function releaseReservedBox(root: ShadowRoot): void {
  setNamedSheet(root, 'reserved-box', '');
}

