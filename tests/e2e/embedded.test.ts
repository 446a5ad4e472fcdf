// Embedded: `<guest-portal>` in a rental company's page on another origin
// (api-base → the API), memory routing. The core journey — log in, see the trips list, open a done
// trip's info — in both auth modes: cookie (credentialed CORS, SameSite=Lax on http, same site) and
// token (bearer in memory: no cookie at all).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostHtml, startStack, type Stack } from './harness';
import { GUEST, inEl, offlineContext, waitForRoute, waitForText, watchErrors } from './helpers/portal';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

type LoginDetail = { userId: string; token?: string | null };

function hostPage(mode: 'cookie' | 'token'): string {
  return stack.page(`/rentals/${mode}.html`, {
    html: hostHtml(
      `<header><h1>Sunny Coast Rentals</h1></header>
       <main><guest-portal api-base="${stack.api}" auth="${mode}" locale="en" initial-path="/tourist/login"></guest-portal></main>`,
    ),
  });
}

/** Records the gp-login events the element fires on the host page. */
async function recordLogins(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __logins: unknown[] };
    w.__logins = [];
    document.addEventListener('gp-login', (e) => w.__logins.push((e as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { __logins: LoginDetail[] }).__logins);
}

/** Log in through the element, see the trips list, open DEMO-DONE's info with its codes. */
async function coreJourney(page: Page) {
  await waitForRoute(page, 'login');
  await inEl(page, 'input[name="email"]').fill(GUEST.email);
  await inEl(page, 'input[name="password"]').fill(GUEST.password);
  await inEl(page, 'form button[type="submit"]').click();
  // afterLogin: the first upcoming trip whose pre-check-in is not Done.
  await waitForRoute(page, 'pre-check-in');

  await inEl(page, '[role="tab"]').filter({ hasText: 'My Trips' }).click();
  await waitForRoute(page, 'tourist-trips');
  await inEl(page, 'li.gp-trip[data-code="DEMO-DONE"]').waitFor();
  expect(await inEl(page, 'li.gp-trip').count()).toBe(17);

  await inEl(page, 'li.gp-trip[data-code="DEMO-DONE"] a.gp-trip__link').click();
  await waitForRoute(page, 'reservation-info');
  await waitForText(page, 'Ocean View Villa');
  const codes = await inEl(page, '.gp-codes').innerText();
  expect(codes).toContain('2580');
  expect(codes).toContain('OceanView-Guest');
}

describe('<guest-portal> embedded on another origin', () => {
  it('cookie mode: logs in, lists the trips and opens a done trip’s info; the host URL is untouched', async () => {
    const url = hostPage('cookie');
    const context = await offlineContext(stack.browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const logins = await recordLogins(page);
    const authHeaders: string[] = [];
    page.on('request', (r) => r.url().startsWith(`${stack.api}/api/`) && r.headers().authorization && authHeaders.push(r.url()));
    await page.goto(url);

    await coreJourney(page);

    expect(page.url()).toBe(url);
    const events = await logins();
    expect(events).toHaveLength(1);
    expect(events[0]!.userId).toBe('1');
    expect(events[0]!.token).toBeUndefined();
    // The session is the API's cookie (host-only on the API host; sent cross-port because it is the same site).
    const cookies = await context.cookies(stack.api);
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.every((c) => c.httpOnly)).toBe(true);
    expect(authHeaders).toEqual([]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('token mode: no cookie is stored or needed; gp-login carries the bearer token the requests use', async () => {
    const url = hostPage('token');
    const context = await offlineContext(stack.browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const logins = await recordLogins(page);
    const bearer: { url: string; auth: string | undefined; cookie: string | undefined }[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${stack.api}/api/`)) bearer.push({ url: r.url(), auth: r.headers().authorization, cookie: r.headers().cookie });
    });
    await page.goto(url);

    await coreJourney(page);

    expect(page.url()).toBe(url);
    const events = await logins();
    expect(events).toHaveLength(1);
    const token = events[0]!.token;
    expect(typeof token).toBe('string');
    expect(token!.length).toBeGreaterThan(10);
    expect(await context.cookies()).toEqual([]);
    // Every guest request after the login carries the token, none a cookie.
    const loginAt = bearer.findIndex((b) => b.url.endsWith('/api/login-portal'));
    expect(loginAt).toBeGreaterThanOrEqual(0);
    const signedIn = bearer.slice(loginAt + 1).filter((b) => /\/api\/tourist(-data|\/reservations|\/user)/.test(b.url));
    expect(signedIn.length).toBeGreaterThan(0);
    for (const b of signedIn) {
      expect(b.auth, b.url).toBe(`Bearer ${token}`);
      expect(b.cookie, b.url).toBeUndefined();
    }
    // The token is kept in memory only: not in an attribute, nor in web storage.
    const leaks = await page.evaluate(
      (t) => [document.querySelector('guest-portal')!.outerHTML.includes(t), JSON.stringify({ ...localStorage }).includes(t), JSON.stringify({ ...sessionStorage }).includes(t)],
      token!,
    );
    expect(leaks).toEqual([false, false, false]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
