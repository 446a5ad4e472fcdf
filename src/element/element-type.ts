import type { AttributeDescriptor } from './descriptor';
import type { CommonProps } from './element-root';

/** What every element exposes to the host page: the common attributes as properties, and the token. */
export interface GuestPortalElementBase extends HTMLElement, CommonProps {
  /** Bearer token for `auth="token"`: kept in memory only. */
  authToken: string | null;
}

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/** An element's own attributes as the properties r2wc gives it (`confirmation-code` ↔ `confirmationCode`). */
type OwnProperties<L extends readonly AttributeDescriptor[]> = { [A in L[number] as CamelCase<A['name']>]?: string };

/** The element of a descriptor as the host page sees it: derived, so the types cannot drift from the element. */
export type GuestPortalElementOf<D extends { attributes: readonly AttributeDescriptor[] }> = GuestPortalElementBase & OwnProperties<D['attributes']>;
