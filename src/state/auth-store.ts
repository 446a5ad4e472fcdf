import { createStore } from 'zustand/vanilla';
import type { AuthMode } from '../api/client';

export interface AuthState {
  mode: AuthMode;
  /** Bearer token for `token` mode. Held in memory only: never written to storage or to an attribute. */
  token: string | null;
  /** From the `tenant-id` attribute, else from configuration. */
  tenantId: string | null;
  /**
   * The tenant a request without `X-Tenant-Id` reaches, as the configuration named it when `tenantId`
   * came from there: a loader's headerless prefetch then stands for a request with that header.
   */
  headerlessTenantId: string | null;
}

export const createAuthStore = () => createStore<AuthState>(() => ({ mode: 'cookie', token: null, tenantId: null, headerlessTenantId: null }));
export type AuthStore = ReturnType<typeof createAuthStore>;
