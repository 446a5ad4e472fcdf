import { CONFIGURATION_PATH } from '../api/first-call-paths';
import { resolve } from '../router/match';
import type { RouteName } from '../router/routes';
import { keys } from '../state/keys';

/** One API answer a first screen shows: the GET to make (with the guest's cookies) and its resource key. */
export interface FirstScreenCall {
  key: string;
  path: string;
}

/** Screens a signed-out guest sees in full from the configuration alone. */
const SIGNED_OUT: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'signup', 'reset-password']);

/**
 * What the server must ask the API before rendering the portal's route `url` (path below the base path,
 * with its query), or null when the route is not rendered on the server (the browser renders it, as
 * before): a redirecting address, a route whose screen needs more than these answers.
 */
export function portalFirstScreenCalls(url: string): FirstScreenCall[] | null {
  const { match, redirectTo } = resolve(url);
  if (redirectTo || !SIGNED_OUT.has(match.name)) return null;
  return [{ key: keys.config, path: CONFIGURATION_PATH }];
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
