// Issue 22: the hosted portal as an installable app — the manifest of each tenant's portal, the generated
// icon, and the service worker served at each portal's base path.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../db.js';
import { shortNameOf } from '../portal-app.js';
import { startServer, tempDir, type TestServer } from './helpers.js';

let s: TestServer;
const dist = tempDir();
beforeAll(async () => {
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'portal-sw.js'), '/* worker */');
  s = await startServer({ distDir: dist });
});
afterAll(async () => {
  await s.close();
});

const get = (path: string) => fetch(`${s.url}${path}`);

describe('web app manifest per tenant', () => {
  it('tenant 1 at / and tenant 2 at /t/2/: name, short name, colour, start URL, scope and icons', async () => {
    const one = await get('/manifest.webmanifest');
    expect(one.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await one.json()).toEqual({
      id: '/tourist/trips',
      name: 'Sunny Coast Rentals',
      short_name: 'Sunny Coast',
      start_url: '/tourist/trips',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
      background_color: '#f8fafc',
      icons: [
        { src: '/assets/icon-sunny-192.webp', sizes: '192x192', type: 'image/webp', purpose: 'any' },
        { src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      ],
    });
    const two = (await (await get('/t/2/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(two).toMatchObject({ name: 'Alpine Chalets Co.', short_name: 'Alpine', start_url: '/t/2/tourist/trips', scope: '/t/2/', theme_color: '#7c3aed' });
    expect((await get('/t/99/manifest.webmanifest')).status).toBe(404);
  });

  it('a tenant without a usable icon gets the generated one as its only icon', async () => {
    run(s.app.db, "UPDATE tenants SET icon_url = NULL, logo_url = 'https://cdn.example/logo.gif', primary_color = 'red; x' WHERE id = 2");
    const two = (await (await get('/t/2/manifest.webmanifest')).json()) as { icons: unknown[]; theme_color: string };
    expect(two.icons).toEqual([{ src: '/t/2/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any maskable' }]);
    // A colour that is not a plain hex colour never reaches the manifest or the SVG.
    expect(two.theme_color).toBe('#0f766e');
    const icon = await get('/t/2/app-icon.svg');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await icon.text();
    expect(svg).toContain('>A</text>');
    expect(svg).toContain('fill="#0f766e"');
  });

  it('the portal page links its tenant’s manifest', async () => {
    const html = (address: string) => fetch(`${s.url}${address}`, { headers: { accept: 'text/html' } }).then((r) => r.text());
    expect(await html('/tourist/login')).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(await html('/t/2/tourist/login')).toContain('<link rel="manifest" href="/t/2/manifest.webmanifest"');
  });

  it('short names fit under an icon: whole words within 12 characters', () => {
    expect(shortNameOf('Sunny Coast Rentals')).toBe('Sunny Coast');
    expect(shortNameOf('  Loft  ')).toBe('Loft');
    expect(shortNameOf('Supercalifragilistic Homes')).toBe('Supercalifra');
  });
});

describe('the service worker', () => {
  it('is served at each portal’s base path, never cached by the browser; an unknown tenant has none', async () => {
    for (const path of ['/sw.js', '/t/2/sw.js']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe('/* worker */');
    }
    expect((await get('/t/99/sw.js')).status).toBe(404);
  });
});
