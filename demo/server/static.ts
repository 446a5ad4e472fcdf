// Static files: the SDK build (dist/ at /sdk/), seed images (/assets/), and the hosted portal page for the
// portal's client-side routes.
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tenantFaviconUrl } from '../../src/core/tenant-favicon';
import type { AppContext } from './context.js';
import { chooseCoding, compressPage } from './delivery/encoding.js';
import { fileInside } from './delivery/files.js';
import { escapeAttr } from './delivery/html.js';
import { deliveredPortalPage } from './delivery/portal-head.js';
import { sendSdkFile } from './delivery/sdk-files.js';
import { many, one, parseJson } from './db.js';
import { notFound } from './errors.js';
import { originOf } from './origin.js';
import { isExactOrigin } from './payments/pages.js';
import { isAllowedRedirect } from '../../src/core/url-safety';
import { portalHtmlForTenant, tenantBasePath, tenantOfPath, tenantPortalUrl } from './tenant-portal.js';
import { portalRoute, withFirstScreen } from './portal-page/first-screen.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ASSETS_DIR = path.join(HERE, 'assets');
/** Fake Stripe.js / Adyen Web for offline tests and the demo (never for production). */
const FAKE_SDKS_DIR = path.resolve(HERE, '../fake-sdks');
export const PORTAL_HTML = path.resolve(HERE, '../portal/index.html');

/** Sends `root/relative` if it is a file inside root (no traversal), with a Content-Type by extension. */
export function sendFileFrom(reply: FastifyReply, root: string, relative: string, cacheControl = 'no-cache') {
  const file = fileInside(root, relative);
  if (!file) throw notFound('File not found');
  const { full, type } = file;
  reply.header('Content-Type', type).header('Cache-Control', cacheControl).header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (type.startsWith('image/svg')) reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return reply.send(createReadStream(full));
}

/**
 * The seed's pictures and logos were SVG drawings before they became WebP (an SVG picture is a document of
 * its own, with its own parse and text layout on the page's main thread): a data directory seeded before
 * still names the SVG, which now leads to its WebP.
 */
function rasterSuccessor(name: string): string | null {
  if (!name.endsWith('.svg') || fileInside(ASSETS_DIR, name)) return null;
  const webp = name.replace(/\.svg$/, '.webp');
  return fileInside(ASSETS_DIR, webp) ? webp : null;
}

export { escapeAttr } from './delivery/html.js';

const PORTAL_ROUTES = [
  '/',
  '/tourist',
  '/tourist/*',
  '/checkout/*',
  '/store-checkout/*',
  '/reservations/*',
  '/tourist-lt/*',
  '/search',
  '/payment-success',
  '/purchase-request-success',
  '/payment-iframe',
];

export async function registerStatic(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/sdk/*', async (request, reply) => {
    const rel = (request.params as { '*': string })['*'];
    if (!existsSync(ctx.distDir)) throw notFound('The SDK is not built yet: run npm run build');
    // The SDK is public, as on a CDN: any page may load it (module scripts are CORS requests, sent without
    // cookies). Only the API is per tenant, so a page whose origin the tenant does not list still runs
    // the loader, which then says in the console what to allow (src/api/cors-warning.ts).
    if (!reply.hasHeader('access-control-allow-origin')) reply.header('Access-Control-Allow-Origin', '*');
    return sendSdkFile(ctx.distDir, rel, request, reply);
  });
  app.get('/fake-sdks/*', async (request, reply) => sendFileFrom(reply, FAKE_SDKS_DIR, (request.params as { '*': string })['*']));
  app.get('/assets/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const raster = rasterSuccessor(name);
    if (raster) return reply.header('Cache-Control', 'public, max-age=3600').redirect(`/assets/${raster}`, 301);
    return sendFileFrom(reply, ASSETS_DIR, name, 'public, max-age=3600');
  });
  for (const url of PORTAL_ROUTES) app.get(url, async (request, reply) => sendPortalPage(ctx, request, reply));
  for (const url of PORTAL_ROUTES) {
    app.get(tenantPortalUrl(url), async (request, reply) => sendPortalPage(ctx, request, reply, 200, tenantOfPath(ctx, (request.params as { tenant: string }).tenant)));
  }
  // A form the guest submitted before the page's code ran (a sign-in on a server-rendered page) is posted
  // to the page by the browser. Its fields are not read (the API takes sign-ins as JSON, with CSRF checks):
  // the browser goes back to the page, where the code now runs.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, _body, done) => done(null, null));
    for (const url of PORTAL_ROUTES) {
      scope.post(url, async (request, reply) => reply.redirect(request.url, 303));
      scope.post(tenantPortalUrl(url), async (request, reply) => reply.redirect(request.url, 303));
    }
  });
  app.get('/favicons/:file', async (request, reply) => sendTenantFavicon(ctx, reply, (request.params as { file: string }).file));
}

/**
 * The hosted portal page (the SDK routes on the client). Also the answer to a browser asking for an
 * unknown page (`status` 404): the portal then shows its not-found screen, with the tenant's header.
 * Routes the server can render come with their first screen in the page (portal-page/first-screen.ts).
 */
export async function sendPortalPage(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, status = 200, tenant: number | null = null) {
  // A tenant's own address (tenant-portal.ts) decides the tenant; otherwise `?tenant=`, default 1.
  const tenantQuery = tenant === null ? request.query : { tenant: String(tenant) };
  const back = returnToOf(request.query);
  if (back !== null && !isAllowedRedirect(back, { currentOrigin: originOf(request), allowedOrigins: tenantOriginsOf(ctx, tenantQuery) })) {
    // A way back to a site the tenant does not list is dropped here, before any page can follow it.
    const clean = new URL(request.url, originOf(request));
    clean.searchParams.delete('return_to');
    return reply.redirect(clean.pathname + clean.search, 303);
  }
  const template = existsSync(PORTAL_HTML) ? readFileSync(PORTAL_HTML, 'utf8') : '<!doctype html><title>Guest portal</title><p>demo/portal/index.html is missing</p>';
  const nonce = randomBytes(16).toString('base64');
  const page = withNonce(template, nonce).replaceAll('{{API_BASE}}', escapeAttr(originOf(request)));
  const rendered = await withFirstScreen(request, tenant === null ? page : portalHtmlForTenant(ctx, page, tenant), { distDir: ctx.distDir, nonce });
  const route = portalRoute(request, tenant === null ? '/' : tenantBasePath(tenant));
  const html = deliveredPortalPage(ctx, request, { ...rendered, route }, tenant ?? 1);
  // A signed-in page is 120-140 KB of HTML (the first screen, its styles and data) and about a sixth of
  // that compressed: on a phone's connection, the difference is most of the time to first paint.
  const coding = chooseCoding(request.headers['accept-encoding'] as string | undefined, () => true);
  if (coding) reply.header('Content-Encoding', coding);
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    // A page holding the guest's own data is kept by no cache, shared or private.
    .header('Cache-Control', rendered.personal ? 'private, no-store' : 'no-cache')
    .header('Referrer-Policy', 'strict-origin-when-cross-origin')
    .header('Content-Security-Policy', portalCsp(nonce, tenantOriginsOf(ctx, tenantQuery)))
    .header('Vary', 'Accept-Encoding')
    .send(coding ? await compressPage(html, coding) : html);
}

/** A browser navigating (not a script calling the API) asks for HTML first. */
export function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/api/')) return false;
  const accept = String(request.headers.accept ?? '');
  return /\btext\/html\b/.test(accept);
}

