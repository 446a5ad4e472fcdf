import { useCallback } from 'react';
import { searchTarget } from '../../core/lookup';
import { useElement } from '../../element/context';
import { useRouter } from '../../router/router';
import { loadConfiguration } from '../../element/config-resource';

/** What happened when the reservation was opened: a new tab, a blocked tab (offer a link), or in place. */
export type OpenOutcome = { kind: 'tab'; href: string } | { kind: 'blocked'; href: string } | { kind: 'in-place' };

/**
 * Opens the trip info page of a found reservation in a new tab (spec section 2), never taking the host
 * page away. The page lives in the portal: under the element's `portal-url` when it has one, else
 * under this page's own routes when the element owns the URL (path or hash routing, the hosted
 * portal). An element that has neither navigates its own router instead, which fires the cancelable
 * `gp-navigate` for its host. A `redirect_url` is checked against the tenant's allowed origins, so the
 * configuration is awaited (it is normally loaded already; without it only the portal's origin passes).
 */
export function useOpenReservation() {
  const { portalUrl, runtime, signal } = useElement();
  const router = useRouter();

  return useCallback(
    async (redirectUrl: string | null | undefined, confirmationCode: string): Promise<OpenOutcome> => {
      const config = await loadConfiguration(runtime).catch(() => null);
      const portalOrigin = new URL(portalUrl ?? location.href).origin;
      const target = searchTarget(redirectUrl, confirmationCode, { portalOrigin, allowedOrigins: config?.allowed_origins });
      if (signal.aborted) return { kind: 'in-place' };
      let href: string;
      if (target.kind === 'absolute') href = target.href;
      else if (portalUrl) href = portalUrl + target.path;
      else if (router.mode !== 'memory') href = new URL(router.linkHref(target.path), location.href).href;
      else {
        router.navigate(target.path);
        return { kind: 'in-place' };
      }
      const tab = window.open(href, '_blank');
      if (!tab) return { kind: 'blocked', href };
      // The portal page must not be able to script or navigate this page.
      tab.opener = null;
      return { kind: 'tab', href };
    },
    [portalUrl, runtime, signal, router],
  );
}
