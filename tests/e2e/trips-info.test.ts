// My Trips and the reservation info page on the hosted portal (path routing):
// the card click rule for each kind of trip, a done reservation's info (codes, Wi-Fi, instructions,
// purchases), the pre-check-in access gate, and deep links. Signed in through the API (not a login-UI test).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness';
import { inEl, signedInContext, waitForClaimed, waitForRoute, waitForText, watchErrors } from './helpers/portal';

let stack: Stack;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  stack = await startStack();
  context = await signedInContext(stack.browser, stack.api);
  page = await context.newPage();
  errors = watchErrors(page);
});
afterAll(async () => {
  await stack?.close();
});

const path = () => new URL(page.url()).pathname;
const card = (code: string) => inEl(page, `li.gp-trip[data-code="${code}"]`);

async function openTripsList() {
  await page.goto(`${stack.api}/tourist/trips`);
  await waitForRoute(page, 'tourist-trips');
  await card('DEMO-PAST').waitFor();
  // The list is the server's until the SDK hydrates it: a click before that is the browser's own link (a new
  // page load), not the portal's navigation these tests follow.
  await waitForClaimed(page, 'li.gp-trip a');
}

describe('My Trips on the hosted portal', () => {
  it('lists every trip of the guest with its status badge', async () => {
    await openTripsList();
    const codes = await inEl(page, 'li.gp-trip').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-code')}:${e.getAttribute('data-class')}`));
    expect(codes).toEqual(
      expect.arrayContaining(['DEMO-PAST:past', 'DEMO-REVIEWED:past', 'DEMO-CURRENT:current', 'DEMO-DONE:upcoming', 'DEMO-UPCOMING:upcoming', 'DEMO-BALANCE:upcoming']),
    );
    expect(codes.some((c) => c.startsWith('DEMO-OTHER'))).toBe(false);
    expect(codes).toHaveLength(17);
    expect(await card('DEMO-CURRENT').locator('.gp-trip__badge').innerText()).toMatch(/current/i);
    expect(await card('DEMO-PAST').locator('.gp-trip__badge').innerText()).toMatch(/past/i);
  });

  it.each([
    ['a past trip', 'DEMO-PAST', 'reservation-info', /^\/tourist\/trips\/DEMO-PAST\/info$/],
    ['an unpaid accommodation balance', 'DEMO-BALANCE', 'reservation-checkout', /^\/tourist\/trips\/DEMO-BALANCE\/checkout\/[^/]+$/],
    ['a trip whose pre-check-in is Done', 'DEMO-DONE', 'reservation-info', /^\/tourist\/trips\/DEMO-DONE\/info$/],
    ['a trip whose pre-check-in is not started', 'DEMO-UPCOMING', 'pre-check-in', /^\/tourist\/trips\/DEMO-UPCOMING$/],
    ['a trip whose pre-check-in is in progress', 'DEMO-PRECHECKIN', 'pre-check-in', /^\/tourist\/trips\/DEMO-PRECHECKIN$/],
  ])('a card click on %s (%s) opens %s', async (_what, code, route, url) => {
    await openTripsList();
    await card(code).locator('a.gp-trip__link').click();
    await waitForRoute(page, route);
    expect(path()).toMatch(url);
    // Back returns to the list (path routing keeps the History API in step).
    await page.goBack();
    await waitForRoute(page, 'tourist-trips');
    expect(path()).toBe('/tourist/trips');
  });

  it('the checkout a balance card opens is the reservation’s open accommodation intent', async () => {
    const res = await page.request.get(`${stack.api}/api/tourist/reservations/`);
    const list = (await res.json()) as { confirmation_code: string; payment_intents?: { metadata?: { type?: string }; status?: string; payment_intent_id?: string }[] }[];
    const balance = list.find((r) => r.confirmation_code === 'DEMO-BALANCE');
    const open = balance?.payment_intents?.find((i) => i.metadata?.type === 'accommodation' && ['requires_source', 'requires_payment_method'].includes(i.status ?? ''));
    expect(open?.payment_intent_id).toBeTruthy();
    await openTripsList();
    await card('DEMO-BALANCE').locator('a.gp-trip__link').click();
    await waitForRoute(page, 'reservation-checkout');
    expect(path()).toBe(`/tourist/trips/DEMO-BALANCE/checkout/${open!.payment_intent_id}`);
  });
});

