import { HOME_PATH, ROUTES, type RouteName } from './routes';

export type Query = Record<string, string>;
export interface RouteMatch {
  name: RouteName;
  path: string;
  params: Record<string, string>;
  query: Query;
}
export interface RouteTarget {
  name: RouteName;
  params?: Record<string, string | number | undefined>;
  query?: Record<string, string | number | boolean | undefined | null>;
}

const compiled = ROUTES.map((r) => ({ name: r.name as RouteName, segments: r.path.split('/').filter(Boolean) }));

export function splitUrl(url: string): { path: string; query: Query } {
  const [pathPart = '', queryPart = ''] = url.split('#')[0]!.split('?');
  const path = '/' + pathPart.split('/').filter(Boolean).join('/');
  return { path, query: Object.fromEntries(new URLSearchParams(queryPart)) };
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  let i = 0;
  for (const seg of pattern) {
    const part = parts[i];
    if (seg.startsWith(':')) {
      const optional = seg.endsWith('?');
      const name = seg.slice(1, optional ? -1 : undefined);
      if (part === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = decodeURIComponent(part);
    } else if (seg !== part) {
      return null;
    }
    i += 1;
  }
  return i === parts.length ? params : null;
}

/** Resolves a URL to a route, applying the spec's redirects: `/` and unknown paths under /tourist go to /tourist. */
export function resolve(url: string): { match: RouteMatch; redirectTo?: string } {
  const { path, query } = splitUrl(url);
  if (path === '/') return { ...resolve(HOME_PATH + queryString(query)), redirectTo: HOME_PATH + queryString(query) };
  const parts = path.split('/').filter(Boolean);
  for (const r of compiled) {
    const params = matchSegments(r.segments, parts);
    if (params) return { match: { name: r.name, path, params, query } };
  }
  if (path.startsWith(HOME_PATH + '/')) return { match: { name: 'tourist-portal', path: HOME_PATH, params: {}, query }, redirectTo: HOME_PATH };
  return { match: { name: 'not-found', path, params: {}, query } };
}

export function queryString(query: RouteTarget['query'] | Query | undefined): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== false) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/** Builds the URL of a named route; missing required params throw (a programming error, not user input). */
export function href(target: RouteTarget): string {
  const route = ROUTES.find((r) => r.name === target.name);
  if (!route) return '/';
  const path = route.path
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg;
      const optional = seg.endsWith('?');
      const name = seg.slice(1, optional ? -1 : undefined);
      const value = target.params?.[name];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`Route ${target.name} needs param ${name}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((s) => s !== null)
    .join('/');
  return (path || '/') + queryString(target.query);
}
