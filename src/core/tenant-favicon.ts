// Tenant favicon: tenant 1 has its own favicon; other tenants use a file named after the tenant.

/** A file-name-safe slug: lower case ASCII letters, digits and hyphens. */
export function tenantSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Favicon URL: tenant 1 → `${base}/favicon.ico`; other tenants → `${base}/${slug(tenant name)}.ico`
 * (the tenant id when the name gives no usable slug).
 */
export function tenantFaviconUrl(
  tenant: { id: string | number | null | undefined; name?: string | null },
  opts: { base?: string; extension?: string } = {},
): string {
  const base = (opts.base ?? '/favicons').replace(/\/+$/, '');
  const ext = opts.extension ?? 'ico';
  if (tenant.id != null && String(tenant.id) === '1') return `${base}/favicon.${ext}`;
  const file = tenantSlug(tenant.name ?? '') || tenantSlug(String(tenant.id ?? '')) || 'favicon';
  return `${base}/${file}.${ext}`;
}