/**
 * Tenant favicons at the names the portal asks for (src/core/tenant-favicon.ts): `favicon.ico` is
 * tenant 1's, `<tenant slug>.ico` another tenant's: the tenant's favicon (a 64 px PNG in the seed), else its
 * icon or logo, sent with its own type (browsers go by Content-Type, not by the file name).
 */
function sendTenantFavicon(ctx: AppContext, reply: FastifyReply, file: string) {
  const match = /^([a-z0-9-]{1,80})\.ico$/.exec(file);
  if (!match) throw notFound('Favicon not found');
  const name = match[1]!;
  const tenants = many<{ id: number; company_name: string; favicon_url: string | null; icon_url: string | null; logo_url: string }>(
    ctx.db,
    'SELECT id, company_name, favicon_url, icon_url, logo_url FROM tenants',
  );
  const tenant = tenants.find((t) => tenantFaviconUrl({ id: t.id, name: t.company_name }) === `/favicons/${name}.ico`);
  const icon = tenant?.favicon_url ?? tenant?.icon_url ?? tenant?.logo_url;
  if (!icon?.startsWith('/assets/')) throw notFound('Favicon not found');
  return sendFileFrom(reply, ASSETS_DIR, icon.slice('/assets/'.length), 'public, max-age=3600');
}

/** Every inline <script> and <style> of the page carries the response's nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<(script|style)(?=[\s>])/g, `<$1 nonce="${nonce}"`);
}

/** The sign-in hand-off's way back (`?return_to=`), if any. */
function returnToOf(query: unknown): string | null {
  const raw = (query as Record<string, unknown> | undefined)?.return_to;
  return typeof raw === 'string' ? raw : Array.isArray(raw) ? String(raw[0] ?? '') : null;
}

/**
 * The tenant's allowed origins (tenant from `?tenant=`, default 1): the sites that may frame the
 * hosted portal and that a sign-in may return to.
 */
function tenantOriginsOf(ctx: AppContext, query: unknown): string[] {
  const raw = (query as Record<string, unknown> | undefined)?.tenant;
  const tenantId = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : 1;
  const row = one<{ allowed_origins: string }>(ctx.db, 'SELECT allowed_origins FROM tenants WHERE id = ?', tenantId);
  return [...new Set([...parseJson<string[]>(row?.allowed_origins, []), ...ctx.allowedOrigins])].filter(isExactOrigin);
}

/** Payment provider scripts the SDK loads at run time (Stripe.js; the other providers are bundled). */
// The payment provider, and the guest-registration service's widget hosts (the SDK's built-in staging
// and production addresses; the fake widget of this server is 'self').
const PROVIDER_SCRIPT_HOSTS = ['https://js.stripe.com', 'https://registration.guestportal.example', 'https://staging.registration.guestportal.example'];

/**
 * Strict CSP of the hosted portal: scripts only from this origin, the payment provider's script host
 * or with the nonce; styles only from this origin or with the nonce (the SDK adopts constructed
 * stylesheets, which CSP allows); no plugins, no <base>; frame-ancestors from the tenant's allowed origins. Images, media, frames and connections may reach https hosts: listing
 * pictures, map tiles, the media host, payment providers and their 3-D Secure pages.
 */
export function portalCsp(nonce: string, ancestors: readonly string[]): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the ID scanner's OCR core is WebAssembly (issue 23); it allows compiling wasm, not eval.
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval' ${PROVIDER_SCRIPT_HOSTS.join(' ')}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...ancestors].join(' ')}`,
  ].join('; ');
}
