import { guestPortal } from '../../elements/descriptors/guest-portal';
import { CONFIGURATION_PATH } from '../api/first-call-paths';
import { configResource } from '../element/config-resource';
import { firstCalls } from '../element/descriptor';
import { routeFirstLoads, type FirstLoad } from '../portal/route-first-loads';
import { sessionResource } from '../portal/use-session';
import { resolve } from '../router/match';
import type { RouteName } from '../router/routes';

/** One API answer a first screen shows: the GET to make (with the guest's cookies) and its resource key. */
export interface FirstScreenCall {
  key: string;
  path: string;
}

/** Screens a signed-out guest sees in full from the configuration alone. */
const SIGNED_OUT: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'signup', 'reset-password']);

const configuration: FirstLoad = { key: configResource.key, path: CONFIGURATION_PATH, load: configResource.load };

/** The resource behind each of the portal's first calls (its element's `loads`, elements/guest-portal.ts). */
const PORTAL_LOADS: Readonly<Record<string, FirstLoad['load']>> = { session: sessionResource.load };

/**
 * The portal's own first calls, as the element makes them before its first render (its descriptor's:
 * the configuration, the session check), each with the resource its answer fills.
 */
function portalOwnLoads(): FirstLoad[] {
  return firstCalls(guestPortal, () => null).map((call) => {
    if (call.resource === 'configuration') return configuration;
    const load = PORTAL_LOADS[call.resource];
    if (!load) throw new Error(`<guest-portal>: no load for its first call "${call.resource}"`);
    return { key: sessionResource.key, path: call.path, load };
  });
}

/**
 * What the portal's route `url` (path below the base path, with its query) reads in its first render,
 * as the browser loads it; null when the route is not rendered on the server (the browser renders it):
 * a redirecting address, a route whose screen is not rendered on the server. Signed-out screens read the
 * configuration only (their session check is not embedded: a signed-out answer is an error entry);
 * signed-in screens the portal's first calls, then their own (src/portal/route-first-loads.ts).
 */
export function portalFirstLoads(url: string): FirstLoad[] | null {
  const { match, redirectTo } = resolve(url);
  if (redirectTo) return null;
  if (SIGNED_OUT.has(match.name)) return [configuration];
  const route = routeFirstLoads(match);
  return route ? [...portalOwnLoads(), ...route] : null;
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
