// The hosted portal's signed-in first screens come with the HTML (issue 20): the trips list, a
// reservation's information, its pre-check-in, the Store tab, a reservation's store and the purchase history, rendered by the server with the guest's own data into declarative shadow DOM,
// readable with JavaScript off, hydrated with JavaScript on without asking again for the data the page
// embeds, without a hydration warning or a CSP violation; never cached, never in the service worker's
// shell; and a guest the server cannot render for (signed out, not their reservation) gets the browser's
// render, which does what it always did.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, holdSdkBack, waitForClaimed, waitForRoute } from './helpers/portal';
import { withGuestAndVisitor } from './helpers/stack';
import { PHONE, watchedPage } from './helpers/watched-page';
import { answerMapTilesLocally } from './helpers/map-tiles';

const env = withGuestAndVisitor();

/** The GETs whose answers the page embeds, by route (a request for one of them after the page loaded is a second one). */
const PAGES = [
  {
    path: '/tourist/trips',
    route: 'tourist-trips',
    heading: 'My Trips',
    embedded: ['/api/config', '/api/tourist/user', '/api/tourist/reservations/'],
    facts: ['DEMO-CURRENT', 'DEMO-PAST', 'DEMO-UPCOMING'],
  },
  {
    path: '/tourist/trips/DEMO-CURRENT/info',
    route: 'reservation-info',
    heading: 'Ocean View Villa',
    embedded: ['/api/config', '/api/tourist/user', '/api/tourist/reservations/', '/api/tourist-data/DEMO-CURRENT', '/api/tourist/reservations/DEMO-CURRENT/check-in', '/api/tourist/reservations/DEMO-CURRENT/store-items'],
    facts: ['2580', 'OceanView-Guest', 'sunny-days-2026'],
  },
  {
    path: '/tourist/trips/DEMO-UPCOMING',
    route: 'pre-check-in',
    heading: 'Pre-check-in',
    embedded: [
      '/api/config',
      '/api/tourist/user',
      '/api/tourist/reservations/',
      '/api/tourist/reservations/DEMO-UPCOMING/check-in',
      '/api/tourist-data/DEMO-UPCOMING',
      '/api/tourist/reservations/DEMO-UPCOMING/store-items',
    ],
    facts: ['Guests info', 'Local time at the property', 'Requested check-in time', 'Next'],
  },
  {
    path: '/tourist/store/reservation/DEMO-CURRENT',
    route: 'tourist-store',
    heading: 'Vacation Addons',
    embedded: ['/api/config', '/api/tourist/user', '/api/tourist/reservations/', '/api/tourist/reservations/DEMO-CURRENT/store-items'],
    facts: ['Ocean View Villa', 'Early Check-in', 'Late Check-out'],
  },
  {
    path: '/tourist/store/history',
    route: 'purchase-history',
    heading: 'Purchase history',
    embedded: ['/api/config', '/api/tourist/user', '/api/tourist/store-items/history'],
    facts: ['Private Chef Dinner', 'DEMO-CURRENT'],
  },
  {
    path: '/tourist/store',
    route: 'store-main',
    heading: 'Vacation Addons',
    embedded: ['/api/config', '/api/tourist/user', '/api/tourist/reservations/'],
    facts: ['DEMO-CURRENT', 'Confirmation code:'],
  },
];

/** A signed-in context of the seeded guest: the page's cookies are those the API set at sign-in. */
async function guestContext(options: { javaScriptEnabled?: boolean; extraHTTPHeaders?: Record<string, string> } = {}): Promise<BrowserContext> {
  const context = await env.stack.browser.newContext({ serviceWorkers: 'block', ...options });
  await answerMapTilesLocally(context);
  await apiLogin(context.request, env.stack.api);
  return context;
}

/** What the guest sees first: the heading's text and box, the screen's text and the first boxes below it. */
function firstPaint(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('guest-portal')!.shadowRoot!;
    const box = (el: Element | null) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
    };
    const h1 = root.querySelector('h1');
    return {
      heading: h1?.textContent ?? null,
      headingBox: box(h1),
      topBar: box(root.querySelector('.gp-topbar')),
      first: box(root.querySelector('.gp-trip, .gp-info__layout, .gp-store-res, .gp-store-item, .gp-history tr, .gp-wizard')),
      text: (root.querySelector('.gp-main') as HTMLElement | null)?.innerText ?? '',
      codes: [...root.querySelectorAll('li.gp-trip, .gp-store-res')].map((card) => card.getAttribute('data-code')),
    };
  });
}


