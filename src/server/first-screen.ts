import { guestPortalSpec } from '../../elements/specs/guest-portal';
import { CONFIGURATION_PATH } from '../api/first-call-paths';
import { configResource } from '../element/config-resource';
import { firstCalls, type AttributeReader } from '../element/descriptor';
import type { ElementSpec } from '../element/element-root';
import { routeFirstLoads, type FirstLoad } from '../portal/route-first-loads';
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

/** What an element spec says of its first calls: its descriptor, and the resource each of its own calls fills. */
type LoadsOf = Pick<ElementSpec, 'descriptor' | 'loads'>;

/**
 * An element's own first calls, as it makes them before its first render (its descriptor's: the
 * configuration, the session check...), each with the resource its answer fills.
 */
function ownFirstLoads(spec: LoadsOf, attr: AttributeReader): FirstLoad[] {
  return firstCalls(spec.descriptor, attr).map((call) => {
    if (call.resource === 'configuration') return configuration;
    const resource = spec.loads?.[call.resource]?.(attr);
    if (!resource) throw new Error(`<${spec.descriptor.tag}>: no load for its first call "${call.resource}"`);
    return { key: resource.key, path: call.path, load: resource.load };
  });
}

/**
 * What an element's first screen at route `url` reads in its first render, as the browser loads it:
 * its own first calls, then its route's (src/portal/route-first-loads.ts); null when the server does not
 * render that route (a redirecting address, a screen not rendered on the server).
 */
export function elementFirstLoads(spec: LoadsOf, url: string, attr: AttributeReader): FirstLoad[] | null {
  const { match, redirectTo } = resolve(url);
  if (redirectTo) return null;
  const route = routeFirstLoads(match);
  return route ? [...ownFirstLoads(spec, attr), ...route] : null;
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
  return elementFirstLoads(guestPortalSpec, url, () => null);
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
