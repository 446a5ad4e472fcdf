// Issue 20, item 2: the hosted portal page preloads the picture its first screen shows largest — the
// tenant's logo on the sign-in screens, the listing photo on the trips list, a trip's information and the
// store, the first item's picture in a reservation's store — chosen by the same rules and queries as the
// screens and the API, so never a picture the visitor could not see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPicture, carouselPictures } from '../../../src/core/listing';
import type { Listing } from '../../../src/core/types';
import { call, login, startServer, type TestServer } from './helpers.js';

let s: TestServer;
let guest: string;
let alpine: string;
beforeAll(async () => {
  s = await startServer();
  guest = await login(s);
  alpine = await login(s, 'guest@alpine.test', 'Guest#2026', 2);
});
afterAll(async () => {
  await s?.close();
});

/** The page's image preloads (href as the browser reads it). */
async function imagePreloads(url: string, token?: string): Promise<string[]> {
  const res = await s.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(token ? { cookie: `gp_session=${token}` } : {}) } });
  expect(res.statusCode).toBe(200);
  const links = [...res.body.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high" \/>/g)].map((m) => m[1]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>'));
  // A preload is a head link, before the stylesheet (the first requests after the HTML).
  if (links.length) expect(res.body.indexOf('rel="preload" as="image"')).toBeLessThan(res.body.indexOf('rel="stylesheet"'));
  return links;
}

const origin = () => s.url.replace('127.0.0.1', 'localhost');
const config = async (token?: string, tenant?: number) =>
  (await call<{ logo_url: string }>(s, 'GET', '/api/config', { ...(token ? { token } : {}), headers: tenant ? { 'x-tenant-id': String(tenant) } : {} })).body;

/** The absolute address as the page's own origin (inject answers for `localhost:80`). */
const asPage = (url: string) => url.replace(s.url, 'http://localhost:80').replace(origin(), 'http://localhost:80');

describe('signed out: the tenant’s logo', () => {
  it.each(['/tourist/login', '/tourist/login?view=forgot', '/tourist/signup', '/tourist/reset-password'])('%s preloads tenant 1’s logo, as the sign-in card shows it', async (url) => {
    const logo = (await config()).logo_url;
    expect(logo).toMatch(/^http:\/\/.*\/assets\/logo-sunny\.webp$/);
    expect((await imagePreloads(url)).map((u) => new URL(u).pathname)).toEqual([new URL(logo).pathname]);
  });

  it('a tenant’s own address preloads that tenant’s logo, never another’s', async () => {
    const [logo] = await imagePreloads('/t/2/tourist/login');
    expect(new URL(logo!).pathname).toBe(new URL((await config(undefined, 2)).logo_url).pathname);
    expect(logo).toContain('logo-alpine');
  });

  it('the sign-up screen’s handed logo (?logo=) is preloaded instead, its address escaped in the attribute', async () => {
    const handed = 'https://cdn.example/logo.svg?a=1&b="><script>alert(1)</script>';
    const res = await s.app.inject({ method: 'GET', url: `/tourist/signup?logo=${encodeURIComponent(handed)}`, headers: { accept: 'text/html' } });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('"><script>');
    const [link] = await imagePreloads(`/tourist/signup?logo=${encodeURIComponent(handed)}`);
    expect(link).toBe(new URL(handed).href);
  });

  it('a handed logo that is not an http(s) address is not preloaded (the screen does not show it either)', async () => {
    const [link] = await imagePreloads(`/tourist/signup?logo=${encodeURIComponent('javascript:alert(1)')}`);
    expect(link).toContain('logo-sunny');
  });

  it('the screens that need a guest preload nothing without one', async () => {
    for (const url of ['/tourist/trips', '/tourist/trips/DEMO-CURRENT/info', '/tourist/store', '/tourist']) expect(await imagePreloads(url), url).toEqual([]);
  });
});

describe('signed in: the listing photo the screen shows first', () => {
  it('trips: the first trip card’s picture, as the list the API gives the screen orders it', async () => {
    const trips = (await call<{ listing: Listing }[]>(s, 'GET', '/api/tourist/reservations/', { token: guest })).body;
    const first = cardPicture(trips[0]!.listing)!;
    for (const url of ['/tourist/trips', '/tourist']) expect((await imagePreloads(url, guest)).map(asPage), url).toEqual([asPage(first)]);
  });

  it('trip information: the carousel’s first photo of that reservation', async () => {
    const info = (await call<{ listing: Listing }>(s, 'GET', '/api/tourist-data/{code}', { token: guest, params: { code: 'DEMO-CURRENT' } })).body;
    const [photo] = await imagePreloads('/tourist/trips/DEMO-CURRENT/info', guest);
    expect(asPage(photo!)).toBe(asPage(carouselPictures(info.listing)[0]!));
  });

  it('never another guest’s or another tenant’s reservation: nothing is preloaded for them', async () => {
    expect(await imagePreloads('/tourist/trips/DEMO-OTHER/info', guest)).toEqual([]);
    expect(await imagePreloads('/tourist/trips/ALP-FAMILY/info', guest)).toEqual([]);
    expect(await imagePreloads('/tourist/trips/DEMO-CURRENT/info', alpine)).toEqual([]);
  });

  it('a tenant 2 guest’s trips list shows tenant 2’s listings', async () => {
    const [photo] = await imagePreloads('/t/2/tourist/trips', alpine);
    const trips = (await call<{ listing: Listing }[]>(s, 'GET', '/api/tourist/reservations/', { token: alpine })).body;
    expect(asPage(photo!)).toBe(asPage(cardPicture(trips[0]!.listing)!));
  });

  it('the store: the first reservation card’s picture; pre-check-in (no picture on its screen): none', async () => {
    expect(await imagePreloads('/tourist/store', guest)).toHaveLength(1);
    expect(await imagePreloads('/tourist/trips/DEMO-UPCOMING', guest)).toEqual([]);
  });

  it('a reservation’s store: the first item card’s picture, as the API orders the grid; none for another guest’s', async () => {
    const items = (await call<{ item: { image: string | null } }[]>(s, 'GET', '/api/tourist/reservations/{code}/store-items', { token: guest, params: { code: 'DEMO-CURRENT' } })).body;
    expect(items[0]!.item.image).toMatch(/\.webp$/);
    expect((await imagePreloads('/tourist/store/reservation/DEMO-CURRENT', guest)).map(asPage)).toEqual([asPage(items[0]!.item.image!)]);
    expect(await imagePreloads('/tourist/store/reservation/DEMO-OTHER', guest)).toEqual([]);
    expect(await imagePreloads('/tourist/store/reservation/DEMO-CURRENT', alpine)).toEqual([]);
    expect(await imagePreloads('/tourist/store/reservation/DEMO-CURRENT')).toEqual([]);
  });

  it('right after a sign-in (the list may hand over to a pre-check-in at once) nothing is promised', async () => {
    expect(await imagePreloads('/tourist/trips?afterLogin=1', guest)).toEqual([]);
  });
});
