import { useCallback, useEffect } from 'react';
import { useStore } from 'zustand';
import type { ApiClient } from '../api/client';
import type { ResourceEntry } from './resource-store';
import type { Runtime } from './runtime';

/** Server data by key with its loader: read in a component (`useStoreResource`) or loaded ahead (`ensureResource`). */
export interface ResourceSpec<T> {
  key: string;
  load: (api: ApiClient, signal: AbortSignal) => Promise<T>;
}

/** A resource with the GET its load makes: what a browser starts early and a server asks before rendering. */
export interface FirstLoad<T = unknown> extends ResourceSpec<T> {
  path: string;
}

/**
 * Loads a resource into the runtime's shared store ahead of the component that reads it, like that
 * component would: only when the store has no entry for it yet (an answer, even a failed one, is not
 * asked again: the screen shows it with its retry), and one load per page while it is in flight.
 */
export function ensureResource<T>(runtime: Runtime, spec: ResourceSpec<T>): Promise<unknown> {
  const entry = runtime.resources.getState().entries[spec.key];
  if (entry && entry.status !== 'loading') return Promise.resolve(entry.data);
  return runtime.resources.ensure(spec.key, (signal) => spec.load(runtime.api, signal));
}

export interface ResourceView<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: T | undefined;
  error: unknown;
  reload(): Promise<T | undefined>;
}

function anySignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const c = new AbortController();
  const abort = () => c.abort();
  if (a.aborted || b.aborted) c.abort();
  a.addEventListener('abort', abort, { once: true });
  b.addEventListener('abort', abort, { once: true });
  return c.signal;
}

/**
 * Reads shared server data by key from a runtime's resource store, loading it once for every element on
 * the page. `key: null` means "not yet" (e.g. waiting for a route param). The request is cancelled when
 * `signal` aborts (the element disconnected).
 */
export function useStoreResource<T>(
  runtime: Runtime,
  signal: AbortSignal,
  key: string | null,
  load: (api: ApiClient, signal: AbortSignal) => Promise<T>,
): ResourceView<T> {
  const store = runtime.resources;
  const entry = useStore(store, (s) => (key ? (s.entries[key] as ResourceEntry<T> | undefined) : undefined));

  useEffect(() => {
    if (!key || entry || signal.aborted) return;
    store.ensure(key, (s) => load(runtime.api, anySignal(s, signal))).catch(() => undefined);
    // `load` is intentionally not a dependency: callers pass inline closures; the key identifies the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- callers pass inline loaders; the key identifies the data
  }, [key, entry, store, runtime, signal]);

  const reload = useCallback(async () => {
    if (!key) return undefined;
    try {
      return await store.ensure(key, (s) => load(runtime.api, anySignal(s, signal)), { force: true });
    } catch {
      return undefined;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- callers pass inline loaders; the key identifies the data
  }, [key, store, runtime, signal]);

  return {
    status: !key ? 'idle' : (entry?.status ?? 'loading'),
    data: entry?.data,
    error: entry?.error,
    reload,
  };
}
