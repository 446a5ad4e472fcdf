// The example site's gate-code lookup and survey rendered on the site's own server (issue 20, a rental
// company's server), signed out as a guest opens them from a message: with JavaScript off the page shows
// the form; with it on the element hydrates it without asking the API again, without a hydration warning,
// an error or a CSP violation, nothing moves, and the form works.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteHandler } from '../../demo/site/server.mjs';
import { DIST } from './harness';
import { PHONE, watchedPage } from './helpers/watched-page';
import { withGuestAndVisitor } from './helpers/stack';

const env = withGuestAndVisitor();
beforeAll(() => {
  env.stack.handle(siteHandler({ distDir: DIST, apiBase: () => env.stack.api, portalUrl: () => env.stack.api }));
});

interface Case {
  page: string;
  tag: string;
  /** The first screen's route, once the element has hydrated. */
  route: string;
  /** What the page shows first (in the shadow root). */
  text: string[];
  /** The API answers and the catalogue embedded in the page. */
  embedded: RegExp;
  /** A use of the hydrated form, and what it shows then. */
  use(page: Page): Promise<void>;
}

const CASES: Case[] = [
  {
    page: 'gate.html',
    tag: 'gate-code-lookup',
    route: 'hotel-lookup',
    text: ['Welcome!', 'Get Gate Code'],
    embedded: /^\/api\/config$|\/locales\/en_gate-code-lookup/,
    // Sent empty: the form's own check answers, in the hydrated form.
    async use(page) {
      await page.locator('gate-code-lookup button[type="submit"]').click();
      await page.locator('gate-code-lookup .gp-field__error', { hasText: /\S/ }).first().waitFor();
    },
  },
  {
    page: 'feedback.html',
    tag: 'guest-survey',
    route: 'survey',
    text: ['How was your stay?', 'Send my feedback'],
    embedded: /^\/api\/config$|^\/api\/reservations\/DEMO-PAST\/basic$|\/locales\/en_guest-survey/,
    async use(page) {
      const great = page.getByRole('radiogroup', { name: 'Cleaning' }).getByRole('radio', { name: 'Great' });
      await great.click();
      await expect.poll(() => great.getAttribute('aria-checked')).toBe('true');
    },
  },
];

/** The screen's text and the box of its first heading: what the guest reads first. */
const firstPaint = (page: Page, tag: string) =>
  page.evaluate((t) => {
    const root = document.querySelector(t)!.shadowRoot!;
    const r = root.querySelector('h1, h2')?.getBoundingClientRect();
    return { text: root.querySelector('.gp-root')?.textContent ?? '', heading: r ? [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)] : null };
  }, tag);

