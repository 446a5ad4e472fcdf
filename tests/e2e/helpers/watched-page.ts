import type { BrowserContext, Page } from 'playwright-core';
import { watchErrors } from './portal';

/** The phone the server-render tests look through. */
export const PHONE = { width: 390, height: 844 };

export interface WatchedPage {
  page: Page;
  /** Console messages about hydration. */
  hydration: string[];
  errors: string[];
  /** The path of every request the page made, in order. */
  requests: string[];
  /** The CSP violations and the summed layout shift so far. */
  seen(): Promise<{ csp: string[]; shift: number }>;
}

/**
 * A phone-sized page that records CSP violations (`window.__csp`), layout shifts, console messages about
 * hydration, its requests and every error: what a server-rendered page must hydrate without.
 */
export async function watchedPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[]; __shift: number };
    w.__csp = [];
    w.__shift = 0;
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number }[]) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const errors = watchErrors(page);
  const hydration: string[] = [];
  page.on('console', (m) => /hydrat/i.test(m.text()) && hydration.push(m.text()));
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const seen = () =>
    page.evaluate(() => {
      const w = window as unknown as { __csp: string[]; __shift: number };
      return { csp: w.__csp, shift: w.__shift };
    });
  return { page, hydration, errors, requests, seen };
}

/**
 * The `<style>` elements left in an element's shadow root (a server render's) and the sheets adopted
 * there: whether the server's `<style>` still serves or has handed over (src/styles/css.ts).
 */
export function shadowSheets(page: Page, tag: string): Promise<{ style: number; adopted: number }> {
  return page.evaluate((t) => {
    const root = document.querySelector(t)!.shadowRoot!;
    return { style: [...root.children].filter((c) => c.localName === 'style').length, adopted: root.adoptedStyleSheets.length };
  }, tag);
}
