// The hosted portal's page-level answers: tenant favicons at the names the portal asks for, the seed's
// pictures, and an unknown page answered with the portal's not-found page to a browser, JSON to an API client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../db.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('tenant favicons', () => {
  it('serves tenant 1 at /favicons/favicon.ico as its favicon: a 64 px PNG, by Content-Type', async () => {
    const res = await fetch(`${server.url}/favicons/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await res.arrayBuffer());
    // The PNG signature, then the IHDR chunk's width and height.
    expect([bytes.subarray(1, 4).toString('latin1'), bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual(['PNG', 64, 64]);
  });

  it("serves a tenant without a favicon its icon (the app icon, not made for a favicon's size)", async () => {
    run(server.app.db, 'UPDATE tenants SET favicon_url = NULL WHERE id = 2');
    try {
      const res = await fetch(`${server.url}/favicons/alpine-chalets-co.ico`);
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/webp']);
    } finally {
      run(server.app.db, "UPDATE tenants SET favicon_url = '/assets/icon-alpine.png' WHERE id = 2");
    }
  });

  it('serves another tenant at the file named after it (src/core/tenant-favicon.ts)', async () => {
    const res = await fetch(`${server.url}/favicons/alpine-chalets-co.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it("names the tenant's raster favicon in the page itself: one icon fetched, none an SVG document", async () => {
    // An SVG icon is a document of its own, laid out on the page's main thread; the SDK sets this same address.
    const iconOf = async (path: string) => {
      const page = await (await fetch(`${server.url}${path}`, { headers: { Accept: BROWSER_ACCEPT } })).text();
      expect(page.match(/rel="icon"/g)).toHaveLength(1);
      return /<link rel="icon" href="([^"]+)"/.exec(page)?.[1];
    };
    expect(await iconOf('/tourist/login')).toBe('/favicons/favicon.ico');
    expect(await iconOf('/t/2/tourist/login')).toBe('/favicons/alpine-chalets-co.ico');
    for (const href of ['/favicons/favicon.ico', '/favicons/alpine-chalets-co.ico']) {
      const icon = await fetch(`${server.url}${href}`);
      expect([icon.status, icon.headers.get('content-type')], href).toEqual([200, 'image/png']);
    }
  });

  it('answers 404 for a name no tenant has, and for names outside the pattern', async () => {
    expect((await fetch(`${server.url}/favicons/nobody.ico`)).status).toBe(404);
    expect((await fetch(`${server.url}/favicons/..%2Fseed.ts`)).status).toBe(404);
    expect((await fetch(`${server.url}/favicons/favicon.png`)).status).toBe(404);
  });
});

describe('seed pictures', () => {
  it('serves the logos and pictures as WebP; an address a data directory seeded with SVG drawings still names leads there', async () => {
    const webp = await fetch(`${server.url}/assets/logo-sunny.webp`);
    expect([webp.status, webp.headers.get('content-type')]).toEqual([200, 'image/webp']);
    for (const name of ['logo-sunny', 'logo-alpine', 'house-ocean-2', 'item-waiver']) {
      const old = await fetch(`${server.url}/assets/${name}.svg`, { redirect: 'manual' });
      expect([old.status, old.headers.get('location')], name).toEqual([301, `/assets/${name}.webp`]);
    }
    // Drawings that still are SVG (the tenants' icons) are served as they are; a name with no picture is not found.
    expect((await fetch(`${server.url}/assets/icon-sunny.svg`, { redirect: 'manual' })).status).toBe(200);
    expect((await fetch(`${server.url}/assets/nothing.svg`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${server.url}/assets/..%2F..%2Fpackage.svg`, { redirect: 'manual' })).status).toBe(404);
  });
});

describe('unknown paths outside /tourist', () => {
  it('gives a browser the portal page (it shows the not-found screen) with status 404', async () => {
    const res = await fetch(`${server.url}/no-such-page`, { headers: { Accept: BROWSER_ACCEPT } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
    expect(await res.text()).toContain('<guest-portal');
  });

  it('keeps the JSON error for API clients and for unknown /api/ paths, even when they accept HTML', async () => {
    const plain = await fetch(`${server.url}/no-such-page`, { headers: { Accept: 'application/json' } });
    expect(plain.status).toBe(404);
    expect(await plain.json()).toMatchObject({ code: 'not_found' });
    const api = await fetch(`${server.url}/api/no-such-endpoint`, { headers: { Accept: BROWSER_ACCEPT } });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('does not answer a POST to an unknown path with a page', async () => {
    const res = await fetch(`${server.url}/no-such-page`, { method: 'POST', headers: { Accept: BROWSER_ACCEPT } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('a portal form posted before the page’s code ran', () => {
  it('sends the browser back to the page, without reading the fields or putting them in the address', async () => {
    for (const path of ['/tourist/login?return_to=%2Ftourist%2Ftrips', '/tourist/signup', '/t/demo/tourist/login']) {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: BROWSER_ACCEPT },
        body: 'email=guest%40demo.test&password=Guest%232026',
        redirect: 'manual',
      });
      expect(res.status, path).toBe(303);
      expect(res.headers.get('location'), path).toBe(path);
    }
  });

  it('leaves the API as it was: a form post to it is still refused', async () => {
    const res = await fetch(`${server.url}/api/login-portal`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=guest%40demo.test&password=Guest%232026',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
  });
});
