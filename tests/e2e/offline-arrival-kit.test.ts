// The arrival kit on the hosted portal (issue 22): a done reservation's arrival facts open offline from
// the phone, sign-out and the day after check-out remove them, a locked reservation is never kept, the
// portal is installable, and a new SDK build replaces the service worker's cache.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { run } from '../../demo/server/db';
import { createSiteServer } from '../../demo/site/server.mjs';
import { writeDeliveryManifest } from '../../scripts/delivery.mjs';
import { buildPortalServiceWorker, precacheList } from '../../scripts/service-worker.mjs';
import { CHROMIUM, DIST, startStack, type Stack } from './harness';
import { axeViolations, blockingViolations } from './helpers/axe';
import { apiLogin, inEl, shadowText, waitForRoute, waitForText, watchErrors } from './helpers/portal';
import { answerMapTilesLocally } from './helpers/map-tiles';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const KIT_KEY = 'gp-arrival-kit:tenant-default';
const DAY_MS = 24 * 60 * 60 * 1000;

async function signedInPage(opts: { viewport?: { width: number; height: number }; locale?: string } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await stack.browser.newContext({ locale: opts.locale ?? 'en-US', viewport: opts.viewport ?? { width: 390, height: 844 } });
  await answerMapTilesLocally(context);
  await apiLogin(context.request, stack.api);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/**
 * The portal's service worker controls the page and has cached the shell, the SDK and the locale the page
 * loaded. A page rendered on the server (signed out) carries its texts and loads no locale file.
 */
async function workerReady(page: Page, { locale = true } = {}): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 20_000 });
  if (!locale) return;
  const localeCached = () =>
    page.evaluate(async () => {
      for (const name of await caches.keys()) if ((await (await caches.open(name)).keys()).some((r) => r.url.includes('/locales/'))) return true;
      return false;
    });
  await expect.poll(localeCached, { timeout: 20_000, interval: 250 }).toBe(true);
}

/** The loader's address in the hosted page (the build's versioned folder, demo/server/delivery/). */
const loaderUrl = (page: Page) => page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src$="guest-portal.js"]')!.src);

const storedKits = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { userId: string; kits: Record<string, unknown> } | null, KIT_KEY);

async function openInfoOnline(page: Page, code: string): Promise<void> {
  await page.goto(`${stack.api}/tourist/trips/${code}/info`);
  await waitForRoute(page, 'reservation-info');
}

