// The hosted portal of one tenant at its own address, /t/{tenant}/…: the same page as the default
// tenant's at /…, with the element told which tenant it serves (tenant-id → X-Tenant-Id, so the
// sign-in, the configuration and the branding are that tenant's) and routing under that prefix.
import type { AppContext } from './context.js';
import { one } from './db.js';
import { notFound } from './errors.js';
import { escapeAttr } from './delivery/html.js';
import { tenantFaviconUrl } from '../../src/core/tenant-favicon';

/** The path prefix of a tenant's hosted portal. */
export const tenantBasePath = (tenantId: number) => `/t/${tenantId}/`;

/**
 * The portal page for a tenant: `<guest-portal>` gets the tenant's base path and `tenant-id`, the web app
 * manifest is the tenant's (demo/server/portal-app.ts), and so is the favicon: the address the SDK sets
 * (src/portal/use-tenant-favicon.ts), from the first byte, so the browser fetches and decodes one icon.
 */
export function portalHtmlForTenant(ctx: AppContext, html: string, tenantId: number): string {
  const name = one<{ company_name: string }>(ctx.db, 'SELECT company_name FROM tenants WHERE id = ?', tenantId)?.company_name;
  return html
    .replace(/<guest-portal\b([^>]*)\bbase-path="\/"/, `<guest-portal$1base-path="${tenantBasePath(tenantId)}" tenant-id="${tenantId}"`)
    .replace(/<link rel="manifest" href="\/manifest\.webmanifest"/, `<link rel="manifest" href="${tenantBasePath(tenantId)}manifest.webmanifest"`)
    .replace(/<link rel="icon" href="\/favicons\/favicon\.ico"/, `<link rel="icon" href="${escapeAttr(tenantFaviconUrl({ id: tenantId, name }))}"`);
}

/** The tenant of a /t/{tenant}/… address; 404 for a tenant that does not exist. */
export function tenantOfPath(ctx: AppContext, raw: string): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!id || !one(ctx.db, 'SELECT id FROM tenants WHERE id = ?', id)) throw notFound('No such tenant');
  return id;
}

/** A portal route under the tenant's prefix ('/' → '/t/:tenant/'). */
export const tenantPortalUrl = (route: string) => `/t/:tenant${route === '/' ? '/' : route}`;
