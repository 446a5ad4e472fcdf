import { createContext } from 'react';
import type { Locale } from '../core/locales';
import type { HistoryAdapter } from '../router/history';
import type { Runtime } from '../state/runtime';
import type { StyleCollector } from '../styles/use-adopted-styles';

/**
 * What a server render gives the element root instead of the browser's: its own runtime (one per
 * request, never the page-wide one), the route as a history without `window`, the locale the server
 * chose (from Accept-Language, not Node's), and a collector for the stylesheets. Absent in the browser.
 */
export interface ServerRender {
  runtime: Runtime;
  history: HistoryAdapter;
  locale: Locale;
  styles: StyleCollector;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);
