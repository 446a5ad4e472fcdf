import { createStore, type StoreApi } from 'zustand/vanilla';

export type ResourceStatus = 'loading' | 'ready' | 'error';
export interface ResourceEntry<T = unknown> {
  status: ResourceStatus;
  data: T | undefined;
  error: unknown;
  /** Bumped on every (re)load so late answers of superseded loads are dropped. */
  version: number;
}

export interface ResourceState {
  entries: Record<string, ResourceEntry>;
}

export type ResourceStore = StoreApi<ResourceState> & {
  /** Loads `key` unless it is loaded or loading; every element asking for the same key shares one load. */
  ensure<T>(key: string, load: (signal: AbortSignal) => Promise<T>, opts?: { force?: boolean }): Promise<T>;
  /** Drops cached entries whose key starts with `prefix` (a reload after payment, a logout). */
  invalidate(prefix: string): void;
  set<T>(key: string, data: T): void;
};

/**
 * Server data shared by every element on the page with the same API base: trip info loaded by
 * <guest-portal> is the same object a <guest-trips> next to it reads.
 */
export function createResourceStore(): ResourceStore {
  const store = createStore<ResourceState>(() => ({ entries: {} }));
  const pending = new Map<string, { promise: Promise<unknown>; controller: AbortController }>();

  function put(key: string, entry: ResourceEntry) {
    store.setState((s) => ({ entries: { ...s.entries, [key]: entry } }));
  }

  function dropEntry(key: string) {
    store.setState((s) => {
      const { [key]: _dropped, ...rest } = s.entries;
      return { entries: rest };
    });
  }

  function ensure<T>(key: string, load: (signal: AbortSignal) => Promise<T>, opts: { force?: boolean } = {}): Promise<T> {
    const current = store.getState().entries[key];
    const inflight = pending.get(key);
    if (!opts.force) {
      if (inflight) return inflight.promise as Promise<T>;
      if (current?.status === 'ready') return Promise.resolve(current.data as T);
    }
    inflight?.controller.abort();
    const version = (current?.version ?? 0) + 1;
    const controller = new AbortController();
    put(key, { status: 'loading', data: current?.data, error: undefined, version });
    const promise = load(controller.signal).then(
      (data) => {
        if (store.getState().entries[key]?.version === version) put(key, { status: 'ready', data, error: undefined, version });
        return data;
      },
      (error: unknown) => {
        if (store.getState().entries[key]?.version === version) {
          // A load cancelled because its element went away is not a failure: forget it so the next
          // element that needs the data asks again.
          if ((error as { kind?: string } | null)?.kind === 'aborted') dropEntry(key);
          else put(key, { status: 'error', data: current?.data, error, version });
        }
        throw error;
      },
    );
    const tracked = promise.finally(() => {
      if (pending.get(key)?.promise === tracked) pending.delete(key);
    });
    // The tracked copy is what callers get; an unobserved rejection of it must not surface as "uncaught".
    tracked.catch(() => undefined);
    pending.set(key, { promise: tracked, controller });
    return tracked as Promise<T>;
  }

  function invalidate(prefix: string) {
    for (const [key, p] of pending) if (key.startsWith(prefix)) {
      p.controller.abort();
      pending.delete(key);
    }
    store.setState((s) => ({
      entries: Object.fromEntries(Object.entries(s.entries).filter(([k]) => !k.startsWith(prefix))),
    }));
  }

  return Object.assign(store, {
    // zustand gives a server render, and a hydration in the browser, the store's initial state: here that
    // is what the store holds, the answers the server rendered with (seeded in the browser from the page).
    getInitialState: () => store.getState(),
    ensure,
    invalidate,
    set<T>(key: string, data: T) {
      const version = (store.getState().entries[key]?.version ?? 0) + 1;
      put(key, { status: 'ready', data, error: undefined, version });
    },
  });
}
