// Shared helpers of the Chromium tests: routes, shadow-root text, sign-in.
import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import { answerMapTilesLocally } from './map-tiles';

export const GUEST = { email: 'guest@demo.test', password: 'Guest#2026' } as const;
/** The 15 catalogue locales of the SDK. */
export const LOCALES = ['es', 'en', 'gb', 'he', 'ru', 'fr', 'el', 'ge', 'it', 'ar', 'ar-SA', 'zh-Hans', 'pl', 'pt', 'sv'] as const;
/** A raw `namespace:key.path` left in the UI by a missing translation. */
export const RAW_KEY = /\b[a-z]+:[a-zA-Z]+\.[a-zA-Z.]+\b/;
const TIMEOUT = 20_000;

/** A locator inside the element's (open) shadow root: Playwright's CSS engine pierces it. */
export function inEl(page: Page, css: string, tag = 'guest-portal'): Locator {
  return page.locator(`${tag} ${css}`);
}

/** The route the element shows (`data-route` of its `.gp-root`), or null before it rendered. */
export function routeOf(page: Page, tag = 'guest-portal'): Promise<string | null> {
  return page.evaluate((t) => document.querySelector(t)?.shadowRoot?.querySelector('.gp-root')?.getAttribute('data-route') ?? null, tag);
}

/** Waits until the element shows route `name`. */
export async function waitForRoute(page: Page, name: string, tag = 'guest-portal'): Promise<void> {
  await page
    .waitForFunction(([t, n]) => document.querySelector(t!)?.shadowRoot?.querySelector('.gp-root')?.getAttribute('data-route') === n, [tag, name], { timeout: TIMEOUT })
    .catch(async (e: unknown) => {
      const said = (await shadowText(page, tag).catch(() => '')).replace(/\s+/g, ' ').slice(0, 600);
      throw new Error(`route ${name} expected, element shows ${await routeOf(page, tag)} at ${page.url()} ("${said}"): ${String(e)}`);
    });
}

/**
 * Waits until React has claimed every element matching `css` in the element's shadow root (at least one):
 * a server-rendered screen shows before its code runs, and a click on it does nothing until then.
 */
export async function waitForClaimed(page: Page, css: string, tag = 'guest-portal'): Promise<void> {
  await page.waitForFunction(
    ([t, c]) => {
      const found = [...(document.querySelector(t!)?.shadowRoot?.querySelectorAll(c!) ?? [])];
      return found.length > 0 && found.every((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));
    },
    [tag, css],
    { timeout: TIMEOUT },
  );
}

/** The loader's address, with or without the build's version segment (`/sdk/v/<build>/`). */
const LOADER = /^\/sdk\/(?:v\/[^/]+\/)?guest-portal\.js$/;

/**
 * Holds the page's SDK scripts until `release()`: the guest meets the server's markup while the page is
 * not yet live. `loaderRuns` lets the loader (the one pasted file) through: the page is then waiting for
 * the element's code, not for the SDK.
 */
export async function holdSdkBack(page: Page, { loaderRuns = false } = {}): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/sdk\/.*\.js$/, async (route) => {
    if (!loaderRuns || !LOADER.test(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  return release;
}

/** The visible text of the element's shadow root (what a guest reads, including text in open dialogs). */
export function shadowText(page: Page, tag = 'guest-portal'): Promise<string> {
  return page.evaluate((t) => {
    const root = document.querySelector(t)?.shadowRoot;
    return root ? ((root.querySelector('.gp-root') as HTMLElement | null)?.innerText ?? '') : '';
  }, tag);
}

/** Waits until the shadow root's text contains `text`. */
export async function waitForText(page: Page, text: string, tag = 'guest-portal'): Promise<void> {
  await page
    .waitForFunction(([t, s]) => ((document.querySelector(t!)?.shadowRoot?.querySelector('.gp-root') as HTMLElement | null)?.innerText ?? '').includes(s!), [tag, text], {
      timeout: TIMEOUT,
    })
    .catch(async (e: unknown) => {
      throw new Error(`text "${text}" not shown; the element shows: ${(await shadowText(page, tag)).slice(0, 600)} (${String(e)})`);
    });
}

/** Every text node and user-visible attribute (aria-label, alt, title, placeholder) of the shadow root. */
export function shadowStrings(page: Page, tag = 'guest-portal'): Promise<string[]> {
  return page.evaluate((t) => {
    const root = document.querySelector(t)?.shadowRoot;
    if (!root) return [];
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.nodeType === Node.TEXT_NODE) {
        const s = n.textContent?.trim();
        if (s) out.push(s);
      } else {
        for (const a of ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription', 'aria-valuetext']) {
          const v = (n as Element).getAttribute(a);
          if (v?.trim()) out.push(v.trim());
        }
      }
    }
    return out;
  }, tag);
}

/** Signs the context in with the seeded guest (the session cookie lands in the context's jar). */
export async function apiLogin(request: APIRequestContext, api: string, creds: { email: string; password: string } = GUEST): Promise<void> {
  const res = await request.post(`${api}/api/login-portal`, { data: creds });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
}

/** A browser context signed in as the seeded guest, for tests that are not about the login UI. */
export async function signedInContext(browser: import('playwright-core').Browser, api: string, opts: { locale?: string } = {}): Promise<BrowserContext> {
  const context = await offlineContext(browser, opts);
  await apiLogin(context.request, api);
  return context;
}

/** A context whose map tiles (third-party, online) are answered locally: hermetic tests. */
export async function offlineContext(browser: import('playwright-core').Browser, opts: { locale?: string } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: opts.locale ?? 'en-US' });
  await answerMapTilesLocally(context);
  return context;
}

/** Collects page errors (uncaught exceptions and console errors) of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  // A failed resource names its address, so a failure report says which request it was.
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text().startsWith('Failed to load resource') ? `${m.text()} ${m.location().url}` : m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}
