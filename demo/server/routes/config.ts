// Tenant configuration, feature flags and the public logo lookup.
import type { FastifyInstance } from 'fastify';
import { resolveWizardVariant } from '../../../src/core/precheckin-steps';
import type { AppContext } from '../context.js';
import { tenantIdOf } from '../auth/sessions.js';
import { one, parseJson } from '../db.js';
import { notFound } from '../errors.js';
import { originOf } from '../origin.js';
import { absUrl, requireTenant, type TenantRow } from '../reservations/rows.js';
import { companyInfo } from '../reservations/serialize.js';
import { op } from './op.js';

export function serializeConfig(t: TenantRow, origin: string) {
  const links = companyInfo(t).links;
  return {
    tenant_id: t.id,
    slug: t.slug,
    company_name: t.company_name,
    logo_url: absUrl(t.logo_url, origin) ?? t.logo_url,
    icon_url: absUrl(t.icon_url, origin),
    primary_color: t.primary_color,
    currency: t.currency || 'USD',
    timezone: t.timezone,
    default_locale: t.default_locale,
    store_tax: t.store_tax,
    store_support: Boolean(t.store_support),
    identity_verification_support: Boolean(t.identity_verification_support),
    guest_registration_api_key: t.guest_registration_api_key,
    guest_registration_environment: t.guest_registration_environment === 'staging' ? 'staging' : 'production',
    precheckin_variant: resolveWizardVariant(t.precheckin_variant),
    age_bands: t.age_bands === 'kids-3-12' ? 'kids-3-12' : 'kids-2-12',
    media_upload_url: absUrl(t.media_upload_url, origin) ?? t.media_upload_url,
    media_upload_preset: t.media_upload_preset,
    review_links: links,
    terms_of_use: t.terms_of_use,
    // The demo uses OpenStreetMap's tiles; a tenant may point the map elsewhere.
    map_tile_url: null,
    // Public anyway (CORS answers reveal it); the SDK checks redirect and postMessage targets against it.
    allowed_origins: [origin, ...parseJson<string[]>(t.allowed_origins, [])],
  };
}

export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  op(app, 'GET', '/api/config', {}, async (request) => serializeConfig(requireTenant(db, tenantIdOf(request)), originOf(request)));

  op(app, 'GET', '/api/feature-flags', {}, async (request) => {
    const tenant = requireTenant(db, tenantIdOf(request));
    const flags = parseJson<Record<string, unknown>>(tenant.feature_flags, {});
    return Object.fromEntries(Object.entries(flags).filter(([, v]) => typeof v === 'boolean'));
  });

  op(app, 'GET', '/api/tourist/logo', {}, async (request) => {
    const { company } = request.query as { company: string };
    const key = company.trim();
    const tenant = /^\d+$/.test(key)
      ? one<TenantRow>(db, 'SELECT * FROM tenants WHERE id = ?', Number(key))
      : one<TenantRow>(db, 'SELECT * FROM tenants WHERE slug = ? COLLATE NOCASE', key);
    if (!tenant) throw notFound('Unknown company');
    const origin = originOf(request);
    return { logo_url: absUrl(tenant.logo_url, origin) ?? tenant.logo_url, company_name: tenant.company_name, tenant_id: tenant.id };
  });

  op(app, 'GET', '/api/health', {}, async () => ({ ok: true }));
}
