// axe-core (WCAG 2.0 A/AA, 2.1 AA, 2.2 AA; descending into the open shadow root) on the store, the item
// dialog and the purchase history, in English and Arabic: no serious or critical violation.
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, hostHtml, startStack, type Stack } from './harness';
import { inEl, signedInContext, waitForRoute } from './helpers/portal';
import { itemDialog } from './helpers/store';

const AXE = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

let stack: Stack;
let guest: BrowserContext;
beforeAll(async () => {
  stack = await startStack();
  guest = await signedInContext(stack.browser, stack.api);
});
afterAll(async () => {
  await stack?.close();
});

async function blocking(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const res = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return res.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  }, TAGS);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

const SCREENS = [
  { name: 'store', path: '/tourist/store/reservation/DEMO-CURRENT', route: 'tourist-store', ready: 'li.gp-store-item' },
  {
    name: 'item dialog',
    path: '/tourist/store/reservation/DEMO-CURRENT',
    route: 'tourist-store',
    ready: 'li.gp-store-item',
    prepare: async (page: Page) => {
      await inEl(page, 'li.gp-store-item').filter({ hasText: 'Airport Transfer' }).locator('button').first().click();
      await itemDialog(page).locator('.gp-store-menu').first().click();
      await itemDialog(page).locator('select[name="field-direction"]').waitFor();
    },
  },
  { name: 'purchase history', path: '/tourist/store/history', route: 'purchase-history', ready: 'table.gp-history' },
] as const;

describe('store accessibility (axe-core, WCAG 2.2 AA tags)', () => {
  for (const locale of ['en', 'ar'] as const) {
    for (const screen of SCREENS) {
      it(`${screen.name} in ${locale}`, async () => {
        const url = stack.page(`/a11y-store-${screen.name.replace(' ', '-')}-${locale}.html`, {
          html: hostHtml(`<main><h1>Your stay</h1><guest-portal api-base="${stack.api}" locale="${locale}" initial-path="${screen.path}"></guest-portal></main>`).replace('<html lang="en">', `<html lang="${locale}">`),
        });
        const page = await guest.newPage();
        await page.goto(url);
        await waitForRoute(page, screen.route);
        await inEl(page, screen.ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        if ('prepare' in screen) await screen.prepare(page);
        expect(await blocking(page)).toEqual([]);
        await page.close();
      });
    }
  }
});