describe.each(CASES)("example site: <$tag> rendered on the site's server", (c) => {
  const url = () => `${env.stack.site}/${c.page}`;

  it('shows the form with JavaScript disabled, its style nonce’d and the page kept private', async () => {
    const context = await env.stack.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    const response = (await page.goto(url()))!;
    const html = await response.text();
    expect(html).toContain('<template shadowrootmode="open">');
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const paint = await firstPaint(page, c.tag);
    for (const text of c.text) expect(paint.text).toContain(text);
    expect(paint.heading?.[3]).toBeGreaterThan(0);
    await context.close();
  });

  it('hydrates: no request for the embedded data, no date formatter, no hydration warning, no error, no CSP violation, nothing moves; the form works', async () => {
    const still = await env.stack.browser.newContext({ javaScriptEnabled: false });
    const server = await still.newPage();
    await server.setViewportSize(PHONE);
    await server.goto(url());
    const serverPaint = await firstPaint(server, c.tag);
    await still.close();

    const context = await env.stack.browser.newContext();
    // The page's first date formatter costs tens of milliseconds on a phone; the server's texts come seeded.
    await context.addInitScript(() => {
      const w = window as unknown as { __formatters: number };
      w.__formatters = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          w.__formatters += 1;
          return new target(...args);
        },
      });
    });
    const { page, hydration, errors, requests, seen } = await watchedPage(context);
    await page.goto(url());
    await page.waitForFunction((t) => !!document.querySelector(t)?.shadowRoot?.querySelector('.gp-root[data-route]'), c.tag);
    await page.waitForLoadState('networkidle');
    // Hydrated in place: React's root is still the server's wrapper (a render anew would have replaced it).
    const inPlace = await page.evaluate((t) => {
      const root = document.querySelector(t)!.shadowRoot!;
      return root.querySelector('[data-gp-hydrate] > .gp-root[data-route]')?.getAttribute('data-route') ?? null;
    }, c.tag);
    expect(inPlace).toBe(c.route);
    expect(requests.filter((p) => c.embedded.test(p))).toEqual([]);
    expect(hydration).toEqual([]);
    expect(errors).toEqual([]);
    expect(await seen()).toEqual({ csp: [], shift: 0 });
    expect(await firstPaint(page, c.tag)).toEqual(serverPaint);
    expect(await page.evaluate(() => (window as unknown as { __formatters: number }).__formatters)).toBe(0);
    await c.use(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a server-rendered lookup sent before the code ran', () => {
  /** The page with the script URLs matching `held` kept back until `release()`, and its navigations. */
  async function pageHolding(held: string) {
    const context = await env.stack.browser.newContext();
    const { page, errors } = await watchedPage(context);
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    await page.route(held, async (route) => {
      await holding;
      await route.continue();
    });
    const sent: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && sent.push(`${r.method()} ${r.url()}`));
    return { context, page, errors, release, sent, url: `${env.stack.site}/gate.html` };
  }

  const field = (page: Page, name: string) => page.locator(`gate-code-lookup input[name="${name}"]`);

  it('while the loader waits for the code: held, then sent by the code as typed once it has hydrated, never posted', async () => {
    const { context, page, errors, release, sent, url } = await pageHolding('**/sdk/chunks/react-*.js');
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => 'GuestPortalElements' in window);
    await field(page, 'confirmationCode').fill('DEMO-CURRENT');
    await field(page, 'lastName').fill('Wrong');
    await field(page, 'lastName').press('Enter');
    release();
    await page.locator('gate-code-lookup', { hasText: 'The confirmation code or last name does not match our records.' }).waitFor();
    expect(await field(page, 'lastName').inputValue()).toBe('Wrong');
    expect(sent).toEqual([`GET ${url}`]);
    // The mismatch is a 404 by contract; Chromium logs every failed resource, nothing else may fail.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });

  it('without the SDK at all: posted to the page, which sends the browser back to it; the last name never enters the address, and the page then works', async () => {
    const { context, page, errors, release, sent, url } = await pageHolding('**/sdk/**/*.js');
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await field(page, 'confirmationCode').fill('DEMO-CURRENT');
    await field(page, 'lastName').fill('Guestname');
    await Promise.all([page.waitForURL(url, { waitUntil: 'commit' }), field(page, 'lastName').press('Enter')]);
    await page.waitForLoadState('domcontentloaded');
    expect(sent).toEqual([`GET ${url}`, `POST ${url}`, `GET ${url}`]);
    expect(sent.join(' ')).not.toMatch(/Guestname|DEMO-CURRENT/);
    release();
    // Back on the page, the code runs: the form checks what it is sent.
    await page.waitForFunction(() => !!customElements.get('gate-code-lookup'));
    await page.locator('gate-code-lookup button[type="submit"]').click();
    await page.locator('gate-code-lookup .gp-field__error', { hasText: /\S/ }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a server-rendered survey on a phone', () => {
  it('keeps the locale switcher in place when the logo arrives after the first paint', async () => {
    const context = await env.stack.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/logo-*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${env.stack.site}/feedback.html`, { waitUntil: 'domcontentloaded' });
    // The page's own stylesheets in (the page is parsed before they may be): only the logo is still to come.
    await expect.poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => !!link.sheet))).toBe(true);
    const box = () =>
      page.evaluate(() => {
        const root = document.querySelector('guest-survey')!.shadowRoot!;
        const r = root.querySelector('select')!.getBoundingClientRect();
        const logo = root.querySelector('img')!;
        return { select: [Math.round(r.left), Math.round(r.right)], logo: logo.complete && logo.naturalWidth > 0 };
      });
    const before = await box();
    expect(before.logo).toBe(false);
    release();
    await expect.poll(async () => (await box()).logo).toBe(true);
    const after = await box();
    expect(after.logo).toBe(true);
    expect(after.select).toEqual(before.select);
    // Inside the page: the switcher's right edge is within the viewport.
    expect(after.select[1]).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