describe('the arrival kit on the hosted portal', () => {
  it('opens a done reservation’s door code, Wi-Fi and address offline, from the info page and from My Trips', async () => {
    const { context, page, errors } = await signedInPage();
    await openInfoOnline(page, 'DEMO-CURRENT');
    await waitForText(page, 'sunny-days-2026');
    await workerReady(page);
    await page.waitForFunction((key) => localStorage.getItem(key)?.includes('DEMO-CURRENT'), KIT_KEY);

    await context.setOffline(true);
    await page.reload();
    await inEl(page, '[part="arrival-kit"][data-code="DEMO-CURRENT"]').waitFor();
    const info = await shadowText(page);
    for (const fact of ['2580', '1357', '4821#', 'OceanView-Guest', 'sunny-days-2026', '1200 Ocean Drive', 'Space 3 in the building garage.', '+1 305 555 0199']) expect(info).toContain(fact);
    expect(info).toMatch(/Saved on this phone · updated \S/);
    expect(await inEl(page, '[part="arrival-kit"] a[href^="geo:"]').count()).toBe(1);
    // The sanitised check-in instructions are there, without script.
    expect(await inEl(page, '[part="arrival-kit"] .gp-html script').count()).toBe(0);
    expect(blockingViolations(await axeViolations(page))).toEqual([]);
    // Usable at 390x844: nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(`${stack.api}/tourist/trips`);
    await inEl(page, '[part="offline-trips"] li[data-code="DEMO-CURRENT"]').waitFor();
    expect(await shadowText(page)).toMatch(/Saved on this phone · updated/);
    await inEl(page, 'li[data-code="DEMO-CURRENT"] .gp-kit-card__open').click();
    await inEl(page, '[part="arrival-kit"][data-code="DEMO-CURRENT"]').waitFor();
    expect(await shadowText(page)).toContain('sunny-days-2026');

    // A screen that needs the network says so instead of spinning.
    await page.goto(`${stack.api}/tourist/store/reservation/DEMO-CURRENT`);
    await waitForText(page, 'This needs an internet connection. Connect and try again.');
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::|portal start/i.test(e))).toEqual([]);
    await context.close();
  });

  it('never keeps a locked reservation (deposit due, before the 24-hour window)', async () => {
    const { context, page } = await signedInPage();
    await openInfoOnline(page, 'DEMO-CURRENT');
    await page.waitForFunction((key) => localStorage.getItem(key)?.includes('DEMO-CURRENT'), KIT_KEY);
    for (const code of ['DEMO-DEPOSIT-DUE', 'DEMO-DEPOSIT']) {
      await openInfoOnline(page, code);
      await inEl(page, '.gp-lock, [part~="lock"], [part="reservation-info"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(Object.keys((await storedKits(page))?.kits ?? {})).not.toContain(code);
    }
    expect(Object.keys((await storedKits(page))?.kits ?? {})).toEqual(['DEMO-CURRENT']);
    await context.close();
  });

  it('sign-out removes the kit: offline afterwards nothing of it shows', async () => {
    const { context, page } = await signedInPage({ viewport: { width: 1280, height: 800 } });
    await openInfoOnline(page, 'DEMO-CURRENT');
    await workerReady(page);
    await page.waitForFunction((key) => localStorage.getItem(key)?.includes('DEMO-CURRENT'), KIT_KEY);
    await inEl(page, '.gp-user-menu .gp-menu__button').click();
    await inEl(page, '[role="menuitem"]').filter({ hasText: 'Disconnect' }).click();
    await waitForRoute(page, 'login');
    expect(await storedKits(page)).toBeNull();

    await context.setOffline(true);
    await page.goto(`${stack.api}/tourist/trips/DEMO-CURRENT/info`);
    await inEl(page, '.gp-start-error').waitFor();
    const text = await shadowText(page);
    for (const fact of ['2580', 'sunny-days-2026', 'OceanView-Guest', 'Saved on this phone']) expect(text).not.toContain(fact);
    await context.close();
  });

  it('is gone one day after check-out (fake clock)', async () => {
    const { context, page } = await signedInPage();
    await openInfoOnline(page, 'DEMO-CURRENT');
    await workerReady(page);
    await page.waitForFunction((key) => localStorage.getItem(key)?.includes('DEMO-CURRENT'), KIT_KEY);
    const checkOut = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key)!) as { kits: Record<string, { checkOut: string }> }).kits['DEMO-CURRENT']!.checkOut, KIT_KEY);

    await context.setOffline(true);
    await page.clock.setFixedTime(new Date(Date.parse(checkOut) + DAY_MS - 60_000));
    await page.reload();
    await inEl(page, '[part="arrival-kit"][data-code="DEMO-CURRENT"]').waitFor();

    await page.clock.setFixedTime(new Date(Date.parse(checkOut) + DAY_MS + 60_000));
    await page.reload();
    await inEl(page, '.gp-start-error').waitFor();
    expect(await shadowText(page)).not.toContain('2580');
    expect(await storedKits(page)).toBeNull();
    await context.close();
  });

  it('an answer that the guest may no longer see the reservation removes its kit', async () => {
    const { context, page } = await signedInPage();
    await openInfoOnline(page, 'DEMO-CURRENT');
    await page.waitForFunction((key) => localStorage.getItem(key)?.includes('DEMO-CURRENT'), KIT_KEY);
    // The server now answers 404 for this reservation's trip info (moved to another guest, cancelled...).
    await page.route('**/api/tourist-data/DEMO-CURRENT', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not found","code":"not_found"}' }));
    // Only the browser's answer is faked here: the server, whose own answer is still 200, would render the
    // page with it. A server answered 404 renders nothing and leaves the page to the browser, as asked here.
    await page.route('**/tourist/trips/DEMO-CURRENT/info', (route) => route.continue({ headers: { ...route.request().headers(), 'x-portal-shell': '1' } }));
    await page.goto(`${stack.api}/tourist/trips/DEMO-CURRENT/info`);
    await page.waitForFunction((key) => !localStorage.getItem(key)?.includes('DEMO-CURRENT'), KIT_KEY);
    await context.close();
  });
});

