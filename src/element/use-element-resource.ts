import type { ApiClient } from '../api/client';
import { useStoreResource, type ResourceSpec, type ResourceView } from '../state/store-resource';
import { useElement } from './context';

/**
 * Reads shared server data by key, loading it once for every element on the page. `key: null` means
 * "not yet" (e.g. waiting for a route param). The request is cancelled if this element disconnects.
 */
export function useResource<T>(key: string | null, load: (api: ApiClient, signal: AbortSignal) => Promise<T>): ResourceView<T> {
  const { runtime, signal } = useElement();
  return useStoreResource(runtime, signal, key, load);
}

const notLoaded = (): Promise<never> => Promise.reject(new Error('no resource'));

/** useResource over a resource's spec (src/shared/resources): the same key and load wherever it is read; null means "not yet". */
export function useResourceOf<T>(spec: ResourceSpec<T> | null): ResourceView<T> {
  return useResource(spec?.key ?? null, spec?.load ?? notLoaded);
}
