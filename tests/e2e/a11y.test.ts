// Accessibility: axe-core (descending into the open shadow root, WCAG 2.0/2.1/2.2 A and AA rules,
// target-size included) finds no serious or critical violation on login, sign-up, trips and
// reservation info, embedded in English (desktop) and Arabic (390×844 phone), and on the hosted
// portal's pages, which also have exactly one main landmark.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hostHtml } from './harness';
import { axeViolations, blockingViolations, describeViolations } from './helpers/axe';
import { inEl, waitForRoute } from './helpers/portal';
import { withGuestAndVisitor } from './helpers/stack';

const env = withGuestAndVisitor();

const PHONE = { width: 390, height: 844 };

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
      // Below 600 px the account actions move into the drawer the burger opens: check it open instead.
      const burger = inEl(page, '.gp-topbar__burger');
      if (await burger.isVisible()) {
        await burger.click();
        await inEl(page, 'dialog[open]').waitFor();
        return;
      }
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
        const url = env.stack.page(`/a11y-${screen.name}-${locale}.html`, {
          html: hostHtml(`<main><h1>Your stay</h1><guest-portal api-base="${env.stack.api}" locale="${locale}" initial-path="${screen.path}"></guest-portal></main>`).replace(
            '<html lang="en">',
            `<html lang="${locale}">`,
          ),
        });
        const page = await (screen.signedIn ? env.guest : env.visitor).newPage();
        if (locale === 'ar') await page.setViewportSize(PHONE);
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
    const page = await env.visitor.newPage();
    await page.goto(env.stack.page('/a11y-detector.html', { html: hostHtml(`<main><guest-portal api-base="${env.stack.api}" locale="en" initial-path="/tourist/login"></guest-portal></main>`) }));
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

/** Landmarks with role main in the document and the portal's shadow root. */
function mainLandmarks(page: Page): Promise<number> {
  return page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    const sr = document.querySelector('guest-portal')?.shadowRoot;
    if (sr) roots.push(sr);
    return roots.reduce((n, r) => n + r.querySelectorAll('main, [role="main"]').length, 0);
  });
}

describe('hosted portal pages: axe wcag22aa clean, one main landmark', () => {
  const HOSTED = [
    { path: '/tourist/login', route: 'login', signedIn: false, ready: 'input[name="email"]' },
    { path: '/tourist/signup', route: 'signup', signedIn: false, ready: 'input[name="confirmation"]' },
    { path: '/tourist/trips', route: 'tourist-trips', signedIn: true, ready: 'li.gp-trip' },
    { path: '/tourist/trips/DEMO-CURRENT/info', route: 'reservation-info', signedIn: true, ready: '.gp-codes' },
    { path: '/no-such-page', route: 'not-found', signedIn: false, ready: 'h1' },
  ] as const;
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    for (const screen of HOSTED) {
      it(`${screen.path} at ${viewport.width}×${viewport.height}`, async () => {
        const page = await (screen.signedIn ? env.guest : env.visitor).newPage();
        await page.setViewportSize(viewport);
        await page.goto(`${env.stack.api}${screen.path}`);
        await waitForRoute(page, screen.route);
        await inEl(page, screen.ready).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await mainLandmarks(page)).toBe(1);
        expect(blockingViolations(await axeViolations(page))).toEqual([]);
        await page.close();
      });
    }
  }
});
