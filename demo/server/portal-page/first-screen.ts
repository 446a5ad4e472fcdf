// The hosted portal's first screen rendered on the server (issue 20): the route's screen as declarative
// shadow DOM inside <guest-portal>, with the API answers it used, which the SDK hydrates. Rendered by
// the SDK's own server entry (dist/server/index.js, `guest-portal-elements/server`), so the server shows
// exactly what the browser would. Anything that goes wrong serves the page as before: the browser renders.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { resolve, type RouteMatch } from '../../../src/core/route-match';

/**
 * The portal's service worker asks with this header for the page it keeps as its offline shell: the page
 * without any guest's markup or data, which the browser renders (demo/server/portal-app.ts).
 */
export const SHELL_HEADER = 'x-portal-shell';

/** What the server entry offers (src/server/index.ts); loaded at run time from the built SDK. */
interface ServerEntry {
  renderElement(tag: string, options: { attributes: Record<string, string>; url: string; languages: string[]; resources: Record<string, unknown>; nonce: string; now: number; timeoutMs: number }): Promise<string>;
  portalFirstScreenCalls(url: string): { key: string; path: string }[] | null;
  acceptedLanguages(header: string | undefined): string[];
}

const entries = new Map<string, Promise<ServerEntry | null>>();

/** The built server entry of an SDK build, once per process; null when that build has none. */
function serverEntry(distDir: string): Promise<ServerEntry | null> {
  const file = path.join(distDir, 'server', 'index.js');
  let entry = entries.get(file);
  if (!entry) {
    entry = existsSync(file) ? (import(pathToFileURL(file).href) as Promise<ServerEntry>) : Promise.resolve(null);
    entries.set(file, entry);
  }
  return entry;
}

const PORTAL_TAG = /<guest-portal\b([^>]*)><\/guest-portal>/;

/** The attributes of the page's <guest-portal> tag, as the browser will read them. */
export function portalAttributes(page: string): Record<string, string> | null {
  const tag = PORTAL_TAG.exec(page);
  if (!tag) return null;
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag[1]!.matchAll(/([a-z][a-z0-9-]*)(?:="([^"]*)")?/g)) attributes[name!] = decodeEntities(value ?? '');
  return attributes;
}

const decodeEntities = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** The route below the portal's base path, with its query. */
function routeUrl(request: FastifyRequest, basePath: string): string {
  const url = new URL(request.url, 'http://portal.invalid');
  const base = basePath.replace(/\/+$/, '');
  const below = base && url.pathname.startsWith(base + '/') ? url.pathname.slice(base.length) : url.pathname;
  return below + url.search;
}

/** The page's route as the portal's router resolves it (src/core's route table); null for an address it redirects. */
export function portalRoute(request: FastifyRequest, basePath: string): RouteMatch | null {
  const { match, redirectTo } = resolve(routeUrl(request, basePath));
  return redirectTo ? null : match;
}

/** One GET of the API in-process, as the browser would send it (the guest's cookies, the tenant). */
async function apiAnswer(request: FastifyRequest, apiPath: string, tenantId: string | undefined): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // The answers' absolute URLs (the logo) name the origin the browser asked (origin.ts picks among ours).
  for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto', 'cookie'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (tenantId) headers['x-tenant-id'] = tenantId;
  const answer = await request.server.inject({ method: 'GET', url: apiPath, headers });
  if (answer.statusCode !== 200) throw new NotAnswered(`${apiPath} answered ${answer.statusCode}`);
  return answer.json();
}

/** An API answer other than 200 (a signed-out guest on a signed-in route): the browser renders, and handles it, as before. */
class NotAnswered extends Error {}

/**
 * The portal page for a request: `personal` when it holds the guest's own data (the answers of signed-in
 * calls); `answers` the API's answers it was rendered with, by path.
 */
export interface PortalPage {
  html: string;
  personal: boolean;
  answers: Readonly<Record<string, unknown>>;
}

/**
 * The longest a render may take before the page goes out without it. A process's first render of a screen
 * also loads that screen's modules (the lazy pages' chunks), which takes seconds on a busy machine.
 */
const RENDER_TIMEOUT_MS = 5000;

/** Calls answered alike for every visitor of the tenant: a page holding only these is not personal. */
const PUBLIC_CALLS = new Set(['/api/config']);

/**
 * The page with its <guest-portal> holding the route's first screen, or the page unchanged: for the
 * service worker's shell, a route the server does not render, an SDK build without a server entry, and
 * any failure (logged; the guest still gets the page, rendered by the browser as before). A signed-out
 * guest on a signed-in route gets the page unchanged too: the browser's session check then sends them to
 * the sign-in, as before.
 */
export async function withFirstScreen(request: FastifyRequest, page: string, opts: { distDir: string; nonce: string }): Promise<PortalPage> {
  const unchanged = { html: page, personal: false, answers: {} };
  if (request.headers[SHELL_HEADER] === '1') return unchanged;
  try {
    const attributes = portalAttributes(page);
    const entry = attributes?.routing === 'path' ? await serverEntry(opts.distDir) : null;
    if (!attributes || !entry) return unchanged;
    const url = routeUrl(request, attributes['base-path'] ?? '/');
    const calls = entry.portalFirstScreenCalls(url);
    if (!calls) return unchanged;
    const answers = await Promise.all(calls.map((call) => apiAnswer(request, call.path, attributes['tenant-id'])));
    const resources = Object.fromEntries(calls.map((call, i) => [call.key, answers[i]]));
    const languages = entry.acceptedLanguages(request.headers['accept-language']);
    const markup = await entry.renderElement('guest-portal', { attributes, url, languages, resources, nonce: opts.nonce, now: Date.now(), timeoutMs: RENDER_TIMEOUT_MS });
    return {
      html: page.replace(PORTAL_TAG, (tag) => tag.replace('></guest-portal>', `>${markup}</guest-portal>`)),
      personal: calls.some((call) => !PUBLIC_CALLS.has(call.path)),
      answers: Object.fromEntries(calls.map((call, i) => [call.path, answers[i]])),
    };
  } catch (error) {
    if (error instanceof NotAnswered) request.log.info(`portal first screen not rendered on the server: ${error.message}`);
    else request.log.warn({ err: error }, 'portal first screen not rendered on the server; the browser renders it');
    return unchanged;
  }
}
