import type { BrowserContext, Page } from 'playwright-core';

/** The phone the server-render tests look through. */
export const PHONE = { width: 390, height: 844 };

/**
 * A phone-sized page that records CSP violations (`window.__csp`), console messages about hydration and
 * every error: what a server-rendered page must hydrate without.
 */
export async function watchedPage(context: BrowserContext): Promise<{ page: Page; hydration: string[]; errors: string[] }> {
  const page = await context.newPage();
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const hydration: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => {
    if (/hydrat/i.test(m.text())) hydration.push(m.text());
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, hydration, errors };
}
