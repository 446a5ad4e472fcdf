import { guestPortalSpec } from '../../elements/specs/guest-portal';
import { CONFIGURATION_PATH } from '../api/first-call-paths';
import { configResource } from '../element/config-resource';
import type { AttributeReader } from '../element/descriptor';
import { firstLoadsOf, type FirstLoadsSpec } from '../element/first-loads';
import type { FirstLoad } from '../state/store-resource';
import { routeFirstLoads } from '../portal/route-first-loads';
import { resolve, type RouteMatch } from '../router/match';
import type { RouteName } from '../router/routes';

/** One API answer a first screen shows: the GET to make (with the guest's cookies) and its resource key. */
export interface FirstScreenCall {
  key: string;
  path: string;
}

/** Screens a signed-out guest sees in full from the configuration alone. */
const SIGNED_OUT: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'signup', 'reset-password']);

const configuration: FirstLoad = { ...configResource, path: CONFIGURATION_PATH };

/** The element's own first calls, then those of the screen at `match`; null when that screen is not rendered on the server. */
function firstLoadsAt(spec: FirstLoadsSpec, match: RouteMatch, attr: AttributeReader): FirstLoad[] | null {
  const route = routeFirstLoads(match);
  return route ? [...firstLoadsOf(spec, attr), ...route] : null;
}

/**
 * What an element's first screen at route `url` reads in its first render, as the browser loads it:
 * its own first calls, then its route's (src/portal/route-first-loads.ts); null when the server does not
 * render that route (a redirecting address, a screen not rendered on the server).
 */
export function elementFirstLoads(spec: FirstLoadsSpec, url: string, attr: AttributeReader): FirstLoad[] | null {
  const { match, redirectTo } = resolve(url);
  return redirectTo ? null : firstLoadsAt(spec, match, attr);
}

/**
 * What an element's first screen at route `url` reads when it is one of `routes` and needs nothing beyond
 * the element's own first calls (the lookup form, the survey); null on any other route.
 */
export function ownFirstLoads(spec: FirstLoadsSpec, routes: readonly RouteName[], url: string, attr: AttributeReader): FirstLoad[] | null {
  const { match, redirectTo } = resolve(url);
  return !redirectTo && routes.includes(match.name) ? firstLoadsOf(spec, attr) : null;
}

/**
 * What the portal's route `url` (path below the base path, with its query) reads in its first render;
 * null when the route is not rendered on the server. Signed-out screens read the configuration only
 * (their session check is not embedded: a signed-out answer is an error entry); signed-in screens the
 * portal's first calls, then their own.
 */
export function portalFirstLoads(url: string): FirstLoad[] | null {
  const { match, redirectTo } = resolve(url);
  if (redirectTo) return null;
  if (SIGNED_OUT.has(match.name)) return [configuration];
  return firstLoadsAt(guestPortalSpec, match, () => null);
}

/** What the server must ask the API, with the guest's cookies, before rendering the portal's route `url` (see portalFirstLoads). */
export function portalFirstScreenCalls(url: string): FirstScreenCall[] | null {
  return portalFirstLoads(url)?.map(({ key, path }) => ({ key, path })) ?? null;
}

/**
 * The browser's languages, best first, from an Accept-Language header (what `navigator.languages`
 * holds in the same browser): the element resolves its locale from them on both sides.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return String(header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(l.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}
