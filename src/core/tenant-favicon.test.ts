import { describe, expect, it } from 'vitest';
import { tenantFaviconUrl, tenantSlug } from './tenant-favicon';

describe('tenant favicon', () => {
  it('tenant 1 has its own favicon', () => {
    expect(tenantFaviconUrl({ id: 1, name: 'Acme' })).toBe('/favicons/favicon.ico');
    expect(tenantFaviconUrl({ id: '1' }, { base: '/assets/', extension: 'png' })).toBe('/assets/favicon.png');
  });
  it('others use a file named after the tenant', () => {
    expect(tenantFaviconUrl({ id: 7, name: 'Sunny Côte Rentals!' })).toBe('/favicons/sunny-cote-rentals.ico');
    expect(tenantFaviconUrl({ id: 7, name: '***' })).toBe('/favicons/7.ico');
    expect(tenantFaviconUrl({ id: null })).toBe('/favicons/favicon.ico');
    expect(tenantSlug('  A__B  ')).toBe('a-b');
  });
});
