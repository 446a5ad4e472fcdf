/**
 * React 19 JSX typings: `import type {} from 'guest-portal-elements/jsx'` lets a React host write
 * `<guest-trips api-base="…" auth="token" authToken={token} ongp-navigate={(e) => e.detail.url} />`
 * with checked attributes, the `authToken` property, typed events and refs. Derived from the
 * descriptors: an attribute whose descriptor lists its values takes only those (in any case when the
 * element reads them so); each element takes the common events and those its descriptor names.
 *
 * React 19 attaches `on<name>` of a custom element as a listener for the event `<name>` exactly as
 * written: `ongp-ready` listens to `gp-ready`; `onGpReady` or `onGp-ready` would listen to events that
 * never fire, so they are not typed.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributeDescriptor } from '../src/element/descriptor';
import type { COMMON_ATTRIBUTES, COMMON_EVENTS } from '../src/element/descriptors/common';
import type { GpEventMap, GpEventName } from '../src/element/events';
import type { Descriptor } from './descriptors';
import type { GuestPortalTagMap } from './tag-map';

export type {
  GateCodeLookupElement,
  GuestCheckoutElement,
  GuestPortalElement,
  GuestPortalElementBase,
  GuestPortalTagMap,
  GuestPrecheckinElement,
  GuestStoreElement,
  GuestSurveyElement,
  GuestTripsElement,
  PaymentIframeElement,
} from './tag-map';
export type { GpEventMap, GpEventName } from '../src/element/events';

type Listed<A extends AttributeDescriptor, V extends string> = A extends { anyCase: true } ? V | Lowercase<V> | Uppercase<V> : V;
type ValueOf<A extends AttributeDescriptor> = A['type'] extends readonly (infer V extends string)[] ? Listed<A, V> : string;
type AttributesOf<L extends readonly AttributeDescriptor[]> = { [A in L[number] as A['name']]?: ValueOf<A> };

type OwnEvents<D> = D extends { events: readonly { name: infer N }[] } ? N : never;
type EventsOf<D extends Descriptor> = (typeof COMMON_EVENTS)[number]['name'] | Extract<OwnEvents<D>, GpEventName>;
/** `ongp-ready` and the like, each with its CustomEvent's detail. */
export type GuestPortalEventProps<N extends GpEventName> = { [K in N as `on${K}`]?: (event: CustomEvent<GpEventMap[K]>) => void };

type El<D extends Descriptor, E extends HTMLElement = GuestPortalTagMap[D['tag']]> = DetailedHTMLProps<HTMLAttributes<E>, E> &
  AttributesOf<typeof COMMON_ATTRIBUTES> &
  AttributesOf<D['attributes']> &
  GuestPortalEventProps<EventsOf<D>> & {
    /** Set as a property (kept in memory, never left in an attribute): the bearer token of `auth="token"`. */
    authToken?: string | null;
  };

export type GuestPortalIntrinsicElements = { [D in Descriptor as D['tag']]: El<D> };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React 19 declares JSX as a namespace: only a namespace merges into it.
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface that extends is how JSX's IntrinsicElements is merged.
    interface IntrinsicElements extends GuestPortalIntrinsicElements {}
  }
}
