import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { HistoryAdapter, RoutingMode } from './history';
import { href as buildHref, resolve, type RouteMatch, type RouteTarget } from './match';
import type { RouteName } from './routes';
import { joinUrl } from '../core/url';

export interface NavigateOptions {
  replace?: boolean;
  /** Not part of the URL: e.g. the pre-check-in gate message. */
  state?: unknown;
}

export interface Router {
  route: RouteMatch;
  state: unknown;
  mode: RoutingMode;
  /** False when it did not happen here: the host cancelled it (gp-navigate) or another page shows that screen. */
  navigate(to: RouteTarget | string, opts?: NavigateOptions): boolean;
  back(): void;
  /** A real URL for links, so open-in-new-tab works where the mode has URLs. */
  linkHref(to: RouteTarget | string): string;
}

const RouterContext = createContext<Router | null>(null);

export interface RouterProviderProps {
  history: HistoryAdapter;
  mode: RoutingMode;
  basePath?: string;
  /** Routes this element can render itself; others are handed to `onOutside`. */
  canRender: (name: RouteName) => boolean;
  /** Fired before every navigation; returning false cancels it (the host called preventDefault). */
  onNavigate: (detail: { name: RouteName; url: string; params: Record<string, string>; query: Record<string, string> }) => boolean;
  onOutside: (url: string) => void;
  children: ReactNode;
}

export function RouterProvider({ history, mode, basePath = '/', canRender, onNavigate, onOutside, children }: RouterProviderProps) {
  const entry = useSyncExternalStore(history.subscribe, history.current, history.current);
  const resolved = useMemo(() => resolve(entry.url), [entry.url]);

  useEffect(() => {
    if (resolved.redirectTo) history.replace(resolved.redirectTo, entry.state);
  }, [resolved.redirectTo, history, entry.state]);

  const navigate = useCallback(
    (to: RouteTarget | string, opts: NavigateOptions = {}) => {
      const url = typeof to === 'string' ? to : buildHref(to);
      const { match } = resolve(url);
      if (!onNavigate({ name: match.name, url, params: match.params, query: match.query })) return false;
      if (!canRender(match.name)) {
        onOutside(url);
        return false;
      }
      if (opts.replace) history.replace(url, opts.state);
      else history.push(url, opts.state);
      return true;
    },
    [history, canRender, onNavigate, onOutside],
  );

  const router = useMemo<Router>(
    () => ({
      route: resolved.match,
      state: entry.state,
      mode,
      navigate,
      back: () => history.back(),
      linkHref(to) {
        const url = typeof to === 'string' ? to : buildHref(to);
        if (mode === 'hash') return `#${url}`;
        if (mode === 'path') return joinUrl(basePath, url);
        return url;
      },
    }),
    [resolved.match, entry.state, mode, navigate, history, basePath],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export function useRouter(): Router {
  const r = useContext(RouterContext);
  if (!r) throw new Error('useRouter outside RouterProvider');
  return r;
}

