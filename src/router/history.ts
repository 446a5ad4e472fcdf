import { joinUrl } from '../core/url';

export type RoutingMode = 'memory' | 'path' | 'hash';

export interface HistoryEntry {
  url: string;
  state?: unknown;
}

export interface HistoryAdapter {
  current(): HistoryEntry;
  push(url: string, state?: unknown): void;
  replace(url: string, state?: unknown): void;
  back(): void;
  subscribe(listener: () => void): () => void;
}

/** Same-page routers in path mode hear each other's pushState through this event. */
const LOCATION_EVENT = 'gp-locationchange';

function stripBase(basePath: string, pathname: string): string {
  const base = basePath.replace(/\/+$/, '');
  if (base && (pathname === base || pathname.startsWith(base + '/'))) return pathname.slice(base.length) || '/';
  return pathname;
}

/** Keeps its own stack; the host page's URL is never touched (embedded elements). */
export function memoryHistory(initialUrl: string): HistoryAdapter {
  const stack: HistoryEntry[] = [{ url: initialUrl }];
  let index = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  return {
    current: () => stack[index]!,
    push(url, state) {
      stack.splice(index + 1, stack.length, { url, state });
      index = stack.length - 1;
      notify();
    },
    replace(url, state) {
      stack[index] = { url, state };
      notify();
    },
    back() {
      if (index > 0) {
        index -= 1;
        notify();
      }
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

/**
 * A history backed by the browser's: `toUrl`/`fromLocation` map between portal URLs and what the
 * address bar shows; `events` are the window events that mean "the location changed".
 */
function browserHistory(toUrl: (url: string) => string, fromLocation: () => string, events: string[]): HistoryAdapter {
  const read = (): HistoryEntry => ({ url: fromLocation(), state: (history.state as { gp?: unknown } | null)?.gp });
  // useSyncExternalStore needs a stable snapshot object while nothing changed.
  let cached = read();
  const write = (method: 'pushState' | 'replaceState', url: string, state: unknown) => {
    history[method]({ gp: state }, '', toUrl(url));
    window.dispatchEvent(new Event(LOCATION_EVENT));
  };
  return {
    current: () => {
      const now = read();
      if (now.url !== cached.url || now.state !== cached.state) cached = now;
      return cached;
    },
    push: (url, state) => write('pushState', url, state),
    replace: (url, state) => write('replaceState', url, state),
    back: () => history.back(),
    subscribe(l) {
      for (const e of [...events, LOCATION_EVENT]) window.addEventListener(e, l);
      return () => {
        for (const e of [...events, LOCATION_EVENT]) window.removeEventListener(e, l);
      };
    },
  };
}

/** The History API under `basePath`: deep links and the back button work (hosted portal). */
export function pathHistory(basePath: string): HistoryAdapter {
  return browserHistory((url) => joinUrl(basePath, url), () => stripBase(basePath, location.pathname) + location.search, ['popstate']);
}

/** `#/tourist/trips`: for hosts that cannot rewrite every path to the portal page. */
export function hashHistory(): HistoryAdapter {
  return browserHistory((url) => '#' + url, () => location.hash.replace(/^#/, '') || '/', ['hashchange', 'popstate']);
}

export function createHistory(mode: RoutingMode, opts: { basePath?: string; initialUrl?: string }): HistoryAdapter {
  if (mode === 'path') return pathHistory(opts.basePath ?? '/');
  if (mode === 'hash') return hashHistory();
  return memoryHistory(opts.initialUrl ?? '/tourist');
}
