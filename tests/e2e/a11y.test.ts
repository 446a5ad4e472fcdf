// Accessibility: axe-core (descending into the open shadow root) finds no serious
// or critical violation on login, sign-up, trips and reservation info, in English and Arabic.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostHtml, startStack, type Stack } from './harness';
import { axeViolations, describeViolations } from './helpers/axe';
import { inEl, offlineContext, signedInContext, waitForRoute } from './helpers/portal';

let stack: Stack;
let guest: BrowserContext;
let visitor: BrowserContext;
beforeAll(async () => {
  stack = await startStack();
  [guest, visitor] = await Promise.all([signedInContext(stack.browser, stack.api), offlineContext(stack.browser)]);
});
afterAll(async () => {
  await stack?.close();
});

interface Screen {
  name: string;
  path: string;
  route: string;
  signedIn: boolean;
  ready: string;
  /** Brings the screen into the state to check (e.g. a menu open). */
  prepare?: (page: Page) => Promise<void>;
}

const SCREENS: readonly Screen[] = [
  { name: 'login', path: '/tourist/login', route: 'login', signedIn: false, ready: 'input[name="email"]' },
  {
    name: 'forgot-password',
    path: '/tourist/login',
    route: 'login',
    signedIn: false,
    ready: 'input[name="email"]',
    prepare: async (page) => {
      await inEl(page, 'button.gp-auth__linkbutton').click();
      await inEl(page, '.gp-auth__intro').waitFor();
    },
  },
  { name: 'sign-up', path: '/tourist/signup', route: 'signup', signedIn: false, ready: 'input[name="confirmation"]' },
  { name: 'trips', path: '/tourist/trips', route: 'tourist-trips', signedIn: true, ready: 'li.gp-trip' },
  {
    name: 'trips-user-menu-open',
    path: '/tourist/trips',
    route: 'tourist-trips',
    signedIn: true,
    ready: 'li.gp-trip',
    prepare: async (page) => {
      await inEl(page, '.gp-user-menu .gp-menu__button').click();
      await inEl(page, '[role="menu"]').waitFor();
    },
  },
  { name: 'info', path: '/tourist/trips/DEMO-CURRENT/info', route: 'reservation-info', signedIn: true, ready: '.gp-codes' },
];

describe('axe-core: no serious or critical violation', () => {
  for (const locale of ['en', 'ar'] as const) {
    for (const screen of SCREENS) {
      it(`${screen.name} in ${locale}`, async () => {
        const url = stack.page(`/a11y-${screen.name}-${locale}.html`, {
          html: hostHtml(`<main><h1>Your stay</h1><guest-portal api-base="${stack.api}" locale="${locale}" initial-path="${screen.path}"></guest-portal></main>`).replace(
            '<html lang="en">',
            `<html lang="${locale}">`,
          ),
        });
        const page = await (screen.signedIn ? guest : visitor).newPage();
        await page.goto(url);
        await waitForRoute(page, screen.route);
        await inEl(page, screen.ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        await screen.prepare?.(page);
        const violations = await axeViolations(page);
        if (violations.length) console.info(`[a11y] ${screen.name}/${locale}, below serious:\n  ${describeViolations(violations).join('\n  ')}`);
        const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(describeViolations(blocking)).toEqual([]);
        await page.close();
      });
    }
  }

  it('sees into the shadow root: a planted unlabelled field is reported as critical', async () => {
    const page = await visitor.newPage();
    await page.goto(stack.page('/a11y-detector.html', { html: hostHtml(`<main><guest-portal api-base="${stack.api}" locale="en" initial-path="/tourist/login"></guest-portal></main>`) }));
    await waitForRoute(page, 'login');
    await inEl(page, 'input[name="email"]').waitFor();
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'planted';
      document.querySelector('guest-portal')!.shadowRoot!.querySelector('form')!.append(input);
    });
    const label = (await axeViolations(page)).find((v) => v.id === 'label');
    expect(label?.impact).toBe('critical');
    expect(label?.nodes.map((n) => n.target)).toEqual([[['guest-portal', '#planted']]]);
    await page.close();
  });
});
