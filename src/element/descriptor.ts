import { CONFIGURATION_PATH, SESSION_CHECK_PATH } from '../api/first-call-paths';
import type { GpEventName } from './events';

/**
 * What the SDK knows about an element before its code loads, as plain data: one descriptor per element
 * (elements/descriptors/<tag>.ts). The loader's table, the reserved boxes, the first API calls, the
 * r2wc properties, the JSX types, the manifest's attribute docs and the size budgets are all derived
 * from it, so a fact about an element is written once.
 */
export interface ElementDescriptor {
  tag: string;
  /** The element's own attributes; the common ones (COMMON_ATTRIBUTES) come with every element. */
  attributes: readonly AttributeDescriptor[];
  /** Events the element documents beyond the common ones (COMMON_EVENTS), or with a more precise description. */
  events?: readonly EventDescriptor[];
  /** The element sits behind the sign-in gate: its first calls include the session check. */
  needsSession: boolean;
  /** With these attribute values the element is a public page and asks no session (a string: that value; true: present). */
  publicWhen?: AttributeMatch;
  /**
   * GETs beyond the configuration and the session check that the first screen reads: started by the
   * loader while the code downloads and awaited before React's first render. `{name}` in a path is the
   * attribute's value, URI-encoded; a call whose attribute is missing is not made.
   */
  firstCalls?: readonly FirstCallDescriptor[];
  /**
   * The first screen formats dates whoever opens it (the survey's stay): the loader starts the page's
   * date formatting while the code downloads (src/element/warm-date-formats.ts).
   */
  formatsDatesFirst?: boolean;
  /** Block size (px) reserved before the code arrives and while the first screen loads: close to that screen's height. */
  reservedHeight: number;
  /** The catalogue bundle (src/i18n/bundles.json) holding the texts of the first screen. */
  catalogue: string;
  /** Most gzip KiB from nothing to the first render (loader, runtime, the element's chunks, its English catalogue). */
  sizeBudgetKiB: number;
  /** Routing when the `routing` attribute is absent. */
  defaultRouting?: 'memory' | 'path' | 'hash';
}

export interface AttributeDescriptor {
  name: string;
  /** `string`, or the values the attribute accepts (a union in the JSX types and the manifest). */
  type: 'string' | readonly string[];
  /** The listed values are read in any letter case (`b` for `B`): the JSX types take every case too. */
  anyCase?: boolean;
  default?: string;
  description: string;
}

export interface EventDescriptor {
  /** Its detail's type is `GpEventMap[name]` (src/element/events.ts). */
  name: GpEventName;
  description: string;
}

export interface FirstCallDescriptor {
  /** What the element's `loads` calls it (createElementClass). */
  resource: string;
  path: string;
}

export type AttributeMatch = Readonly<Record<string, string | true>>;

/** An attribute by name; null when absent. */
export type AttributeReader = (name: string) => string | null | undefined;

export interface FirstCall {
  resource: string;
  path: string;
}

/** An attribute's property (camelCase: `confirmation-code` ↔ `confirmationCode`), as r2wc names it. */
export const propName = (attribute: string): string => attribute.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

/** The element's own attributes as r2wc properties. */
export const ownProps = (d: ElementDescriptor): string[] => d.attributes.map((a) => propName(a.name));

/** Whether the attributes make the element a public page (descriptor.publicWhen). */
export function isPublicPage(d: ElementDescriptor, attr: AttributeReader): boolean {
  const match = d.publicWhen;
  return !!match && Object.entries(match).every(([name, want]) => (want === true ? !!attr(name) : attr(name) === want));
}

/**
 * The GETs an element makes first, from its attributes: the configuration, the session check of an
 * element behind the sign-in gate (unless its attributes make it public), then its own first calls.
 */
export function firstCalls(d: ElementDescriptor, attr: AttributeReader): FirstCall[] {
  const calls: FirstCall[] = [{ resource: 'configuration', path: CONFIGURATION_PATH }];
  if (d.needsSession && !isPublicPage(d, attr)) calls.push({ resource: 'session', path: SESSION_CHECK_PATH });
  for (const call of d.firstCalls ?? []) {
    let missing = false;
    const path = call.path.replace(/\{([a-z-]+)\}/g, (_m, name: string) => {
      const value = attr(name);
      if (!value) missing = true;
      return encodeURIComponent(value ?? '');
    });
    if (!missing) calls.push({ resource: call.resource, path });
  }
  return calls;
}
