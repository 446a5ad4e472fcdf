// Layout stability: an embedded element keeps one box from the loader's reservation through its
// loading state to its content, so the host page does not move while it loads. Cumulative Layout
// Shift is measured as the browser reports it (PerformanceObserver 'layout-shift', buffered, entries
// without recent input) on every page of the example site and on a bare host page per element, at a
// phone and a desktop viewport, signed out and signed in. Budget: 0.05.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../demo/site/server.mjs';
import { hostHtml, ROOT } from './harness';
import { withGuestAndVisitor } from './helpers/stack';

const BUDGET = 0.05;
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const SITE_PAGES = ['index', 'trips', 'store', 'gate', 'feedback'] as const;

const env = withGuestAndVisitor();
/** Figures measured, printed at the end for docs/benchmarks.md. */
const figures: string[] = [];

beforeAll(() => {
  const { stack } = env;
  // The example site's pages and stylesheet, served as its server does (same templating, same CSP)
  // from the host origin the API allows.
  const SITE = join(ROOT, 'demo', 'site');
  const headers = { 'Content-Security-Policy': contentSecurityPolicy(stack.api) };
  stack.page('/site.css', { html: readFileSync(join(SITE, 'site.css'), 'utf8'), headers: { ...headers, 'Content-Type': 'text/css; charset=utf-8' } });
  for (const name of SITE_PAGES) {
    const html = readFileSync(join(SITE, `${name}.html`), 'utf8').replaceAll('{{API_BASE}}', stack.api).replaceAll('{{PORTAL_URL}}', stack.api);
    stack.page(`/${name}.html`, { html, headers });
  }
});
afterAll(() => {
  if (figures.length) console.info(`[cls]\n  ${figures.join('\n  ')}`);
});

/** Opens `url`, waits until every element on it rendered its route and the network is quiet, and returns the page's CLS. */
async function measure(context: BrowserContext, url: string, viewport: { width: number; height: number }): Promise<{ cls: number; shifts: string[] }> {
  const page: Page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const nodes = (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.localName : s.node?.nodeName ?? '?')).join(',');
        w.__shifts.push(`${entry.value.toFixed(4)} @${Math.round(entry.startTime)}ms [${nodes}]`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url);
  await page.waitForFunction(
    () => {
      const tags = ['guest-portal', 'guest-trips', 'guest-precheckin', 'guest-store', 'guest-checkout', 'guest-survey', 'gate-code-lookup', 'payment-iframe'];
      const els = [...document.querySelectorAll(tags.join(','))];
      return els.length > 0 && els.every((el) => el.shadowRoot?.querySelector('.gp-root[data-route]') && !el.shadowRoot.querySelector('[aria-busy="true"]'));
    },
    undefined,
    { timeout: 20_000 },
  );
  await page.waitForLoadState('networkidle');
  // Two frames so that the last layout is reported to the observer.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const result = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
  await page.close();
  return result;
}

function check(name: string, result: { cls: number; shifts: string[] }): void {
  figures.push(`${name}: ${result.cls.toFixed(4)}`);
  expect(result.cls, `${name} CLS ${result.cls.toFixed(4)}; shifts: ${result.shifts.join(' | ')}`).toBeLessThan(BUDGET);
}

describe('example site: CLS under 0.05 on every page', () => {
  for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
    for (const signedIn of [false, true]) {
      for (const name of SITE_PAGES) {
        const label = `${name}.html, ${vpName}, ${signedIn ? 'signed in' : 'signed out'}`;
        it(label, async () => {
          check(label, await measure(signedIn ? env.guest : env.visitor, `${env.stack.site}/${name}.html`, viewport));
        });
      }
    }
  }
});

/** One element alone on a host page, with content below it that a shift would move. */
const BARE: Record<string, (api: string) => string> = {
  'guest-portal': (api) => `<guest-portal api-base="${api}" initial-path="/tourist/trips"></guest-portal>`,
  'guest-trips': (api) => `<guest-trips api-base="${api}"></guest-trips>`,
  'guest-precheckin': (api) => `<guest-precheckin api-base="${api}" confirmation-code="DEMO-UPCOMING"></guest-precheckin>`,
  'guest-store': (api) => `<guest-store api-base="${api}" confirmation-code="DEMO-CURRENT"></guest-store>`,
  'guest-checkout': (api) => `<guest-checkout api-base="${api}" confirmation-code="DEMO-CURRENT"></guest-checkout>`,
  'guest-survey': (api) => `<guest-survey api-base="${api}" confirmation-code="DEMO-PAST"></guest-survey>`,
  'gate-code-lookup': (api) => `<gate-code-lookup api-base="${api}" mode="gate-code"></gate-code-lookup>`,
  'payment-iframe': () => `<payment-iframe></payment-iframe>`,
};

describe('bare host page per element: CLS under 0.05', () => {
  for (const [tag, markup] of Object.entries(BARE)) {
    for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
      const label = `<${tag}> alone, ${vpName}, signed in`;
      it(label, async () => {
        const url = env.stack.page(`/cls-${tag}.html`, {
          html: hostHtml(`<main><h1>Host page</h1>${markup(env.stack.api)}<p id="below">Content below the element.</p></main>`, {
            head: '<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/sdk/guest-portal.css">',
          }),
        });
        check(label, await measure(env.guest, url, viewport));
      });
    }
  }
});
