// Layout stability: an embedded element keeps one box from the loader's reservation through its
// loading state to its content, so the host page does not move while it loads. Cumulative Layout
// Shift is measured as the browser reports it (PerformanceObserver 'layout-shift', buffered, entries
// without recent input) on every page of the example site and on a bare host page per element, at a
// phone and a desktop viewport, signed out and signed in. Budget: 0.01 on the example site's pages,
// 0.05 for an element alone on a bare page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../demo/site/server.mjs';
import { hostHtml, ROOT } from './harness';
import { measureLayoutShift as measure } from './helpers/layout-shift';
import { withGuestAndVisitor } from './helpers/stack';

const BUDGET = 0.05;
const SITE_BUDGET = 0.01;
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
// A taller window shows the example pages' footers, which an element growing past its box would push.
const SITE_VIEWPORTS = { ...VIEWPORTS, 'tall desktop': { width: 1280, height: 1024 } } as const;
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

function check(name: string, result: { cls: number; shifts: string[] }, budget = BUDGET): void {
  figures.push(`${name}: ${result.cls.toFixed(4)}`);
  expect(result.cls, `${name} CLS ${result.cls.toFixed(4)}; shifts: ${result.shifts.join(' | ')}`).toBeLessThanOrEqual(budget);
}

describe('example site: CLS at most 0.01 on every page, signed in and out', () => {
  for (const [vpName, viewport] of Object.entries(SITE_VIEWPORTS)) {
    for (const signedIn of [false, true]) {
      for (const name of SITE_PAGES) {
        const label = `${name}.html, ${vpName}, ${signedIn ? 'signed in' : 'signed out'}`;
        it(label, async () => {
          check(label, await measure(signedIn ? env.guest : env.visitor, `${env.stack.site}/${name}.html`, viewport), SITE_BUDGET);
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
