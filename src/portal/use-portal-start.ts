import { useEffect, useRef, useState } from 'react';
import { getCurrentUser, getFeatureFlags, logAction, validateUser } from '../api/endpoints/account';
import { getReservations } from '../api/endpoints/reservations';
import { isApiError } from '../api/errors';
import type { User } from '../api/schemas/user';
import { deviceType } from '../core/device';
import { useElement } from '../element/context';
import { useRouter } from '../router/router';
import type { RouteMatch } from '../router/match';
import type { RouteName } from '../router/routes';
import type { Runtime } from '../state/runtime';
import { keys } from '../state/keys';
import { loadConfiguration } from '../element/config-resource';
import { useServerFirstScreen } from '../shared/screen-now/use-screen-now';
import { whenIdle } from '../shared/idle/when-idle';

/** Routes whose `id` param is a reservation (confirmation code): the start sequence validates access to it. */
const RESERVATION_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['pre-check-in', 'reservation-info', 'reservation-checkout', 'tourist-store']);

export type PortalStart = { phase: 'loading' } | { phase: 'ready' } | { phase: 'not-found' } | { phase: 'error'; error: unknown; retry: () => void };

/**
 * The start's outcome is known before it runs: no reservation to validate, and the session check has
 * answered "signed out" already (the loader asked it with the code, or another element did).
 */
export function signedOutBeforeStart(resources: Runtime['resources'], route: RouteMatch): boolean {
  return !RESERVATION_ROUTES.has(route.name) && knownSignedOut(resources) !== null;
}

/** The session check's "signed out" (HTTP 401) when it has answered so; else null. */
function knownSignedOut(resources: Runtime['resources']): unknown {
  const known = resources.getState().entries[keys.user];
  return known?.status === 'error' && isApiError(known.error) && known.error.status === 401 ? known.error : null;
}

/** A start call no screen waits for failed: logged, unless the start was left (aborted). */
const notLoaded = (what: string) => (e: unknown) => {
  if (!(isApiError(e) && e.kind === 'aborted')) console.warn(`[guest-portal] portal start: ${what} not loaded`, e);
};

const toInt = (x: unknown): number | null => {
  const n = typeof x === 'number' ? x : typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : NaN;
  return Number.isSafeInteger(n) ? n : null;
};

/**
 * The portal start sequence (spec §4): validate access when the route names a reservation, fetch the
 * current user (the shell shows a loader until then), let the locale follow the user's (the element
 * root resolves it: the guest's own choice first), fetch configuration and reservations, then, once the
 * browser is idle, the feature flags and the tenant's store items (no screen reads them) and log
 * `portal_visited` for the route's reservation, else the trip the guest most likely came for
 * (`visitedReservation`; the log call needs a reservation). A 401 anywhere → login with
 * `status=not_authorized`; a 404 → the not-found screen. Later failures (after the user is in) are left
 * to the screens that show that data; the flags, the items and the visit log failing are only logged.
 */
export function usePortalStart(onDenied?: (code: string) => void): PortalStart {
  const { runtime } = useElement();
  const { route, navigate } = useRouter();
  const resId = RESERVATION_ROUTES.has(route.name) ? route.params.id : undefined;
  const hasUser = runtime.resources.getState().entries[keys.user]?.status === 'ready';
  // A reservation's screen waits for the access check, unless the server rendered it: the API gave the
  // server this guest's data for that reservation, and the check below still runs (and still denies).
  const serverRendered = useServerFirstScreen();
  const [state, setState] = useState<PortalStart>(() => (hasUser && (!resId || serverRendered) ? { phase: 'ready' } : { phase: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const logged = useRef(new Set<string>());
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const deniedRef = useRef(onDenied);
  deniedRef.current = onDenied;

  useEffect(() => {
    let live = true;
    const controller = new AbortController();
    const { api, resources } = runtime;
    let userIn = false;
    // The start sequence is an external request chain; its phase is set as it begins.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the start sequence is an external request chain; its phase is set as it begins
    setState((s) => (s.phase === 'ready' || s.phase === 'loading' ? s : { phase: 'loading' }));
    (async () => {
      try {
        if (resId) await validateUser(api, { res_id: resId }, { signal: controller.signal });
        // The session check has answered "signed out" already (the loader asked it with the code, or another
        // element did): asking again on this first attempt would only repeat that answer, a round trip later.
        const signedOut = attempt === 0 ? knownSignedOut(resources) : null;
        if (signedOut) throw signedOut;
        const user = await resources.ensure<User>(keys.user, (signal) => getCurrentUser(api, { signal }));
        userIn = true;
        if (!live) return;
        setState((s) => (s.phase === 'ready' ? s : { phase: 'ready' }));
        // Independent of each other once the session is known: asked together, not one round trip after another.
        const [, reservations] = await Promise.all([
          loadConfiguration(runtime),
          resources.ensure(keys.reservations, (signal) => getReservations(api, { signal })),
        ]);
        // The spec's start asks the feature flags and the tenant's store items too, and logs the visit; no
        // screen reads the flags or these items, so they wait for the browser's first idle period instead of
        // competing with the first screen's hydration and lazy chunks on a phone. A failure is only logged.
        await whenIdle();
        if (!live) return;
        void resources.ensure(keys.featureFlags, (signal) => getFeatureFlags(api, { signal })).catch(notLoaded('feature flags'));
        // Its client and schemas load with the request: only screens after the start read the items.
        void resources.ensure(keys.tenantStoreItems, (signal) => import('../api/endpoints/store').then((m) => m.listStoreItems(api, { signal }))).catch(notLoaded('store items'));
        // The trip rules load after the start: only this log reads them before a screen does.
        const reservation = resId
          ? reservations.find((r) => r.confirmation_code === resId || String(r.id ?? '') === resId)
          : (await import('../core/trips')).visitedReservation(reservations, new Date());
        const code = resId ?? reservation?.confirmation_code;
        if (!live || !code || logged.current.has(code)) return;
        logged.current.add(code);
        await logAction(api, code, {
          event_type: 'portal_visited',
          reservation_id: toInt(reservation?.id),
          guest_id: toInt(user.guest_id),
          device_type: deviceType(typeof navigator !== 'undefined' ? navigator.userAgent : ''),
        }).catch((e: unknown) => console.warn('[guest-portal] portal_visited log failed', e));
      } catch (e) {
        if (!live || (isApiError(e) && e.kind === 'aborted')) return;
        if (resId && !userIn && isApiError(e) && (e.status === 401 || e.status === 403 || e.status === 404)) deniedRef.current?.(resId);
        if (isApiError(e) && e.status === 401) {
          navigateRef.current({ name: 'login', query: { status: 'not_authorized' } }, { replace: true });
        } else if (isApiError(e) && e.status === 404 && !userIn) {
          setState({ phase: 'not-found' });
        } else if (!userIn) {
          setState({ phase: 'error', error: e, retry: () => setAttempt((n) => n + 1) });
        } else {
          console.warn('[guest-portal] portal start: a later step failed', e);
        }
      }
    })();
    return () => {
      live = false;
      controller.abort();
    };
  }, [resId, attempt, runtime]);

  return state;
}
