// The hand-off to the hosted portal for routes an element cannot show itself.
import { joinUrl } from '../core/url';
import type { RouteName } from '../router/routes';

/** Sign-in screens: an element with inline sign-in shows them itself when no portal-url is set. */
export const SIGN_IN_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'signup']);

const SIGN_IN_PATHS = ['/tourist/login', '/tourist/signup'];

/**
 * The hosted portal's URL for `routeUrl`. Sign-in pages also carry the way back (`return_to`: the
 * page the guest started on, checked against the tenant's allowed origins by the server and by the
 * login page) and the element's locale (`lng`), so the guest returns signed in, in their language.
 */
export function handOffUrl(portalUrl: string, routeUrl: string, from: { returnTo: string; locale: string }): string {
  const url = new URL(joinUrl(portalUrl, routeUrl));
  if (SIGN_IN_PATHS.some((p) => url.pathname.endsWith(p))) {
    url.searchParams.set('return_to', from.returnTo);
    url.searchParams.set('lng', from.locale);
  }
  return url.href;
}
