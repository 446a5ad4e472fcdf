import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { errorMessageKey, isApiError } from '../api/errors';
import type { Configuration } from '../api/schemas/config';
import type { User } from '../api/schemas/user';
import { useElement } from '../element/context';
import { useRouter } from '../router/router';
import { keys } from '../state/keys';
import { cancelLanding, isLandingFlagged } from '../state/landing';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Loader } from '../ui/spinner';
import { tabId } from '../ui/tabs';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { NotFoundPage } from '../shared/screens/not-found-page';
import { portalStyles } from './portal.styles';
import { PUBLIC_ROUTES, renderRoute } from './route-switch';
import { currentTab, NAV_ID, TopBar } from './top-bar';
import { useInactivityRedirect } from './use-inactivity-redirect';
import { signedOutBeforeStart, usePortalStart } from './use-portal-start';
import { useIdentify } from './use-identify';
import { useTenantFavicon } from './use-tenant-favicon';
import { useDocumentLocale } from './use-document-locale';
import { useDocumentTitle } from './use-document-title';
import { useArrivalKitScope } from '../shared/arrival-kit/use-kit-scope';

// Only a start that could not reach the server loads it: the online portal never downloads the offline screens.
const OfflinePortal = lazy(() => import('../shared/arrival-kit/offline-portal').then((m) => ({ default: m.OfflinePortal })));
// With `arrival-kit` only, after the first render: an embedded portal never downloads the kit's code.
const HostedExtras = lazy(() => import('./hosted-extras').then((m) => ({ default: m.HostedExtras })));
const forgetKit = (scope: string, code: string) => void import('../shared/arrival-kit/kit-storage').then((m) => m.removeArrivalKit(scope, code));
const unreachable = (e: unknown) => isApiError(e) && (e.kind === 'network' || e.kind === 'timeout');

/**
 * The whole guest portal (`<guest-portal>`): public routes (login, sign-up, reset, success pages,
 * lookup...) render on their own; every other route renders inside the shell after the start sequence.
 */
export function PortalFeature() {
  useAdoptedStyles(portalStyles);
  const { route, navigate, mode } = useRouter();
  const { runtime } = useElement();
  // Any route but the flagged trips list means the guest moved first: the afterLogin landing yields.
  const onLanding = (route.name === 'tourist-trips' || route.name === 'tourist-portal') && isLandingFlagged(route.query);
  useEffect(() => {
    if (!onLanding) cancelLanding(runtime);
  }, [onLanding, route, runtime]);
  useTenantFavicon();
  useDocumentLocale(mode === 'path');
  useDocumentTitle(mode === 'path');
  useInactivityRedirect(route.query.origin === 'search', () => navigate({ name: 'hotel-lookup' }));
  // Signed out, known before the start runs: the sign-in page is the first render and the route follows
  // it, instead of a shell and its loader built only to be replaced in a second long task. Should the
  // host cancel that navigation, the shell's start sequence asks again, as for any guest.
  const [loginRefused, setLoginRefused] = useState(false);
  const toLogin = !PUBLIC_ROUTES.has(route.name) && !loginRefused && signedOutBeforeStart(runtime.resources, route);
  if (PUBLIC_ROUTES.has(route.name) || toLogin) {
    const page = <Suspense fallback={<Loader />}>{renderRoute(toLogin ? 'login' : route.name)}</Suspense>;
    // The hosted portal owns the page: its public screens (login, sign-up...) are the page's <main> too.
    return (
      <div className={shellClass(mode, 'gp-shell--public')}>
        {mode === 'path' ? <main className="gp-main--public">{page}</main> : page}
        {toLogin ? <FollowToLogin onRefused={() => setLoginRefused(true)} /> : null}
      </div>
    );
  }
  return <PortalShell />;
}

/** Moves the route to the sign-in page already shown (a cancelable navigation, as the start's own). */
function FollowToLogin({ onRefused }: { onRefused: () => void }) {
  const { navigate } = useRouter();
  useLayoutEffect(() => {
    if (!navigate({ name: 'login', query: { status: 'not_authorized' } }, { replace: true })) onRefused();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the sign-in page is shown ahead of its route
  }, []);
  return null;
}

function PortalShell() {
  const { t } = useTranslation();
  const { runtime } = useElement();
  const { route, mode } = useRouter();
  const kitScope = useArrivalKitScope();
  const start = usePortalStart(useCallback((code: string) => kitScope && forgetKit(kitScope, code), [kitScope]));
  const user = useStore(runtime.resources, (s) => s.entries[keys.user]?.data as User | undefined);
  useIdentify(start.phase === 'ready' ? user : null);
  const config = useStore(runtime.resources, (s) => s.entries[keys.config]?.data as Configuration | undefined);
  const external = route.query.externalCheckout === 'true';
  const tab = currentTab(route.name);

  let content;
  if (start.phase === 'loading') content = <Loader />;
  else if (start.phase === 'not-found') content = <NotFoundPage />;
  else if (start.phase === 'error') {
    content = (
      <div className="gp-start-error">
        <Alert tone="error">
          <p>{t('shell:start.failed')}</p>
          <p>{t(errorMessageKey(start.error))}</p>
        </Alert>
        <Button onClick={start.retry}>{t('common:actions.retry')}</Button>
      </div>
    );
    // No network: the arrival kits kept on this phone (or, with none, the same error).
    if (kitScope && unreachable(start.error))
      content = (
        <Suspense fallback={<Loader />}>
          <OfflinePortal fallback={content} />
        </Suspense>
      );
  }
  else content = <Suspense fallback={<Loader />}>{renderRoute(route.name)}</Suspense>;

  // The hosted portal (path routing) owns the page and its <main>; embedded in a host page that has
  // its own <main>, the shell is a named region instead (a second <main> is an accessibility error).
  const Landmark = mode === 'path' ? 'main' : 'section';
  const labelledBy = !external && start.phase === 'ready' && tab ? tabId(NAV_ID, tab) : undefined;
  return (
    <div className={shellClass(mode)} part="shell">
      {external ? null : start.phase === 'ready' ? (
        <TopBar config={config} user={user} />
      ) : start.phase === 'loading' ? (
        // The bar's box from the first paint: the content below does not move down when the bar comes.
        <div className="gp-topbar gp-topbar--pending" aria-hidden="true" />
      ) : null}
      <Landmark
        className="gp-main"
        part="content"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : t('shell:nav.label')}
      >
        {kitScope ? (
          <Suspense fallback={null}>
            <HostedExtras tripsList={start.phase === 'ready' && (route.name === 'tourist-trips' || route.name === 'tourist-portal')} />
          </Suspense>
        ) : null}
        {content}
      </Landmark>
    </div>
  );
}

/** With path routing the element is the whole page: its background reaches the bottom of the window. */
function shellClass(mode: string, extra = ''): string {
  return ['gp-shell', mode === 'path' ? 'gp-shell--page' : '', extra].filter(Boolean).join(' ');
}
