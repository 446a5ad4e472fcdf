// Issue 25, item 4: a tenant's hosted portal at /t/{tenant}/…, where the tenant's guests sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ siteOrigins: ['http://site.test'] });
});
afterAll(async () => {
  await s.close();
});

const page = (path: string) => fetch(`${s.url}${path}`, { headers: { accept: 'text/html' } });

describe("a tenant's hosted portal address", () => {
  it.each(['/t/2/', '/t/2/tourist/login', '/t/2/tourist/trips/ALP-FAMILY/info', '/t/2/search'])('%s serves the portal for tenant 2 under its prefix', async (path) => {
    const res = await page(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<guest-portal [^>]*base-path="\/t\/2\/" tenant-id="2"/);
  });

  it('the default address stays tenant 1 at /', async () => {
    const html = await (await page('/tourist/login')).text();
    expect(html).toMatch(/<guest-portal [^>]*base-path="\/"/);
    expect(html).not.toContain('tenant-id=');
  });

  it('an unknown tenant is not found', async () => {
    expect((await page('/t/99/tourist/login')).status).toBe(404);
    expect((await page('/t/abc/tourist/login')).status).toBe(404);
  });

  it("frame-ancestors and the sign-in's way back follow the tenant of the address", async () => {
    const res = await page('/t/2/tourist/login');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'[^;]*http:\/\/site\.test/);
    const away = await fetch(`${s.url}/t/2/tourist/login?return_to=${encodeURIComponent('https://evil.test/x')}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(away.status).toBe(303);
    expect(away.headers.get('location')).toBe('/t/2/tourist/login');
  });

  it("tenant 2's guest signs in with the tenant the page names", async () => {
    const login = await fetch(`${s.url}/api/login-portal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': '2' },
      body: JSON.stringify({ email: 'guest@alpine.test', password: 'Guest#2026' }),
    });
    expect(login.status).toBe(200);
  });
});
