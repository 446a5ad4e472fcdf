// No console error on any hosted page load: the hosted portal's main journeys (sign in through the
// form, the trips list, a trip's info page, sign out, sign-up, an unknown page) are walked in Chromium
// with every console error, uncaught exception and failed request recorded. Expected: only the unknown
// page's own 404. The signed-out session check answers 200 `{ signed_in: false }`
// (`GET /api/tourist/user?session=optional`), so signing out and the sign-in pages log nothing. The
// tenant favicon, which used to be swapped for a 404 /favicons/favicon.ico, is part of every page load.
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness';
import { GUEST, inEl, waitForRoute } from './helpers/portal';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** The unknown page's own 404. */
const EXPECTED = (status: number, url: string): boolean => status === 404 && new URL(url).pathname === '/no-such-page';

/** Console errors (with where they came from), uncaught exceptions and failed requests of a page, minus EXPECTED. */
function record(page: Page): { errors: string[]; failed: string[] } {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const status = /status of (\d{3})/.exec(m.text())?.[1];
    if (status && m.location().url && EXPECTED(Number(status), m.location().url)) return;
    errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  const failed: string[] = [];
  page.on('response', (res: Response) => {
    if (res.status() >= 400 && !EXPECTED(res.status(), res.url())) failed.push(`${res.status()} ${res.url()}`);
  });
  // A navigation cancels the previous page's pending loads (net::ERR_ABORTED): not a failure anyone sees.
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') failed.push(`failed ${req.url()} ${reason}`);
  });
  return { errors, failed };
}

/** A 1×1 transparent PNG: the map tiles (third-party, online) answered locally so the run is hermetic. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Waits until the tenant favicon has been set and fetched. */
async function faviconLoaded(page: Page): Promise<string> {
  await page.waitForFunction(() => document.head.querySelector('link[rel~="icon"]')?.getAttribute('href')?.startsWith('/favicons/'), undefined, { timeout: 20_000 });
  const href = await page.evaluate(() => document.head.querySelector('link[rel~="icon"]')!.getAttribute('href')!);
  const res = await page.request.get(new URL(href, page.url()).href);
  expect(res.status(), href).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  return href;
}

describe('hosted portal: no console error over the main journeys', () => {
  it('login → trips → info → sign out → trips signed out → sign-up → unknown page', async () => {
    const context = await stack.browser.newContext({ locale: 'en-US' });
    await context.route(/^https:\/\/[^/]*tile\.openstreetmap\.org\//, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
    const page = await context.newPage();
    const { errors, failed } = record(page);

    await page.goto(`${stack.api}/tourist/login`);
    await waitForRoute(page, 'login');
    await inEl(page, 'input[name="email"]').fill(GUEST.email);
    await inEl(page, 'input[name="password"]').fill(GUEST.password);
    await inEl(page, 'form button[type="submit"]').click();
    await page.waitForFunction(() => {
      const r = document.querySelector('guest-portal')?.shadowRoot?.querySelector('.gp-root')?.getAttribute('data-route');
      return r === 'pre-check-in' || r === 'tourist-trips' || r === 'reservation-info';
    });
    expect(await faviconLoaded(page)).toBe('/favicons/favicon.ico');

    await page.goto(`${stack.api}/tourist/trips`);
    await waitForRoute(page, 'tourist-trips');
    await inEl(page, 'li.gp-trip').first().waitFor();
    await page.waitForLoadState('networkidle');

    await page.goto(`${stack.api}/tourist/trips/DEMO-CURRENT/info`);
    await waitForRoute(page, 'reservation-info');
    await inEl(page, '.gp-codes').waitFor();
    await page.waitForLoadState('networkidle');

    await inEl(page, '.gp-user-menu .gp-menu__button').click();
    await inEl(page, '[role="menuitem"]').last().click();
    await waitForRoute(page, 'login');
    // Signed out, a signed-in page sends the guest to the login page without a failed request.
    await page.goto(`${stack.api}/tourist/trips`);
    await waitForRoute(page, 'login');
    await page.waitForLoadState('networkidle');
    await page.goto(`${stack.api}/tourist/signup`);
    await waitForRoute(page, 'signup');
    await page.waitForLoadState('networkidle');

    await page.goto(`${stack.api}/no-such-page`);
    await waitForRoute(page, 'not-found');
    await inEl(page, 'h1').first().waitFor();
    await page.waitForLoadState('networkidle');

    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
    await context.close();
  });
});