describe('reservation info on the hosted portal', () => {
  it('shows a done reservation’s codes, Wi-Fi, instructions and purchased items, sanitised', async () => {
    await openTripsList();
    await card('DEMO-CURRENT').locator('a.gp-trip__info').click();
    await waitForRoute(page, 'reservation-info');
    expect(path()).toBe('/tourist/trips/DEMO-CURRENT/info');
    await waitForText(page, 'Ocean View Villa');

    const codes = inEl(page, '.gp-codes');
    await codes.waitFor();
    const codesText = await codes.innerText();
    for (const s of ['Front door', '2580', 'Garage', '1357', 'Press the lock button after closing the door.', 'OceanView-Guest', 'sunny-days-2026', '+1 305 555 0199', 'Trash day is Tuesday.']) {
      expect(codesText).toContain(s);
    }

    // Arrival and departure instructions fold away behind their headings (check-out is within 12 days).
    const arrival = inEl(page, '[part="arrival-instructions"]');
    await arrival.locator('button[aria-expanded]').click();
    await expect.poll(() => arrival.locator('button[aria-expanded]').getAttribute('aria-expanded')).toBe('true');
    expect(await arrival.innerText()).toContain('Park in space 3');
    const departure = inEl(page, '[part="departure-instructions"]');
    await departure.locator('button[aria-expanded]').click();
    expect(await departure.innerText()).toMatch(/Leave the keys on the (kitchen )?counter/);
    // The seeded <script>/<img onerror> payload is inert.
    expect(await page.title()).not.toBe('pwned');
    expect(await inEl(page, '.gp-info script, .gp-info [onerror]').count()).toBe(0);

    const purchases = inEl(page, '.gp-purchases');
    const items = await purchases.locator('.gp-purchases__item').evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ')));
    expect(items.find((i) => i.includes('Beach Kit'))).toMatch(/Confirmed/);
    expect(items.find((i) => i.includes('Private Chef Dinner'))).toMatch(/pending approval/i);
  });

  it('redirects a not-done reservation’s info page to pre-check-in with the access message', async () => {
    await page.goto(`${stack.api}/tourist/trips/DEMO-UPCOMING/info`);
    await waitForRoute(page, 'pre-check-in');
    expect(path()).toBe('/tourist/trips/DEMO-UPCOMING');
    // The info page hands the translated message to the pre-check-in screen in the route state,
    // and the screen shows it.
    const state = await page.evaluate(() => (history.state as { gp?: { message?: string } } | null)?.gp);
    expect(state?.message).toBe('Please complete the pre-check-in process to access your reservation details.');
    await expect
      .poll(() => inEl(page, '[role="status"]').first().textContent())
      .toContain('Please complete the pre-check-in process to access your reservation details.');
    // No reservation detail leaked while redirecting.
    expect(await inEl(page, '.gp-codes').count()).toBe(0);
  });

  it('deep-links: a fresh load of /tourist/trips/DEMO-DONE/info opens it', async () => {
    const fresh = await context.newPage();
    await fresh.goto(`${stack.api}/tourist/trips/DEMO-DONE/info`);
    await waitForRoute(fresh, 'reservation-info');
    await fresh.locator('guest-portal .gp-codes').waitFor();
    expect(await fresh.locator('guest-portal #gp-info-title').innerText()).toBe('Ocean View Villa');
    expect(await fresh.locator('guest-portal .gp-codes').innerText()).toContain('2580');
    expect(new URL(fresh.url()).pathname).toBe('/tourist/trips/DEMO-DONE/info');
    await fresh.close();
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
