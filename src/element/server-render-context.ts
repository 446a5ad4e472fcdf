import { createContext } from 'react';
import type { Locale } from '../core/locales';
import type { HistoryAdapter } from '../router/history';
import type { Runtime } from '../state/runtime';
import type { StyleCollector } from '../styles/use-adopted-styles';

/**
 * What a server render gives the element root instead of the browser's: its own runtime (one per
 * request, never the page-wide one), the route as a history without `window`, the locale the server
 * chose (from Accept-Language, not Node's), a collector for the stylesheets and its "now". Absent in the browser.
 */
export interface ServerRender {
  runtime: Runtime;
  history: HistoryAdapter;
  locale: Locale;
  styles: StyleCollector;
  /** The instant the screen is rendered at (ms), embedded for the browser's hydration (src/element/screen-now.ts). */
  now: number;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);
