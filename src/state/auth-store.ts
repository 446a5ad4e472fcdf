import { createStore } from 'zustand/vanilla';
import type { AuthMode } from '../api/client';

export interface AuthState {
  mode: AuthMode;
  /** Bearer token for `token` mode. Held in memory only: never written to storage or to an attribute. */
  token: string | null;
  /** From the `tenant-id` attribute, else from configuration. */
  tenantId: string | null;
}

export const createAuthStore = () => createStore<AuthState>(() => ({ mode: 'cookie', token: null, tenantId: null }));
export type AuthStore = ReturnType<typeof createAuthStore>;
