import { useCallback } from 'react';
import { logout as logoutCall } from '../../api/endpoints/account';
import type { User } from '../../api/schemas/user';
import { useElement } from '../../element/context';
import { useRouter } from '../../router/router';
import { keys } from '../../state/keys';
import { armLanding } from '../../state/landing';
import type { Runtime } from '../../state/runtime';
import { planRedirect } from './redirect';
import { forgetDeviceDrafts } from '../../device-storage/sweep';
import { forgetAllArrivalKits } from '../../shared/arrival-kit/forget-all';
import { loadConfiguration } from '../../element/config-resource';

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
 * Where a completed sign-in goes: the first allowed destination among `candidates` (a server's
 * redirectUrl, the hand-off's `return_to` back to the page the guest started on), else the trips list
 * (flagged afterLogin after a fresh sign-in). Every move replaces the sign-in entry, so browser Back never shows the login
 * form to a signed-in guest; leaving this page for an allowed origin uses `location.replace` for the
 * same reason.
 */
export function useSignInDestination() {
  const { runtime } = useElement();
  const { navigate } = useRouter();
  return useCallback(
    async (candidates: readonly (string | null | undefined)[], fallback: 'landing' | 'list' = 'landing') => {
      let allowed: readonly string[] = [];
      if (candidates.some((c) => c && !c.startsWith('/'))) {
        // Absolute destinations are checked against the tenant's allowed origins (configuration).
        const config = await loadConfiguration(runtime)
          .catch(() => null);
        allowed = config?.allowed_origins ?? [];
      }
      const plan = candidates.reduce<ReturnType<typeof planRedirect>>((found, url) => found ?? planRedirect(url, allowed), null);
      if (plan?.kind === 'location') location.replace(plan.href);
      else if (plan?.kind === 'route') navigate(plan.url, { replace: true });
      else if (fallback === 'list') navigate({ name: 'tourist-trips' }, { replace: true });
      else {
        armLanding(runtime);
        navigate({ name: 'tourist-trips', query: { afterLogin: 1 } }, { replace: true });
      }
    },
    [runtime, navigate],
  );
}

/**
 * Logout: POST /api/logout (a failure is only logged: the guest still leaves), forget the token, the
 * guest's data, the pre-check-in drafts and the arrival kits kept on this device, emit `gp-logout`, go to the login route.
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
    forgetDeviceDrafts();
    forgetAllArrivalKits();
    emit('gp-logout', {});
    navigate({ name: 'login' }, { replace: true });
  }, [runtime, emit, signal, navigate]);
}
