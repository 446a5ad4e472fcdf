// The hosted portal as an installable web app: a web app manifest per tenant (name, icons, the tenant's
// colour, start at the trips list), a generated icon for a tenant without a usable one, and the portal's
// service worker (dist/portal-sw.js, built by scripts/service-worker.mjs) at each portal's base path, so
// its scope is that portal: `/` for the default tenant, `/t/{tenant}/` for a tenant's own address.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from './context.js';
import { one } from './db.js';
import { notFound } from './errors.js';
import { escapeAttr, sendFileFrom } from './static.js';
import { tenantBasePath, tenantOfPath } from './tenant-portal.js';

interface TenantApp {
  id: number;
  company_name: string;
  logo_url: string;
  icon_url: string | null;
  primary_color: string;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const ICON_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.webp': 'image/webp' };

function tenantApp(ctx: AppContext, tenantId: number): TenantApp {
  const row = one<TenantApp>(ctx.db, 'SELECT id, company_name, logo_url, icon_url, primary_color FROM tenants WHERE id = ?', tenantId);
  if (!row) throw notFound('No such tenant');
  return row;
}

/** The tenant's colour when it is a plain hex colour (it goes into a manifest and an SVG), else the portal's teal. */
const colourOf = (t: TenantApp) => (HEX_COLOUR.test(t.primary_color) ? t.primary_color : '#0f766e');

/** A home-screen name fits under an icon: the company name up to its last whole word within 12 characters. */
export function shortNameOf(name: string): string {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (clean.length <= 12) return clean;
  // A 13th character that is a space ends a whole 12-character word.
  const head = clean.slice(0, 13);
  const lastSpace = head.lastIndexOf(' ');
  return lastSpace >= 3 ? head.slice(0, lastSpace) : clean.slice(0, 12);
}

/** The web app manifest of a tenant's portal at `base` (`/` or `/t/{id}/`). */
export function manifestFor(t: TenantApp, base: string) {
  const own = t.icon_url ?? t.logo_url;
  const type = ICON_TYPES[path.extname(own).toLowerCase()];
  // A tenant's raster icon is 192×192 here (the seed's are): big enough for an install (Chromium asks for 144 px
  // or more), and Chromium decodes the manifest's icon on the page's main thread at every load of the page.
  const ownIcon = own.startsWith('/assets/') && type ? [{ src: own, sizes: type === 'image/svg+xml' ? 'any' : '192x192', type, purpose: 'any' }] : [];
  return {
    id: `${base}tourist/trips`,
    name: t.company_name,
    short_name: shortNameOf(t.company_name),
    start_url: `${base}tourist/trips`,
    scope: base,
    display: 'standalone',
    theme_color: colourOf(t),
    background_color: '#f8fafc',
    icons: [
      ...ownIcon,
      // Always there: the fallback when the tenant has no icon of a usable type, and the maskable one (full bleed).
      { src: `${base}app-icon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: ownIcon.length ? 'maskable' : 'any maskable' },
    ],
  };
}

/** A square icon: the tenant's initial on its colour, the safe zone of a maskable icon respected. */
export function generatedIconSvg(t: TenantApp): string {
  const initial = escapeAttr(Array.from(t.company_name.trim())[0]?.toUpperCase() ?? 'G');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><rect width="512" height="512" fill="${colourOf(t)}"/><text x="256" y="256" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="220" font-weight="700" fill="#ffffff">${initial}</text></svg>`;
}

function sendWorker(ctx: AppContext, reply: FastifyReply) {
  if (!existsSync(path.join(ctx.distDir, 'portal-sw.js'))) throw notFound('The SDK is not built yet: run npm run build');
  // Browsers check the worker for updates on navigation; no-cache makes each check reach the server.
  return sendFileFrom(reply, ctx.distDir, 'portal-sw.js', 'no-cache');
}

export function registerPortalApp(app: FastifyInstance, ctx: AppContext): void {
  const tenantOf = (params: unknown) => tenantOfPath(ctx, (params as { tenant: string }).tenant);
  app.get('/sw.js', async (_request, reply) => sendWorker(ctx, reply));
  app.get('/t/:tenant/sw.js', async (request, reply) => {
    tenantOf(request.params);
    return sendWorker(ctx, reply);
  });
  const manifest = (reply: FastifyReply, tenantId: number, base: string) =>
    reply.header('Content-Type', 'application/manifest+json; charset=utf-8').header('Cache-Control', 'no-cache').send(JSON.stringify(manifestFor(tenantApp(ctx, tenantId), base)));
  app.get('/manifest.webmanifest', async (_request, reply) => manifest(reply, 1, '/'));
  app.get('/t/:tenant/manifest.webmanifest', async (request, reply) => {
    const id = tenantOf(request.params);
    return manifest(reply, id, tenantBasePath(id));
  });
  const icon = (reply: FastifyReply, tenantId: number) =>
    reply
      .header('Content-Type', 'image/svg+xml')
      .header('Cache-Control', 'public, max-age=3600')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(generatedIconSvg(tenantApp(ctx, tenantId)));
  app.get('/app-icon.svg', async (_request, reply) => icon(reply, 1));
  app.get('/t/:tenant/app-icon.svg', async (request, reply) => icon(reply, tenantOf(request.params)));
}