describe('hosted portal: signed-in first screens from the server', () => {
  for (const { path, route, heading, embedded, facts } of PAGES) {
    it(`${path}: shows the guest's data with JavaScript disabled, in a page no cache keeps`, async () => {
      const context = await guestContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.setViewportSize(PHONE);
      const res = (await page.goto(`${env.stack.api}${path}`))!;
      expect(res.headers()['cache-control']).toBe('private, no-store');
      expect(await res.text()).toContain('<template shadowrootmode="open">');
      const paint = await firstPaint(page);
      expect(paint.heading).toBe(heading);
      expect(paint.headingBox![3]).toBeGreaterThan(0);
      expect(paint.first![3]).toBeGreaterThan(0);
      for (const fact of facts) expect([paint.text, ...paint.codes].join('\n'), fact).toContain(fact);
      await context.close();
    });

    it(`${path}: hydrates with no second request for the embedded data, no hydration warning, no CSP violation, the same paint`, async () => {
      const still = await guestContext({ javaScriptEnabled: false });
      const server = await still.newPage();
      await server.setViewportSize(PHONE);
      await server.goto(`${env.stack.api}${path}`);
      const serverPaint = await firstPaint(server);
      await still.close();

      const context = await guestContext();
      const { page, hydration, errors } = await watchedPage(context);
      // The texts the server formatted come with the page: hydrating builds no date or number formatter
      // (the first one a page builds is a long task on a phone).
      await page.addInitScript(() => {
        const w = window as unknown as { __formatters: string[] };
        w.__formatters = [];
        for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
          const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
          const Counted = function (...args: unknown[]) {
            w.__formatters.push(`${name} ${JSON.stringify(args)}`);
            return new Original(...args);
          };
          Object.assign(Counted, Original);
          Counted.prototype = Original.prototype;
          (Intl as unknown as Record<string, unknown>)[name] = Counted;
        }
      });
      const again: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (embedded.includes(url.pathname) || /\/locales\/en-[^/]+\.js$/.test(url.pathname)) again.push(url.pathname);
      });
      await page.goto(`${env.stack.api}${path}`);
      await waitForRoute(page, route);
      await page.waitForLoadState('networkidle');
      // The screen's own boundaries hydrated too (their lazy chunks are in): React has claimed the server's
      // heading, and a wizard's step title.
      await page.waitForFunction(() => {
        const root = document.querySelector('guest-portal')?.shadowRoot;
        const claimed = (el: Element | null | undefined) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
        return claimed(root?.querySelector('h1')) && [...(root?.querySelectorAll('.gp-wizard__title') ?? [])].every(claimed);
      });
      const inPlace = await page.evaluate(() => {
        const root = document.querySelector('guest-portal')!.shadowRoot!;
        return root.querySelector('[data-gp-hydrate] > .gp-root[data-route]')?.parentElement?.parentNode === root;
      });
      expect(inPlace).toBe(true);
      expect(again).toEqual([]);
      expect(hydration).toEqual([]);
      expect(errors).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
      expect(await firstPaint(page)).toEqual(serverPaint);
      expect(await page.evaluate(() => (window as unknown as { __formatters: string[] }).__formatters)).toEqual([]);
      await context.close();
    });
  }

  it('the hydrated list works: a card opens its reservation without reloading the page', async () => {
    const context = await guestContext();
    const { page, errors } = await watchedPage(context);
    await page.goto(`${env.stack.api}/tourist/trips`);
    await waitForRoute(page, 'tourist-trips');
    // The list hydrates once its chunk is in and the page has painted (a click before that is a plain link:
    // the server renders the next page), in slices: wait until React owns the card links.
    await waitForClaimed(page, 'li.gp-trip a.gp-trip__link');
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.locator('guest-portal li.gp-trip[data-code="DEMO-PAST"] a.gp-trip__link').click();
    await waitForRoute(page, 'reservation-info');
    await page.locator('guest-portal #gp-info-title').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a desktop the top bar shows its tabs and account menu, not the phone's menu button: on the server's page and once hydrated", async () => {
    const bar = (page: Page) =>
      Promise.all(['.gp-topbar__burger', '.gp-topbar__actions', '.gp-topbar__nav'].map((css) => page.locator(`guest-portal ${css}`).isVisible()));
    const still = await guestContext({ javaScriptEnabled: false });
    const server = await still.newPage();
    await server.setViewportSize({ width: 1280, height: 800 });
    await server.goto(`${env.stack.api}/tourist/trips`);
    expect(await bar(server)).toEqual([false, true, true]);
    await still.close();

    const context = await guestContext();
    const { page } = await watchedPage(context);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${env.stack.api}/tourist/trips`);
    await waitForRoute(page, 'tourist-trips');
    await page.waitForLoadState('networkidle');
    expect(await bar(page)).toEqual([false, true, true]);
    // Screens mounted later (another route) adopt their sheets after the shell's: the order holds.
    await page.locator('guest-portal a[href="/tourist/trips/DEMO-CURRENT/info"]').first().click();
    await waitForRoute(page, 'reservation-info');
    await page.locator('guest-portal #gp-info-title').waitFor();
    expect(await bar(page)).toEqual([false, true, true]);
    await context.close();
  });

  it('server HTML (instructions, guidebook, purchases) is sanitised markup in the server\'s page and stays so once hydrated', async () => {
    const path = '/tourist/trips/DEMO-CURRENT/info';
    const htmlOf = (page: Page) =>
      page.evaluate(() => [...document.querySelector('guest-portal')!.shadowRoot!.querySelectorAll('.gp-html')].map((el) => el.innerHTML));
    const still = await guestContext({ javaScriptEnabled: false });
    const server = await still.newPage();
    await server.goto(`${env.stack.api}${path}`);
    const served = await htmlOf(server);
    await still.close();
    expect(served.filter((h) => h.startsWith('<p>')).length).toBeGreaterThan(0);
    for (const html of served) expect(html).not.toMatch(/&lt;|<script|\son\w+=/);

    const context = await guestContext();
    const { page, hydration, errors } = await watchedPage(context);
    await page.goto(`${env.stack.api}${path}`);
    await waitForRoute(page, 'reservation-info');
    await page.waitForLoadState('networkidle');
    expect(await htmlOf(page)).toEqual(served);
    expect(hydration).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the hydrated pre-check-in brings back the draft left on this device, after the server's record, without a warning", async () => {
    const context = await guestContext();
    const { page, hydration, errors } = await watchedPage(context);
    await page.goto(`${env.stack.api}/tourist/trips/DEMO-UPCOMING`);
    await waitForRoute(page, 'pre-check-in');
    const name = page.locator('guest-portal input[name="guests_details.0.full_name"]');
    await waitForClaimed(page, 'input[name="guests_details.0.full_name"]');
    await name.fill('Kept On This Device');
    const html = await (await page.reload())!.text();
    // The server renders the record it has; the device's draft is the browser's to add.
    expect(html).toContain('<template shadowrootmode="open">');
    expect(html).not.toContain('Kept On This Device');
    await waitForRoute(page, 'pre-check-in');
    // The route shows with the server's markup; the device's draft comes with hydration, which a busy
    // machine may take longer than a poll's second to reach.
    await waitForClaimed(page, 'input[name="guests_details.0.full_name"]');
    await expect.poll(() => name.inputValue()).toBe('Kept On This Device');
    await page.locator('guest-portal .gp-wizard', { hasText: 'We brought back what you entered earlier on this device.' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(hydration).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a pre-check-in opened again without typing anything brings nothing back: no notice, nothing moves', async () => {
    const context = await guestContext();
    const { page, hydration, errors } = await watchedPage(context);
    await page.goto(`${env.stack.api}/tourist/trips/DEMO-UPCOMING`);
    await waitForRoute(page, 'pre-check-in');
    // The step fills in the guest counts and the account's details by itself: not the guest's input.
    await waitForClaimed(page, 'input[name="guests_details.0.full_name"]');
    await page.waitForLoadState('networkidle');
    await page.reload();
    // Every shift of the new page's load, the ones before this call too (buffered).
    await page.evaluate(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__shift += (e as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await waitForRoute(page, 'pre-check-in');
    await waitForClaimed(page, 'input[name="guests_details.0.full_name"]');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('guest-portal .gp-wizard', { hasText: 'We brought back what you entered earlier on this device.' }).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.01);
    expect(hydration).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a name typed into the server\'s pre-check-in before its code ran is kept on this device: a reload brings it back', async () => {
    const context = await guestContext();
    const { page, hydration, errors } = await watchedPage(context);
    const release = await holdSdkBack(page);
    await page.goto(`${env.stack.api}/tourist/trips/DEMO-UPCOMING`, { waitUntil: 'commit' });
    const name = page.locator('guest-portal input[name="guests_details.0.full_name"]');
    await name.fill('Typed Before The Code');
    release();
    await waitForRoute(page, 'pre-check-in');
    await waitForClaimed(page, 'input[name="guests_details.0.full_name"]');
    await expect.poll(() => name.inputValue()).toBe('Typed Before The Code');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await waitForRoute(page, 'pre-check-in');
    await waitForClaimed(page, 'input[name="guests_details.0.full_name"]');
    await expect.poll(() => name.inputValue()).toBe('Typed Before The Code');
    await page.locator('guest-portal .gp-wizard', { hasText: 'We brought back what you entered earlier on this device.' }).waitFor();
    expect(hydration).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the pre-check-in renders and hydrates in the guest's Arabic (times, digits and mirroring as the browser writes them)", async () => {
    const context = await guestContext();
    // The guest's own language comes first on both sides: set it for this test, and back after.
    const setLocale = (locale: string) => context.request.put(`${env.stack.api}/api/users/1/locale`, { data: { locale } });
    expect((await setLocale('ar')).ok()).toBe(true);
    try {
      const { page, hydration, errors } = await watchedPage(context);
      const html = await (await page.goto(`${env.stack.api}/tourist/trips/DEMO-UPCOMING`))!.text();
      expect(html).toContain('dir="rtl" lang="ar"');
      expect(html).toContain('class="gp-wizard__title"');
      await waitForRoute(page, 'pre-check-in');
      await page.waitForLoadState('networkidle');
      await waitForClaimed(page, '.gp-wizard__title');
      expect(hydration).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await setLocale('en');
      await context.close();
    }
  });

  it('signed out, the trips list is not rendered on the server: the browser sends the visitor to the sign-in, as before', async () => {
    const context = await env.stack.browser.newContext({ serviceWorkers: 'block' });
    const { page, errors } = await watchedPage(context);
    const html = await (await page.goto(`${env.stack.api}/tourist/trips`))!.text();
    expect(html).not.toContain('shadowrootmode');
    await waitForRoute(page, 'login');
    expect(new URL(page.url()).searchParams.get('status')).toBe('not_authorized');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("another guest's reservation is not rendered on the server (the API refuses it): the browser's render says so", async () => {
    const context = await guestContext();
    const { page } = await watchedPage(context);
    const html = await (await page.goto(`${env.stack.api}/tourist/trips/DEMO-OTHER/info`))!.text();
    expect(html).not.toContain('shadowrootmode');
    expect(html).not.toContain('DEMO-CURRENT');
    // The browser's own render of a reservation the guest may not see: not found, or the start's error.
    await page.locator('guest-portal [part="empty-state"], guest-portal .gp-start-error').first().waitFor();
    expect(await page.locator('guest-portal .gp-codes').count()).toBe(0);
    await context.close();
  });

  it("serves the service worker's shell (X-Portal-Shell: 1) without the guest's markup or data", async () => {
    const context = await guestContext({ extraHTTPHeaders: { 'X-Portal-Shell': '1' } });
    const { page, errors } = await watchedPage(context);
    const res = (await page.goto(`${env.stack.api}/tourist/trips`))!;
    const html = await res.text();
    expect(html).not.toContain('shadowrootmode');
    expect(html).not.toContain('guest@demo.test');
    expect(html).not.toContain('DEMO-CURRENT');
    expect(res.headers()['cache-control']).toBe('no-cache');
    await waitForRoute(page, 'tourist-trips');
    await page.locator('guest-portal li.gp-trip').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
