// The example site's My trips page rendered on the site's own server (issue 20, a rental company's server):
// with JavaScript off the guest reads their trips; with it on the element hydrates them without asking the
// API again, without a hydration warning, an error or a CSP violation, and nothing moves. Signed out, or
// when the server render fails, the page is the one the browser renders, as before.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteHandler } from '../../demo/site/server.mjs';
import { DIST } from './harness';
import { waitForText } from './helpers/portal';
import { PHONE, shadowSheets, watchedPage } from './helpers/watched-page';
import { withGuestAndVisitor } from './helpers/stack';

const env = withGuestAndVisitor();
/** Where the site's server asks the API (a test points it at a proxy that breaks one answer). */
let serverApi = '';
let breaking: Server;

beforeAll(async () => {
  env.stack.handle(siteHandler({ distDir: DIST, apiBase: () => env.stack.api, portalUrl: () => env.stack.api, serverApiBase: () => serverApi || env.stack.api }));
  // The API as it is, except a reservation list the element cannot read.
  breaking = createServer((req, res) => {
    if (req.url === '/api/tourist/reservations/') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('"not a list"');
      return;
    }
    void fetch(env.stack.api + req.url, { headers: { cookie: req.headers.cookie ?? '', accept: 'application/json' } }).then(async (answer) => {
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? 'application/json' });
      res.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => breaking.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => breaking?.close(resolve));
});

const tripsUrl = () => `${env.stack.site}/trips.html`;
/** The guest's cookies in a browser with JavaScript off. */
const stillGuest = async () => env.stack.browser.newContext({ javaScriptEnabled: false, storageState: await env.guest.storageState() });

/** What the guest reads first: the heading, each card's code, box and display (styled by the shadow root's sheet). */
function firstPaint(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('guest-trips')!.shadowRoot!;
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
    };
    return {
      heading: root.querySelector('h1')?.textContent ?? null,
      cards: [...root.querySelectorAll('li.gp-trip')].map((li) => ({ code: li.getAttribute('data-code'), box: box(li), display: getComputedStyle(li).display })),
    };
  });
}

const isHydrationChunk = (path: string) => /\/sdk\/chunks\/hydrate-[^/]+\.js$/.test(path);

describe("example site: My trips rendered on the site's server", () => {
  it("shows the guest's trips, styled, with JavaScript disabled; the page is private and its style nonce'd", async () => {
    const context = await stillGuest();
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    const response = (await page.goto(tripsUrl()))!;
    const html = await response.text();
    expect(html).toContain('<guest-trips class="fills-page"');
    expect(html).toContain('<template shadowrootmode="open">');
    const headers = response.headers();
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(headers['cache-control']).toBe('private, no-store');
    const paint = await firstPaint(page);
    expect(paint.heading).toBe('My Trips');
    expect(paint.cards.map((c) => c.code)).toContain('DEMO-DONE');
    expect(paint.cards.every((c) => c.display === 'flex' && c.box[3]! > 0)).toBe(true);
    await context.close();
  });

  it('hydrates with JavaScript on: no request for the embedded data, no hydration warning, no error, no CSP violation, nothing moves', async () => {
    const still = await stillGuest();
    const server = await still.newPage();
    await server.setViewportSize(PHONE);
    await server.goto(tripsUrl());
    const serverPaint = await firstPaint(server);
    await still.close();

    const context = await env.stack.browser.newContext({ storageState: await env.guest.storageState() });
    const { page, hydration, errors, requests, seen } = await watchedPage(context);
    await page.goto(tripsUrl());
    await page.waitForFunction(() => !!document.querySelector('guest-trips')?.shadowRoot?.querySelector('.gp-root[data-route="tourist-trips"]'));
    await page.waitForLoadState('networkidle');
    // Hydrated in place: React's root is still the server's wrapper (a render anew would have replaced it).
    const inPlace = await page.evaluate(() => {
      const root = document.querySelector('guest-trips')!.shadowRoot!;
      return root.querySelector('[data-gp-hydrate] > .gp-root[data-route]')?.parentElement?.parentNode === root;
    });
    expect(inPlace).toBe(true);
    const embedded = requests.filter((p) => ['/api/config', '/api/tourist/user', '/api/tourist/reservations/'].includes(p) || /\/locales\/en_guest-trips/.test(p));
    expect(embedded).toEqual([]);
    // The hydration code came on demand, for this page only (the loader preloads it when it sees server markup).
    expect(requests.filter(isHydrationChunk)).toHaveLength(1);
    expect(hydration).toEqual([]);
    expect(errors).toEqual([]);
    expect(await seen()).toEqual({ csp: [], shift: 0 });
    expect(await firstPaint(page)).toEqual(serverPaint);
    // The server's <style> still styles the markup: the upgrade adopted none of the same sheets over it
    // (a restyle of the whole list, and every rule in the root twice).
    expect(await shadowSheets(page, 'guest-trips')).toEqual({ style: 1, adopted: 0 });

    // The hydrated list works: the Past tab shows only past trips.
    await page.locator('guest-trips [role="tab"]', { hasText: 'Past' }).click();
    await page.waitForFunction(() => [...document.querySelector('guest-trips')!.shadowRoot!.querySelectorAll('li.gp-trip')].every((li) => li.getAttribute('data-class') === 'past'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signed out: the page as before (no server markup, no nonce), rendered by the browser without the hydration code', async () => {
    const { page, errors, requests, seen } = await watchedPage(env.visitor);
    const response = (await page.goto(tripsUrl()))!;
    const html = await response.text();
    expect(html).not.toContain('shadowrootmode');
    expect(response.headers()['content-security-policy']).toContain("style-src 'self';");
    await waitForText(page, 'Please sign in to see your trips.', 'guest-trips');
    expect(requests.filter(isHydrationChunk)).toEqual([]);
    expect(errors).toEqual([]);
    expect((await seen()).csp).toEqual([]);
    await page.close();
  });

  it('a server render that fails serves the page as before: the browser renders the trips', async () => {
    serverApi = `http://127.0.0.1:${(breaking.address() as AddressInfo).port}`;
    try {
      const context = await env.stack.browser.newContext({ storageState: await env.guest.storageState() });
      const { page, errors, seen } = await watchedPage(context);
      const html = await (await page.goto(tripsUrl()))!.text();
      expect(html).not.toContain('shadowrootmode');
      await page.locator('guest-trips li.gp-trip[data-code="DEMO-DONE"]').waitFor();
      expect(errors).toEqual([]);
      expect((await seen()).csp).toEqual([]);
      await context.close();
    } finally {
      serverApi = '';
    }
  });
});
