/**
 * React 19 JSX typings: `import type {} from 'guest-portal-elements/jsx'` lets a React host write
 * `<guest-trips api-base="…" />` with checked attributes. Derived from the descriptors: an attribute
 * whose descriptor lists its values takes only those.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributeDescriptor } from '../src/element/descriptor';
import type { COMMON_ATTRIBUTES } from '../src/element/descriptors/common';
import type { Descriptor } from './descriptors';

type ValueOf<A extends AttributeDescriptor> = A['type'] extends readonly (infer V)[] ? V : string;
type AttributesOf<L extends readonly AttributeDescriptor[]> = { [A in L[number] as A['name']]?: ValueOf<A> };
type El<D extends Descriptor> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & AttributesOf<typeof COMMON_ATTRIBUTES> & AttributesOf<D['attributes']>;

export type GuestPortalIntrinsicElements = { [D in Descriptor as D['tag']]: El<D> };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React 19 declares JSX as a namespace: only a namespace merges into it.
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface that extends is how JSX's IntrinsicElements is merged.
    interface IntrinsicElements extends GuestPortalIntrinsicElements {}
  }
}