describe('the hosted portal as an installable app', () => {
  it('passes Chromium’s installability checks on the trips list, at the default address and at a tenant’s own', async () => {
    // A profile on disk: Chromium reports every context of a launched browser as incognito, never installable.
    const profile = mkdtempSync(join(tmpdir(), 'gp-install-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      await apiLogin(context.request, stack.api);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      for (const { base, name, shortName, colour } of [
        { base: '/', name: 'Sunny Coast Rentals', shortName: 'Sunny Coast', colour: '#0f766e' },
        { base: '/t/2/', name: 'Alpine Chalets Co.', shortName: 'Alpine', colour: '#7c3aed' },
      ]) {
        // The app's start URL; the tenant-2 portal does not know tenant 1's guest and shows its sign-in instead.
        await page.goto(`${stack.api}${base}tourist/trips`);
        await page.waitForFunction(() => /^(tourist-trips|login)$/.test(document.querySelector('guest-portal')?.shadowRoot?.querySelector('.gp-root')?.getAttribute('data-route') ?? ''));
        await workerReady(page);
        // The page registers its own worker once the portal has shown its screen and the browser is idle; until
        // then the first address's worker (scope "/") already controls this one and `ready` names that.
        const ownWorker = () => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => (r?.active ? r.scope : null)));
        await expect.poll(ownWorker, { timeout: 20_000 }).toBe(`${stack.api}${base}`);
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
        expect(installabilityErrors).toEqual([]);
        const manifest = (await (await page.request.get(`${stack.api}${base}manifest.webmanifest`)).json()) as Record<string, unknown>;
        expect(manifest).toMatchObject({ name, short_name: shortName, start_url: `${base}tourist/trips`, scope: base, theme_color: colour, display: 'standalone' });
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe('the shell the service worker keeps', () => {
  it('is the plain page asked for with X-Portal-Shell and no cookie, never a navigation’s own answer', async () => {
    const shellRequests: IncomingMessage['headers'][] = [];
    const record = (req: IncomingMessage) => {
      if (req.url === '/' && req.headers['x-portal-shell']) shellRequests.push(req.headers);
    };
    stack.app.server.on('request', record);
    try {
      const { context, page } = await signedInPage();
      await openInfoOnline(page, 'DEMO-CURRENT');
      await workerReady(page);
      // A second navigation that reaches the server: the worker asks for the shell again, not storing this answer.
      await page.goto(`${stack.api}/tourist/trips`);
      await waitForRoute(page, 'tourist-trips');
      await expect.poll(() => shellRequests.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      for (const headers of shellRequests) {
        expect(headers['x-portal-shell']).toBe('1');
        expect(headers.cookie).toBeUndefined();
      }
      const pages = await page.evaluate(async () => {
        const out: { url: string; html: string }[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            if (new URL(request.url).pathname.startsWith('/sdk/')) continue;
            out.push({ url: request.url, html: await (await cache.match(request))!.text() });
          }
        }
        return out;
      });
      expect(pages.map((p) => p.url)).toEqual([`${stack.api}/`]);
      expect(pages[0]!.html).toContain('<guest-portal routing="path" base-path="/"');
      await context.close();
    } finally {
      stack.app.server.off('request', record);
    }
  });

  it('precaches the portal’s screens from the real build, not the ID scanner, its OCR or the payment providers', () => {
    const list = precacheList(DIST);
    for (const screen of ['elements/guest-portal.js', 'guest-portal.js', 'guest-portal.css', 'trips-page', 'reservation-info-page', 'offline-portal', 'hosted-extras', 'kit-storage', 'react', 'runtime']) {
      expect(list.some((file) => file.includes(screen))).toBe(true);
    }
    for (const onDemand of ['ocr/', 'tesseract', 'scan-id-dialog', 'ocr-engine', 'stripe', 'adyen', 'leaflet', 'locales/']) {
      expect(list.filter((file) => file.includes(onDemand))).toEqual([]);
    }
  });
});

describe('a sign-in page rendered on the server', () => {
  it('has the worker keep the portal’s catalogue the page never loaded, so the offline shell has its texts', async () => {
    const context = await stack.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const catalogueRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/locales/')) catalogueRequests.push(request.url());
    });
    await page.goto(`${stack.api}/tourist/login`);
    await waitForRoute(page, 'login');
    const heading = () => page.locator('guest-portal').locator('h1').first().textContent({ timeout: 20_000 });
    const online = await heading();
    expect(online?.trim()).toBeTruthy();
    // The texts came with the HTML: the page asked for no catalogue.
    expect(catalogueRequests).toEqual([]);
    await workerReady(page, { locale: false });
    const cachedCatalogue = () =>
      page.evaluate(async () => {
        for (const name of await caches.keys()) if ((await (await caches.open(name)).keys()).some((r) => /\/locales\/en_guest-portal-/.test(r.url))) return true;
        return false;
      });
    await expect.poll(cachedCatalogue, { timeout: 20_000, interval: 250 }).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await waitForRoute(page, 'login');
    expect(await heading()).toBe(online);
    await context.close();
  });
});

describe('on a company’s own site (the example site serves the worker from its origin)', () => {
  let site: Server;
  let origin: string;
  beforeAll(async () => {
    site = createSiteServer({ distDir: DIST, apiBase: () => stack.api, portalUrl: () => stack.api });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
    // The company lists its site with the API (as its admin would), so the portal there may call it.
    const row = stack.app.db.prepare('SELECT allowed_origins FROM tenants WHERE id = 1').get() as { allowed_origins: string };
    run(stack.app.db, 'UPDATE tenants SET allowed_origins = ? WHERE id = 1', JSON.stringify([...(JSON.parse(row.allowed_origins) as string[]), origin]));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => site?.close(() => resolve()));
  });

  it('opens the arrival kit offline at /portal/ of the site', async () => {
    const { context, page, errors } = await signedInPage();
    expect((await page.request.get(`${origin}/portal/sw.js`)).headers()['content-type']).toContain('text/javascript');
    await page.goto(`${origin}/portal/tourist/trips/DEMO-CURRENT/info`);
    await waitForRoute(page, 'reservation-info');
    await waitForText(page, 'sunny-days-2026');
    await workerReady(page);
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.scope))).toBe(`${origin}/portal/`);
    await page.waitForFunction((key) => localStorage.getItem(key)?.includes('DEMO-CURRENT'), KIT_KEY);

    await context.setOffline(true);
    await page.reload();
    await inEl(page, '[part="arrival-kit"][data-code="DEMO-CURRENT"]').waitFor();
    const info = await shadowText(page);
    for (const fact of ['2580', 'OceanView-Guest', 'sunny-days-2026', '1200 Ocean Drive']) expect(info).toContain(fact);
    expect(info).toMatch(/Saved on this phone · updated \S/);

    await page.goto(`${origin}/portal/tourist/trips`);
    await inEl(page, '[part="offline-trips"] li[data-code="DEMO-CURRENT"]').waitFor();
    expect(blockingViolations(await axeViolations(page))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::|portal start/i.test(e))).toEqual([]);
    await context.close();
  });
});

