import { useCallback } from 'react';
import { logout as logoutCall } from '../../api/endpoints/account';
import type { User } from '../../api/schemas/user';
import { useElement } from '../../element/context';
import { useRouter } from '../../router/router';
import { keys } from '../../state/keys';
import type { Runtime } from '../../state/runtime';

/** Resources that belong to the signed-in guest: dropped on sign-in and sign-out. */
const GUEST_RESOURCE_PREFIXES = [
  keys.user,
  keys.reservations,
  keys.tripInfo(''),
  keys.preCheckIn(''),
  keys.storeItems(''),
  keys.checkoutInfo(''),
  keys.purchaseHistory,
];

export function dropGuestResources(runtime: Runtime): void {
  for (const prefix of GUEST_RESOURCE_PREFIXES) runtime.resources.invalidate(prefix);
}

/** `token: true` is sent only in token mode (auth="token"). */
export function wantsToken(runtime: Runtime): true | undefined {
  return runtime.auth.getState().mode === 'token' ? true : undefined;
}

/**
 * After a successful login or sign-up: keep the bearer token in memory (token mode only), make the
 * user the shared `user` resource, and tell the host (`gp-login`, with the token in token mode).
 */
export function useCompleteSignIn() {
  const { runtime, emit } = useElement();
  return useCallback(
    (user: User | null | undefined, token: string | null | undefined) => {
      const tokenMode = runtime.auth.getState().mode === 'token';
      if (tokenMode) runtime.auth.setState({ token: token ?? null });
      dropGuestResources(runtime);
      if (user) runtime.resources.set(keys.user, user);
      emit('gp-login', tokenMode ? { userId: user ? String(user.id) : '', token: token ?? null } : { userId: user ? String(user.id) : '' });
    },
    [runtime, emit],
  );
}

/**
 * Logout: POST /api/logout (a failure is only logged: the guest still leaves), forget the token and
 * the guest's data, emit `gp-logout`, go to the login route.
 */
export function useLogout() {
  const { runtime, emit, signal } = useElement();
  const { navigate } = useRouter();
  return useCallback(async () => {
    try {
      await logoutCall(runtime.api);
    } catch (e) {
      if (!signal.aborted) console.warn('[guest-portal] logout request failed', e);
    }
    runtime.auth.setState({ token: null });
    dropGuestResources(runtime);
    emit('gp-logout', {});
    navigate({ name: 'login' }, { replace: true });
  }, [runtime, emit, signal, navigate]);
}
