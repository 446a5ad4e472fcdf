// The hosted portal page's path to its first paint: the SDK from the build's versioned, immutable URLs and
// the screen's largest picture preloaded (lcp-image.ts). The portal's modules are not named here: the
// loader preloads them itself, and naming them in the HTML measured a later first paint (docs/benchmarks.md).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { escapeAttr } from './html.js';
import { lcpImage } from './lcp-image.js';
import { sdkBuild, versionedBase } from './sdk-build.js';

const LOADER = '/sdk/guest-portal.js';
const STYLES = '/sdk/guest-portal.css';

/** The head links of the page; inserted before the stylesheet, so they are the first things fetched. */
function headLinks(ctx: AppContext, request: FastifyRequest, route: string, pageTenant: number): string[] {
  const links: string[] = [];
  let image: string | null = null;
  try {
    image = lcpImage(ctx, request, route, pageTenant);
  } catch (e) {
    // A hint, not the page: the page goes out without it.
    request.log.warn({ err: e }, 'LCP image not found out');
  }
  if (image) links.push(`<link rel="preload" as="image" href="${escapeAttr(image)}" fetchpriority="high" />`);
  return links;
}

/**
 * The portal page for this request: `route` is its path after the portal's base path (`tourist/trips`),
 * `pageTenant` the tenant the address serves.
 */
export function deliveredPortalPage(ctx: AppContext, request: FastifyRequest, html: string, route: string, pageTenant: number): string {
  const build = sdkBuild(ctx.distDir);
  const base = build ? versionedBase(build) : null;
  const links = headLinks(ctx, request, route, pageTenant);
  let page = html;
  if (base) page = page.replace(`src="${LOADER}"`, `src="${base}guest-portal.js"`).replace(`href="${STYLES}"`, `href="${base}guest-portal.css"`);
  const stylesheet = /^([ \t]*)<link rel="stylesheet"/m.exec(page);
  if (!stylesheet || !links.length) return page;
  const indent = stylesheet[1]!;
  return page.slice(0, stylesheet.index) + links.map((l) => `${indent}${l}\n`).join('') + page.slice(stylesheet.index);
}

/** The part of a portal URL after its base path (`/` or `/t/{tenant}/`), without the query. */
export function routeOf(url: string, tenantPath: boolean): string {
  const path = url.split('?')[0] ?? '';
  return tenantPath ? path.replace(/^\/t\/[^/]+\/?/, '') : path.replace(/^\//, '');
}