describe('a new SDK build', () => {
  let dist: string;
  let app: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'gp-sw-dist-'));
    cpSync(DIST, dist, { recursive: true });
    const { buildServer } = await import('../../demo/server/app');
    app = await buildServer({ dataDir: mkdtempSync(join(tmpdir(), 'gp-sw-data-')), logger: false, passwordHashing: 'fast', distDir: dist, reset: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('replaces the old cache: the new worker caches the new files and deletes the old version’s cache', async () => {
    const context = await stack.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/tourist/login`);
    await waitForRoute(page, 'login');
    await workerReady(page, { locale: false });
    const cachesNow = () => page.evaluate(() => caches.keys());
    const before = await cachesNow();
    expect(before).toHaveLength(1);

    // The next build: the loader changes, so the worker's version (and bytes) and the build's id change.
    const oldLoader = await loaderUrl(page);
    writeFileSync(join(dist, 'guest-portal.js'), `${await (await page.request.get(oldLoader)).text()}\n/* next build */\n`);
    const next = buildPortalServiceWorker(dist);
    writeDeliveryManifest(dist);
    expect(before[0]).not.toContain(next.version);
    // The next visit's page names the new build's folder and registers the worker for it.
    await page.reload();
    await waitForRoute(page, 'login');
    const newLoader = await loaderUrl(page);
    expect(newLoader).not.toBe(oldLoader);
    // The new worker is active once the old build's cache is gone and the new one holds the new loader.
    const state = () =>
      page.evaluate(
        async ({ version, url }) => {
          const names = await caches.keys();
          const name = names.find((n) => n.endsWith(version));
          const hit = name ? await (await caches.open(name)).match(url, { ignoreVary: true }) : undefined;
          return { names, loader: hit ? await hit.text() : '' };
        },
        { version: next.version, url: newLoader },
      );
    await expect.poll(async () => { const s = await state(); return s.names.length === 1 && s.loader.includes('/* next build */'); }, { timeout: 30_000, interval: 250 }).toBe(true);
    const loader = (await state()).loader;
    expect(loader).toContain('/* next build */');
    // Nothing brings the old build's cache back (an outdated worker finishing a request).
    await page.reload();
    await waitForRoute(page, 'login');
    expect((await cachesNow()).map((n) => n.endsWith(next.version))).toEqual([true]);
    await context.close();
  });
});
