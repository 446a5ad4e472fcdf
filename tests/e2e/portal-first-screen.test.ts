// The hosted portal's first screen comes with the HTML (issue 20): rendered by the server into declarative
// shadow DOM, readable with JavaScript off, and hydrated with JavaScript on — without asking again for the
// data the page embeds, without a hydration warning or a CSP violation, every box where the server put it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdSdkBack, waitForClaimed, waitForRoute } from './helpers/portal';
import { withGuestAndVisitor } from './helpers/stack';
import { PHONE, shadowSheets, watchedPage } from './helpers/watched-page';

const env = withGuestAndVisitor();

const PAGES = [
  { path: '/tourist/login', route: 'login', heading: 'Portal login' },
  { path: '/tourist/login?view=forgot', route: 'login', heading: 'Forgot Password' },
  { path: '/tourist/signup', route: 'signup', heading: 'Portal sign-up' },
];

/** What a guest sees first: the heading's text, box and colours, and the primary button's. */
function firstPaint(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('guest-portal')!.shadowRoot!;
    const h1 = root.querySelector('h1')!;
    const button = root.querySelector<HTMLElement>('.gp-button--primary')!;
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
    };
    return {
      heading: h1.textContent,
      headingBox: box(h1),
      buttonBox: box(button),
      buttonColour: getComputedStyle(button).backgroundColor,
      background: getComputedStyle(root.querySelector('.gp-shell')!).backgroundColor,
    };
  });
}


/** A page whose SDK scripts wait until `release()`: the guest meets the server's markup while the page is not yet live. */
async function withSdkHeldBack(options?: Parameters<typeof holdSdkBack>[1]) {
  const context = await env.stack.browser.newContext({ serviceWorkers: 'block' });
  const watched = await watchedPage(context);
  return { context, ...watched, release: await holdSdkBack(watched.page, options) };
}

