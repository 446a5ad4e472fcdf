// The way back to My Trips from every screen in the three routing modes (memory: embedded on another
// origin; hash: embedded, the host URL's fragment; path: the hosted portal), and Pay balance on each
// seeded balance case (demo/server/SEED.md), with Show Trip Info on an unpaid trip leading to a way to pay.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostHtml, startStack, type Stack } from './harness';
import { inEl, signedInContext, waitForClaimed, waitForRoute, waitForText } from './helpers/portal';

let stack: Stack;
let context: BrowserContext;
let balanceIntent: string;
beforeAll(async () => {
  stack = await startStack();
  context = await signedInContext(stack.browser, stack.api);
  const list = (await (await context.request.get(`${stack.api}/api/tourist/reservations/`)).json()) as {
    confirmation_code: string;
    payment_intents?: { payment_intent_id?: string; status?: string; metadata?: { type?: string } }[];
  }[];
  const owing = list.find((r) => r.confirmation_code === 'DEMO-BALANCE');
  balanceIntent = owing?.payment_intents?.find((i) => i.metadata?.type === 'accommodation')?.payment_intent_id ?? '';
  expect(balanceIntent).not.toBe('');
});
afterAll(async () => {
  await context?.close();
  await stack?.close();
});

type Mode = 'memory' | 'hash' | 'path';

/** Opens the portal on `path` in the given routing mode. */
async function open(page: Page, mode: Mode, path: string): Promise<void> {
  if (mode === 'path') {
    await page.goto(`${stack.api}${path}`);
    return;
  }
  const attrs = mode === 'memory' ? `initial-path="${path}"` : 'routing="hash"';
  const url = stack.page(`/portal-${mode}.html`, {
    html: hostHtml(`<main><h1>Sunny Coast Rentals</h1><guest-portal api-base="${stack.api}" locale="en" ${attrs}></guest-portal></main>`),
  });
  await page.goto(mode === 'hash' ? `${url}#${path}` : url);
}

const screens = (): { route: string; path: string }[] => [
  { route: 'pre-check-in', path: '/tourist/trips/DEMO-UPCOMING' },
  { route: 'reservation-info', path: '/tourist/trips/DEMO-DONE/info' },
  { route: 'reservation-checkout', path: `/tourist/trips/DEMO-BALANCE/checkout/${balanceIntent}` },
  { route: 'store-main', path: '/tourist/store' },
  { route: 'purchase-history', path: '/tourist/store/history' },
];

async function expectList(page: Page): Promise<void> {
  await waitForRoute(page, 'tourist-trips');
  await inEl(page, 'li.gp-trip[data-code="DEMO-DONE"]').waitFor();
  // The hosted page's list is the server's markup first: a click before React claims it does nothing.
  await waitForClaimed(page, 'li.gp-trip a, li.gp-trip button');
}

describe.each(['memory', 'hash', 'path'] as const)('My Trips in %s routing', (mode) => {
  it('goes back to the list from every screen', async () => {
    const page = await context.newPage();
    for (const screen of screens()) {
      await open(page, mode, screen.path);
      await waitForRoute(page, screen.route);
      await inEl(page, '[role="tab"]').filter({ hasText: 'My Trips' }).click();
      await expectList(page);
      if (mode === 'hash') expect(new URL(page.url()).hash).toBe('#/tourist/trips');
      if (mode === 'path') expect(new URL(page.url()).pathname).toBe('/tourist/trips');
    }
    await page.close();
  });

  it('goes back to the list from the not-found screen (Back Home) and from the phone drawer', async () => {
    const page = await context.newPage();
    await open(page, mode, '/tourist/trips/NO-SUCH-TRIP/info');
    await waitForText(page, 'Empty Place');
    await inEl(page, 'button').filter({ hasText: 'Back Home' }).click();
    await expectList(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, mode, '/tourist/trips/DEMO-DONE/info');
    await waitForRoute(page, 'reservation-info');
    await inEl(page, '.gp-topbar__burger').click();
    await inEl(page, '.gp-drawer-nav button').filter({ hasText: 'My Trips' }).click();
    await expectList(page);
    await page.close();
  });
});

describe('Pay balance', () => {
  it('shows on each seeded balance case with its amount, not where the channel collects (VCC), and leads to checkout', async () => {
    const page = await context.newPage();
    await open(page, 'path', '/tourist/trips');
    await expectList(page);
    const card = (code: string) => inEl(page, `li.gp-trip[data-code="${code}"]`);
    for (const [code, amount] of [
      ['DEMO-BALANCE', '$900.00'],
      ['DEMO-BALANCE-DIRECT', '$450.00'],
    ] as const) {
      await expect.poll(() => card(code).locator('.gp-trip__balance').innerText()).toBe(`Balance due: ${amount}`);
      expect(await card(code).getByRole('button', { name: 'Pay Balance' }).count()).toBe(1);
    }
    expect(await card('DEMO-VCC').getByRole('button', { name: 'Pay Balance' }).count()).toBe(0);
    expect(await card('DEMO-DONE').getByRole('button', { name: 'Pay Balance' }).count()).toBe(0);

    await card('DEMO-BALANCE').getByRole('button', { name: 'Pay Balance' }).click();
    await waitForRoute(page, 'reservation-checkout');
    expect(new URL(page.url()).pathname).toBe(`/tourist/trips/DEMO-BALANCE/checkout/${balanceIntent}`);
    await page.close();
  });

  it('Show Trip Info on an unpaid trip brings the guest to Proceed to Checkout, not to the pre-check-in message', async () => {
    const page = await context.newPage();
    for (const code of ['DEMO-BALANCE', 'DEMO-BALANCE-DIRECT']) {
      await open(page, 'path', '/tourist/trips');
      await expectList(page);
      await inEl(page, `li.gp-trip[data-code="${code}"] a`).filter({ hasText: 'Show Trip Info' }).click();
      await waitForRoute(page, 'reservation-info');
      await waitForText(page, 'Complete your booking payment');
      expect(new URL(page.url()).pathname).toBe(`/tourist/trips/${code}/info`);
      await inEl(page, 'button').filter({ hasText: 'Proceed to Checkout' }).click();
      await waitForRoute(page, 'reservation-checkout');
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/tourist/trips/${code}/checkout/`));
    }
    await page.close();
  });
});
