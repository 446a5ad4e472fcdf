import { createApiClient, type ApiClient } from '../api/client';
import { createAuthStore, type AuthStore } from './auth-store';
import { createResourceStore, type ResourceStore } from './resource-store';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Locale } from '../core/locales';
import { normalizeApiBase } from '../core/url';
import { keys } from './keys';

/** Everything elements with the same `api-base` share: one client, one set of stores. */
export interface Runtime {
  readonly key: string;
  readonly api: ApiClient;
  readonly auth: AuthStore;
  readonly resources: ResourceStore;
  /** The guest's choice in a locale switcher, shared by the elements of this runtime. */
  readonly prefs: StoreApi<{ locale: Locale | null }>;
}

const runtimes = new Map<string, Runtime>();

/**
 * A bearer token that arrives after the session check failed (signed out, or the check itself failed)
 * asks again, for the elements shown now and for those added later: otherwise the cached signed-out
 * answer would outlive the token the host just handed over.
 */
function recheckSessionOnNewToken(auth: AuthStore, resources: ResourceStore): void {
  auth.subscribe((state, previous) => {
    if (!state.token || state.token === previous.token) return;
    if (resources.getState().entries[keys.user]?.status === 'error') resources.invalidate(keys.user);
  });
}

/** The runtime of an API base (any spelling of it: normalizeApiBase). */
export function getRuntime(apiBase?: string | null, init?: RuntimeInit): Runtime {
  const key = normalizeApiBase(apiBase, globalThis.location?.href);
  let rt = runtimes.get(key);
  if (!rt) {
    rt = createRuntime(key, init);
    runtimes.set(key, rt);
  }
  return rt;
}

export interface RuntimeInit {
  fetch?: typeof fetch;
  retryDelayMs?: number;
}

/**
 * A runtime of its own, shared with no other element: a server render makes one per request, so one
 * guest's answers never reach another guest's page.
 */
export function createRuntime(key: string, init?: RuntimeInit): Runtime {
  const auth = createAuthStore();
  const api = createApiClient({
    baseUrl: key,
    auth: () => auth.getState(),
    tenantId: () => auth.getState().tenantId,
    headerlessTenantId: () => auth.getState().headerlessTenantId,
    fetch: init?.fetch,
    retryDelayMs: init?.retryDelayMs,
  });
  const resources = createResourceStore();
  const rt: Runtime = { key, api, auth, resources, prefs: createStore<{ locale: Locale | null }>(() => ({ locale: null })) };
  recheckSessionOnNewToken(auth, resources);
  return rt;
}