describe('hosted portal: first screen from the server', () => {
  for (const { path, route, heading } of PAGES) {
    it(`${path}: shows its screen, styled, with JavaScript disabled`, async () => {
      const context = await env.stack.browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.setViewportSize(PHONE);
      const html = await (await page.goto(`${env.stack.api}${path}`))!.text();
      expect(html).toContain('<template shadowrootmode="open">');
      const paint = await firstPaint(page);
      expect(paint.heading).toBe(heading);
      expect(paint.headingBox[3]).toBeGreaterThan(0);
      // Styled by the shadow root's own sheet: the brand colour, not the browser's grey button.
      expect(paint.buttonColour).not.toBe('rgb(239, 239, 239)');
      expect(paint.buttonColour).not.toBe('rgba(0, 0, 0, 0)');
      await context.close();
    });

    it(`${path}: hydrates with no second request for the embedded data, no hydration warning, no CSP violation, the same paint`, async () => {
      const still = await env.stack.browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
      const server = await still.newPage();
      await server.setViewportSize(PHONE);
      await server.goto(`${env.stack.api}${path}`);
      const serverPaint = await firstPaint(server);
      await still.close();

      const context = await env.stack.browser.newContext({ serviceWorkers: 'block' });
      const { page, hydration, errors } = await watchedPage(context);
      const embedded: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname === '/api/config' || /\/locales\/en-[^/]+\.js$/.test(url.pathname)) embedded.push(url.pathname);
      });
      await page.goto(`${env.stack.api}${path}`);
      await waitForRoute(page, route);
      await page.waitForLoadState('networkidle');
      // Hydrated in place: React's root is still the server's wrapper (a render anew would have replaced it).
      const inPlace = await page.evaluate(() => {
        const root = document.querySelector('guest-portal')!.shadowRoot!;
        return root.querySelector('[data-gp-hydrate] > .gp-root[data-route]')?.parentElement?.parentNode === root;
      });
      expect(inPlace).toBe(true);
      expect(embedded).toEqual([]);
      expect(hydration).toEqual([]);
      expect(errors).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
      expect(await firstPaint(page)).toEqual(serverPaint);
      await context.close();
    });
  }

  it('the hydrated screen works: the guest types, switches to sign-up and back without reloading', async () => {
    const context = await env.stack.browser.newContext({ serviceWorkers: 'block' });
    const { page, errors } = await watchedPage(context);
    await page.goto(`${env.stack.api}/tourist/login`);
    await waitForRoute(page, 'login');
    await page.locator('guest-portal input[name="email"]').fill('someone@example.com');
    await page.locator('guest-portal button[type="submit"]').click();
    // Validation runs in the hydrated form: the empty password is reported, the e-mail kept.
    await page.locator('guest-portal .gp-field__error').filter({ hasText: /\S/ }).first().waitFor();
    expect(await page.locator('guest-portal input[name="email"]').inputValue()).toBe('someone@example.com');
    const submitLook = () =>
      page.locator('guest-portal button[type="submit"]').evaluate((b) => {
        const style = getComputedStyle(b);
        return `${style.backgroundColor} ${style.color} ${style.borderRadius} ${style.minHeight}`;
      });
    const servedLook = await submitLook();
    await page.locator('guest-portal a[href="/tourist/signup"]').click();
    await waitForRoute(page, 'signup');
    // Sign-up's sheets are the sign-in's: the server's <style> still serves them, and the button looks the same.
    expect(await shadowSheets(page, 'guest-portal')).toEqual({ style: 1, adopted: 0 });
    expect(await submitLook()).toBe(servedLook);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('what the guest types before the code has run is kept and sent: the sign-in goes through', async () => {
    const { context, page, errors, release } = await withSdkHeldBack();
    await page.goto(`${env.stack.api}/tourist/login`, { waitUntil: 'commit' });
    const email = page.locator('guest-portal input[name="email"]');
    const password = page.locator('guest-portal input[name="password"]');
    await email.fill('guest@demo.test');
    await password.fill('Guest#2026');
    release();
    await waitForRoute(page, 'login');
    // Hydrated: React has claimed the form; its state holds what was typed, so the sign-in sends it.
    await waitForClaimed(page, 'input[name="email"]');
    expect(await email.inputValue()).toBe('guest@demo.test');
    const primary = () => page.locator('guest-portal').evaluate((el) => getComputedStyle(el).getPropertyValue('--_primary'));
    const served = await primary();
    expect(served).not.toBe('');
    await page.locator('guest-portal button[type="submit"]').click();
    await waitForRoute(page, 'tourist-trips');
    // The signed-in screens' sheets: the element adopts every sheet in place of the server's <style>, and
    // what the <style> held still applies (the base sheet's colour on the host).
    await expect.poll(async () => (await shadowSheets(page, 'guest-portal')).style).toBe(0);
    expect((await shadowSheets(page, 'guest-portal')).adopted).toBeGreaterThan(0);
    expect(await primary()).toBe(served);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a sign-in tapped while the code is on its way is sent once it has hydrated: no post to the page, nothing typed lost', async () => {
    const { context, page, errors, release } = await withSdkHeldBack({ loaderRuns: true });
    const navigations: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) navigations.push(`${r.method()} ${r.url()}`);
    });
    await page.goto(`${env.stack.api}/tourist/login`, { waitUntil: 'commit' });
    await page.waitForFunction(() => 'GuestPortalElements' in window);
    await page.locator('guest-portal input[name="email"]').fill('guest@demo.test');
    await page.locator('guest-portal input[name="password"]').fill('Guest#2026');
    await page.locator('guest-portal button[type="submit"]').click();
    // Held, not posted: the page stays, the server's markup too.
    expect(await page.locator('guest-portal h1').innerText()).toBe('Portal login');
    release();
    await expect.poll(() => page.locator('guest-portal .gp-root').getAttribute('data-route'), { timeout: 15_000 }).not.toBe('login');
    expect(navigations.filter((n) => n.startsWith('POST '))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"Forgot password?" tapped while the code is on its way opens its form once the code has hydrated', async () => {
    const { context, page, errors, release } = await withSdkHeldBack({ loaderRuns: true });
    await page.goto(`${env.stack.api}/tourist/login`, { waitUntil: 'commit' });
    await page.waitForFunction(() => 'GuestPortalElements' in window);
    const forgot = page.locator('guest-portal .gp-auth__linkbutton');
    await forgot.click();
    expect(await page.locator('guest-portal h1').innerText()).toBe('Portal login');
    // Taken, and shown to be: the button is busy (dimmed, and so announced) until the code answers it.
    expect(await forgot.getAttribute('aria-busy')).toBe('true');
    expect(await forgot.evaluate((el) => getComputedStyle(el).opacity)).toBe('0.7');
    release();
    await page.locator('guest-portal h1', { hasText: 'Forgot Password' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a sign-in submitted before the code has run never puts the password in the address, and the page comes back', async () => {
    const { context, page, release } = await withSdkHeldBack();
    const addresses: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) addresses.push(`${r.method()} ${r.url()}`);
    });
    await page.goto(`${env.stack.api}/tourist/login`, { waitUntil: 'commit' });
    await page.locator('guest-portal input[name="email"]').fill('guest@demo.test');
    await page.locator('guest-portal input[name="password"]').fill('Guest#2026');
    await Promise.all([page.waitForURL(/\/tourist\/login$/, { waitUntil: 'commit' }), page.locator('guest-portal button[type="submit"]').click()]);
    release();
    await waitForRoute(page, 'login');
    expect(addresses.some((a) => a.startsWith('POST ') && a.endsWith('/tourist/login'))).toBe(true);
    expect(addresses.join('\n')).not.toContain('Guest');
    expect(page.url()).not.toContain('password');
    await context.close();
  });

  it('a language chosen earlier on this phone wins: the element renders anew in it, without a hydration error', async () => {
    const context = await env.stack.browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript(() => localStorage.setItem('gp-locale', 'fr'));
    const { page, hydration, errors } = await watchedPage(context);
    await page.goto(`${env.stack.api}/tourist/login`);
    await waitForRoute(page, 'login');
    await page.locator('guest-portal h1', { hasText: 'Connexion au portail' }).waitFor();
    expect(hydration).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("serves the service worker's shell (X-Portal-Shell: 1) without server markup; the browser renders it as before", async () => {
    const context = await env.stack.browser.newContext({ serviceWorkers: 'block', extraHTTPHeaders: { 'X-Portal-Shell': '1' } });
    const { page, errors } = await watchedPage(context);
    const html = await (await page.goto(`${env.stack.api}/tourist/login`))!.text();
    expect(html).not.toContain('shadowrootmode');
    await waitForRoute(page, 'login');
    expect((await firstPaint(page)).heading).toBe('Portal login');
    expect(errors).toEqual([]);
    await context.close();
  });
});
