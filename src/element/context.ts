import { createContext, useContext } from 'react';
import type { Runtime } from '../state/runtime';
import type { GpEventMap, GpEventName } from './events';
import type { Locale } from '../core/locales';

export interface ElementContextValue {
  host: HTMLElement;
  shadowRoot: ShadowRoot;
  /** The page's runtime for this element's API base: the API client (`runtime.api`), the stores. */
  runtime: Runtime;
  locale: Locale;
  setLocale(locale: Locale): void;
  emit<K extends GpEventName>(name: K, detail: GpEventMap[K], opts?: { cancelable?: boolean }): boolean;
  /** Aborted when the element disconnects: pass it to every request the element starts. */
  signal: AbortSignal;
  /** Element attributes beyond the common ones (confirmation-code, intent-id...). */
  attrs: Record<string, string | undefined>;
  /** The `portal-url` attribute (absolute, no trailing slash) when it is a valid http(s) URL: where portal screens live. */
  portalUrl?: string | null;
}

export const ElementContext = createContext<ElementContextValue | null>(null);

export function useElement(): ElementContextValue {
  const ctx = useContext(ElementContext);
  if (!ctx) throw new Error('useElement outside an element root');
  return ctx;
}

