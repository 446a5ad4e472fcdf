// The hosted portal page's path to its first paint: the SDK from the build's versioned, immutable URLs and
// the screen's largest picture preloaded (lcp-image.ts). The portal's modules are not named here: the
// loader preloads them itself, and naming them in the HTML measured a later first paint (docs/benchmarks.md).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { escapeAttr } from './html.js';
import type { RouteMatch } from '../../../src/core/route-match';
import { lcpImage } from './lcp-image.js';
import { sdkBuild, versionedBase } from './sdk-build.js';

const LOADER = '/sdk/guest-portal.js';
const STYLES = '/sdk/guest-portal.css';

/** The head links of the page; inserted before the stylesheet, so they are the first things fetched. */
function headLinks(ctx: AppContext, request: FastifyRequest, page: RenderedPage, pageTenant: number): string[] {
  const links: string[] = [];
  let image: string | null = null;
  try {
    image = lcpImage(ctx, request, page.route, pageTenant, page.answers);
  } catch (e) {
    // A hint, not the page: the page goes out without it.
    request.log.warn({ err: e }, 'LCP image not found out');
  }
  if (image) links.push(`<link rel="preload" as="image" href="${escapeAttr(image)}" fetchpriority="high" />`);
  return links;
}

/** The page as rendered for the request: its HTML, its route (null: not a screen of the portal's), the API's answers it holds by path. */
export interface RenderedPage {
  html: string;
  route: RouteMatch | null;
  answers: Readonly<Record<string, unknown>>;
}

/** The portal page for this request; `pageTenant` is the tenant the address serves. */
export function deliveredPortalPage(ctx: AppContext, request: FastifyRequest, rendered: RenderedPage, pageTenant: number): string {
  const build = sdkBuild(ctx.distDir);
  const base = build ? versionedBase(build) : null;
  const links = headLinks(ctx, request, rendered, pageTenant);
  let page = rendered.html;
  if (base) page = page.replace(`src="${LOADER}"`, `src="${base}guest-portal.js"`).replace(`href="${STYLES}"`, `href="${base}guest-portal.css"`);
  const stylesheet = /^([ \t]*)<link rel="stylesheet"/m.exec(page);
  if (!stylesheet || !links.length) return page;
  const indent = stylesheet[1]!;
  return page.slice(0, stylesheet.index) + links.map((l) => `${indent}${l}\n`).join('') + page.slice(stylesheet.index);
}
