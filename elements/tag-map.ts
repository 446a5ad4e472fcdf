/**
 * The elements as TypeScript sees them on the host page, derived from the descriptors: one interface per
 * element and their `HTMLElementTagNameMap` entries (`document.querySelector('guest-trips')` is a
 * `GuestTripsElement`, with `authToken`). Declared in this one module, which every entry point's
 * declarations import, so a page importing several entry points declares the map once.
 */
import type { GuestPortalElementOf } from '../src/element/element-type';
import type { Descriptor } from './descriptors';

export type { GuestPortalElementBase } from '../src/element/element-type';

export type GuestPortalTagMap = { [D in Descriptor as D['tag']]: GuestPortalElementOf<D> };
type Of<T extends keyof GuestPortalTagMap> = GuestPortalTagMap[T];

/* eslint-disable @typescript-eslint/no-empty-object-type -- named interfaces for the host page, each one element of the derived map. */
export interface GuestPortalElement extends Of<'guest-portal'> {}
export interface GuestTripsElement extends Of<'guest-trips'> {}
export interface GuestPrecheckinElement extends Of<'guest-precheckin'> {}
export interface GuestStoreElement extends Of<'guest-store'> {}
export interface GuestCheckoutElement extends Of<'guest-checkout'> {}
export interface GuestSurveyElement extends Of<'guest-survey'> {}
export interface GateCodeLookupElement extends Of<'gate-code-lookup'> {}
export interface PaymentIframeElement extends Of<'payment-iframe'> {}

declare global {
  interface HTMLElementTagNameMap extends GuestPortalTagMap {}
}
/* eslint-enable @typescript-eslint/no-empty-object-type */
