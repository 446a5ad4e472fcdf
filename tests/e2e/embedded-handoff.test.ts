// Embedded sign-in and the afterLogin landing (issue 13): the example site's <guest-trips> hands the
// guest to the hosted portal's login and gets them back signed in, on the page they started on, in
// their language; without portal-url it signs in inline. A click made while the landing's data loads
// wins over the landing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../demo/site/server.mjs';
import { ROOT, hostHtml, startStack, type Stack } from './harness';
import { GUEST, inEl, offlineContext, waitForRoute, waitForText, watchErrors } from './helpers/portal';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  // The example site's stylesheet, so its pages load cleanly on the harness's host origin.
  stack.page('/site.css', { html: readFileSync(join(ROOT, 'demo/site/site.css'), 'utf8'), headers: { 'Content-Type': 'text/css' } });
});
afterAll(async () => {
  await stack?.close();
});

/** demo/site/trips.html on the host origin (another origin than the API and the hosted portal), with the site's CSP. */
function exampleTripsPage(): string {
  // locale="fr" on the element: the hand-off must carry the element's language to the hosted login.
  const html = readFileSync(join(ROOT, 'demo/site/trips.html'), 'utf8')
    .replaceAll('{{API_BASE}}', stack.api)
    .replaceAll('{{PORTAL_URL}}', stack.api)
    .replace('<guest-trips ', '<guest-trips locale="fr" ');
  return stack.page('/trips.html', { html, headers: { 'Content-Security-Policy': contentSecurityPolicy(stack.api) } });
}

async function signIn(page: Page, tag: string) {
  await inEl(page, 'input[name="email"]', tag).fill(GUEST.email);
  await inEl(page, 'input[name="password"]', tag).fill(GUEST.password);
  await inEl(page, 'form button[type="submit"]', tag).click();
}

describe('embedded sign-in', () => {
  it('example site: Sign in → hosted login (with return_to and the locale) → back on the starting page, signed in; Back shows no login form', async () => {
    const start = exampleTripsPage();
    const context = await offlineContext(stack.browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(start);

    await waitForText(page, 'Veuillez vous connecter pour voir vos voyages.', 'guest-trips');
    await inEl(page, 'button', 'guest-trips').filter({ hasText: 'Se connecter' }).click();

    // On the hosted portal: the way back and the locale travelled with the guest.
    await page.waitForURL((u) => u.origin === stack.api && u.pathname === '/tourist/login');
    const handOff = new URL(page.url());
    expect(handOff.searchParams.get('return_to')).toBe(start);
    expect(handOff.searchParams.get('lng')).toBe('fr');
    await waitForRoute(page, 'login');
    await waitForText(page, 'Connexion au portail');
    await signIn(page, 'guest-portal');

    // Back where the guest started, signed in: the element lists the trips.
    await page.waitForURL(start);
    await inEl(page, 'li.gp-trip[data-code="DEMO-DONE"]', 'guest-trips').waitFor();
    expect(await inEl(page, 'li.gp-trip', 'guest-trips').count()).toBe(17);

    // Browser Back: the page before the hand-off, now signed in — never the login form.
    await page.goBack();
    await page.waitForURL(start);
    await inEl(page, 'li.gp-trip[data-code="DEMO-DONE"]', 'guest-trips').waitFor();
    expect(await page.locator('guest-portal').count()).toBe(0);
    expect(await inEl(page, 'input[name="password"]', 'guest-trips').count()).toBe(0);
    // The session check answers 200 signed out: nothing failed on the way.
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the hosted page drops a return_to the tenant does not list, so the login ends in the portal', async () => {
    const context = await offlineContext(stack.browser);
    const page = await context.newPage();
    await page.goto(`${stack.api}/tourist/login?status=not_authorized&return_to=${encodeURIComponent('https://evil.example/phish')}`);
    await waitForRoute(page, 'login');
    expect(new URL(page.url()).searchParams.has('return_to')).toBe(false);
    await signIn(page, 'guest-portal');
    await waitForRoute(page, 'pre-check-in');
    expect(new URL(page.url()).origin).toBe(stack.api);
    await context.close();
  });

  it('without portal-url, <guest-trips> signs the guest in inline: the host page never changes', async () => {
    const url = stack.page('/inline.html', { html: hostHtml(`<main><h1>Our rentals</h1><guest-trips api-base="${stack.api}" locale="en"></guest-trips></main>`) });
    const context = await offlineContext(stack.browser);
    const page = await context.newPage();
    await page.goto(url);
    await inEl(page, 'button', 'guest-trips').filter({ hasText: 'Sign in' }).click();
    await waitForRoute(page, 'login', 'guest-trips');
    await signIn(page, 'guest-trips');
    await waitForRoute(page, 'tourist-trips', 'guest-trips');
    await inEl(page, 'li.gp-trip[data-code="DEMO-DONE"]', 'guest-trips').waitFor();
    expect(page.url()).toBe(url);
    await context.close();
  });
});

describe('afterLogin landing', () => {
  it('a click on My Trips made while the landing loads wins (the landing does not take the guest to pre-check-in)', async () => {
    const context = await offlineContext(stack.browser);
    const page = await context.newPage();
    // Hold the reservations (the landing's data) until the guest has clicked.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let heldCalls = 0;
    await page.route(/\/api\/tourist\/reservations\/?(\?.*)?$/, async (route) => {
      heldCalls += 1;
      await held;
      await route.continue();
    });
    await page.goto(`${stack.api}/tourist/login`);
    await waitForRoute(page, 'login');
    await signIn(page, 'guest-portal');
    await page.waitForURL((u) => u.pathname === '/tourist/trips' && u.searchParams.get('afterLogin') === '1');
    await inEl(page, '[role="tab"]').filter({ hasText: 'My Trips' }).click();
    await page.waitForURL((u) => u.pathname === '/tourist/trips' && !u.searchParams.has('afterLogin'));
    expect(heldCalls).toBeGreaterThan(0);
    release();

    await inEl(page, 'li.gp-trip[data-code="DEMO-DONE"]').waitFor();
    // The landing's data arrived: it must not move the guest any more, nor on Back to the flagged entry.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(new URL(page.url()).pathname).toBe('/tourist/trips');
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('afterLogin') === '1');
    await inEl(page, 'li.gp-trip[data-code="DEMO-DONE"]').waitFor();
    expect(await inEl(page, '.gp-root').getAttribute('data-route')).toBe('tourist-trips');
    await context.close();
  });

  it('without a click, the landing opens the first upcoming pre-check-in once, and Back does not replay the login', async () => {
    const context = await offlineContext(stack.browser);
    const page = await context.newPage();
    await page.goto(`${stack.api}/tourist/trips`);
    await waitForRoute(page, 'login');
    const loginUrl = page.url();
    await signIn(page, 'guest-portal');
    await waitForRoute(page, 'pre-check-in');
    expect(new URL(page.url()).pathname).toMatch(/^\/tourist\/trips\/DEMO-[A-Z-]+$/);
    await page.goBack().catch(() => undefined);
    expect(page.url()).not.toBe(loginUrl);
    await context.close();
  });
});
