// The add-on store on the hosted portal (path routing) against the reference server: filters, an item
// opened by ?selectedItem with a server-computed total, Reserve and pay with the sandbox card (then
// purchased, in the history and on the info page), Request a manual item and approve it (said sent only
// once its card hold exists), an abandoned Reserve or Request (waiting for payment on the item and in the
// history; Continue pays it, Cancel frees the item), the damage
// waiver (from the store, and from the info page's lock overlay, which then goes), a staff payment
// request, the action log (each event once), the phone viewport, and the same purchase on the example
// site's own store page (demo/site/store.html on another origin under its CSP: <guest-store> handing
// the checkout to the hosted portal).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidReservations } from '../../src/core/intents';
import type { Reservation as CoreReservation } from '../../src/core/types';
import { startStack, type Stack } from './harness';
import { apiLogin, inEl, offlineContext, signedInContext, waitForClaimed, waitForRoute, waitForText, watchErrors } from './helpers/portal';
import { exampleSitePage } from './helpers/site';
import { apiGet, apiPost, cardText, itemCard, itemDialog, loggedEvents, payWithSandboxCard } from './helpers/store';

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

interface Entry {
  item: { id: number; name: string };
  status: string | null;
}
interface Reservation {
  id: number;
  confirmation_code: string;
}

async function reservationId(code: string): Promise<number> {
  const list = await apiGet<Reservation[]>(page, stack.api, '/api/tourist/reservations/');
  return list.find((r) => r.confirmation_code === code)!.id;
}
async function itemId(code: string, name: string): Promise<number> {
  const items = await apiGet<Entry[]>(page, stack.api, `/api/tourist/reservations/${code}/store-items`);
  return items.find((e) => e.item.name === name)!.item.id;
}

async function openStore(code: string, query = '') {
  const total = (await apiGet<Entry[]>(page, stack.api, `/api/tourist/reservations/${code}/store-items`)).length;
  await page.goto(`${stack.api}/tourist/store/reservation/${code}${query}`);
  await waitForRoute(page, 'tourist-store');
  // Cards mount in steps: wait for all of them (as long as the element's own load may take).
  await expect.poll(() => inEl(page, 'li.gp-store-item').count(), { timeout: 20_000 }).toBe(total);
  // The server's cards are there before the page is live: a click before the hydration reaches them is lost.
  await waitForClaimed(page, 'li.gp-store-item');
}

const statusOf = (name: string) => itemCard(page, name).getAttribute('data-status');
const historyRow = (name: string) => inEl(page, 'table.gp-history tbody tr').filter({ has: page.locator('th', { hasText: name }) });

describe('the store on the hosted portal', () => {
  it('the Store tab lists the paid reservations and opens one', async () => {
    await page.goto(`${stack.api}/tourist/store`);
    await waitForRoute(page, 'store-main');
    await inEl(page, '.gp-store-res').first().waitFor();
    const codes = await inEl(page, '.gp-store-res').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
    expect(codes).toContain('DEMO-CURRENT');
    const all = await apiGet<CoreReservation[]>(page, stack.api, '/api/tourist/reservations/');
    expect([...codes].sort()).toEqual(paidReservations(all).map((r) => r.confirmation_code).sort());
    await inEl(page, '.gp-store-res[data-code="DEMO-CURRENT"] a').click();
    await waitForRoute(page, 'tourist-store');
    expect(new URL(page.url()).pathname).toBe('/tourist/store/reservation/DEMO-CURRENT');
  });

  it('filters by category and clears, with the seeded statuses', async () => {
    await openStore('DEMO-CURRENT');
    expect(await statusOf('Beach Kit')).toBe('purchased');
    expect(await statusOf('Late Check-out')).toBe('in_bag');
    expect(await statusOf('Private Chef Dinner')).toBe('requested');
    expect(await statusOf('Spa Day Pass')).toBe('future');
    await expect.poll(() => cardText(page, 'Spa Day Pass')).toContain('Based on dates availability');
    const all = await inEl(page, 'li.gp-store-item').count();
    await inEl(page, 'button.gp-chip[data-category="Services"]').click();
    await expect.poll(() => inEl(page, 'li.gp-store-item').count()).toBeLessThan(all);
    const names = await inEl(page, 'li.gp-store-item h3').allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(['Mid-stay Cleaning', 'Airport Transfer', 'Private Chef Dinner', 'Kayak Tour']));
    expect(names).not.toContain('Beach Kit');
    expect(await inEl(page, '.gp-store-filters__count').innerText()).toBe(`Items shown: ${names.length}`);
    await inEl(page, '.gp-store-filters button').filter({ hasText: 'Clear all' }).click();
    await expect.poll(() => inEl(page, 'li.gp-store-item').count()).toBe(all);
    // The description payload of the seed never runs.
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  });

  it('opens an item by ?selectedItem and shows the server-computed total once the options are chosen', async () => {
    const id = await itemId('DEMO-CURRENT', 'Airport Transfer');
    await openStore('DEMO-CURRENT', `?selectedItem=${id}`);
    const dialog = itemDialog(page);
    await dialog.waitFor();
    await dialog.locator('.gp-store-menu', { hasText: 'Sedan' }).click();
    await dialog.locator('select[name="field-direction"]').selectOption('both');
    await dialog.locator('input[name="field-passengers"]').fill('2');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await dialog.locator('input[name="field-date"]').fill(tomorrow);
    // Sedan 6000 + both ways 5500 (+ 0 per passenger) = 11500; tax 8 % = 920.
    await expect.poll(() => dialog.locator('[data-testid="store-total"]').innerText(), { timeout: 10_000 }).toBe('$124.20');
    expect(await dialog.innerText()).toContain('Tax (8%)');
    await dialog.locator('.gp-dialog__close').click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
  });

  it('Reserve and pay: the item shows purchased, in the history and on the info page; each event logged once', async () => {
    const resId = await reservationId('DEMO-CURRENT');
    const before = (await loggedEvents(page, stack.api, resId)).length;
    const earlyId = await itemId('DEMO-CURRENT', 'Early Check-in');
    await openStore('DEMO-CURRENT');
    await itemCard(page, 'Early Check-in').locator('button', { hasText: 'Reserve' }).click();
    await itemDialog(page).locator('button[data-action="reserve"]').click();
    await payWithSandboxCard(page);
    await waitForRoute(page, 'tourist-store');
    await expect.poll(() => statusOf('Early Check-in')).toBe('purchased');

    const events = (await loggedEvents(page, stack.api, resId)).slice(before);
    const count = (e: string) => events.filter((x) => x === e).length;
    for (const e of ['view_item', 'compose_order_attempt', 'compose_order_successful', 'payment_attempt', 'payment_successful']) expect(count(`${e}:${earlyId}`), e).toBe(1);
    // One page view before the payment and one on the way back.
    expect(count('store_page_opened:-')).toBe(2);

    await page.goto(`${stack.api}/tourist/store/history`);
    await waitForRoute(page, 'purchase-history');
    expect(await historyRow('Early Check-in').first().innerText()).toContain('Confirmed');
    expect(await historyRow('Early Check-in').first().innerText()).toContain('$43.20');

    await page.goto(`${stack.api}/tourist/trips/DEMO-CURRENT/info`);
    await waitForRoute(page, 'reservation-info');
    await waitForText(page, 'Early Check-in');
  });

  it("Request a manual item: 'Requested', history 'Pending Approval', then 'Confirmed' once approved", async () => {
    await openStore('DEMO-CURRENT');
    await itemCard(page, 'Kayak Tour').locator('button', { hasText: 'Request' }).click();
    const dialog = itemDialog(page);
    await dialog.locator('input[name="option-hours"]').fill('3');
    await expect.poll(() => dialog.locator('[data-testid="store-total"]').innerText()).toBe('$129.60');
    await dialog.locator('button[data-action="request"]').click();
    // Nothing is sent before the card hold exists.
    await dialog.locator('[data-state="awaiting-authorization"]').waitFor();
    expect(await dialog.innerText()).toContain('Your request is sent once your card is authorized.');
    expect(await dialog.innerText()).not.toContain('Your request has been sent.');
    await dialog.locator('.gp-dialog__footer button').click();
    await payWithSandboxCard(page);
    await waitForRoute(page, 'tourist-store');
    await expect.poll(() => statusOf('Kayak Tour')).toBe('requested');
    await expect.poll(() => cardText(page, 'Kayak Tour')).toContain('Requested');
    await itemCard(page, 'Kayak Tour').locator('button', { hasText: 'Details' }).click();
    await itemDialog(page).locator('[data-state="request-sent"]').waitFor();
    expect(await itemDialog(page).innerText()).toContain('An agent replies within 24 hours.');
    await itemDialog(page).locator('.gp-dialog__close').click();

    await page.goto(`${stack.api}/tourist/store/history`);
    await waitForRoute(page, 'purchase-history');
    expect(await historyRow('Kayak Tour').first().innerText()).toContain('Pending Approval');

    const history = await apiGet<Array<{ id: number; store_item: { name: string }; status: string }>>(page, stack.api, '/api/tourist/store-items/history');
    const purchase = history.find((h) => h.store_item.name === 'Kayak Tour' && h.status === 'pending_capture')!;
    expect((await apiPost(page, stack.api, `/api/dev/purchases/${purchase.id}/approve`)).status).toBe(200);
    await page.reload();
    await waitForRoute(page, 'purchase-history');
    await expect.poll(() => historyRow('Kayak Tour').first().innerText()).toContain('Confirmed');
  });

  it('an abandoned Reserve waits for payment on the item and in the history; Continue pays it', async () => {
    await openStore('DEMO-CURRENT');
    await itemCard(page, 'Mid-stay Cleaning').locator('button', { hasText: 'Reserve' }).click();
    await itemDialog(page).locator('button[data-action="reserve"]').click();
    await waitForRoute(page, 'store-checkout');
    // The guest leaves the checkout without paying, and comes back to the store later.
    await page.goto(`${stack.api}/tourist/trips`);
    await openStore('DEMO-CURRENT');
    expect(await statusOf('Mid-stay Cleaning')).toBe('in_bag');
    expect(await cardText(page, 'Mid-stay Cleaning')).toContain('Waiting for payment');
    await page.goto(`${stack.api}/tourist/store/history`);
    await waitForRoute(page, 'purchase-history');
    expect(await historyRow('Mid-stay Cleaning').first().innerText()).toContain('Waiting for payment');
    await openStore('DEMO-CURRENT');
    await itemCard(page, 'Mid-stay Cleaning').locator('button', { hasText: 'Continue to payment' }).click();
    await payWithSandboxCard(page);
    await waitForRoute(page, 'tourist-store');
    await expect.poll(() => statusOf('Mid-stay Cleaning')).toBe('purchased');
    await page.goto(`${stack.api}/tourist/store/history`);
    await waitForRoute(page, 'purchase-history');
    expect(await historyRow('Mid-stay Cleaning').first().innerText()).toContain('Confirmed');
  });

  it('an abandoned Reserve: Cancel frees the item, and the history says Cancelled', async () => {
    await openStore('DEMO-DONE');
    await itemCard(page, 'Bike Rental').locator('button', { hasText: 'Reserve' }).click();
    await itemDialog(page).locator('button[data-action="reserve"]').click();
    await waitForRoute(page, 'store-checkout');
    // The guest leaves the checkout without paying, and comes back to the store later.
    await page.goto(`${stack.api}/tourist/trips`);
    await openStore('DEMO-DONE');
    expect(await cardText(page, 'Bike Rental')).toContain('Waiting for payment');
    await itemCard(page, 'Bike Rental').locator('button', { hasText: 'Cancel purchase' }).click();
    await expect.poll(() => statusOf('Bike Rental'), { timeout: 10_000 }).toBe('available');
    expect(await itemCard(page, 'Bike Rental').locator('button', { hasText: 'Reserve' }).isEnabled()).toBe(true);
    await page.goto(`${stack.api}/tourist/store/history`);
    await waitForRoute(page, 'purchase-history');
    expect(await historyRow('Bike Rental').first().innerText()).toContain('Cancelled');
  });

  it("the seed's unfinished Late Check-out: Cancel frees it", async () => {
    await openStore('DEMO-CURRENT');
    await itemCard(page, 'Late Check-out').locator('button', { hasText: 'Cancel purchase' }).click();
    await expect.poll(() => statusOf('Late Check-out'), { timeout: 10_000 }).toBe('available');
    expect(await itemCard(page, 'Late Check-out').locator('button', { hasText: 'Reserve' }).isEnabled()).toBe(true);
  });

  it('an abandoned Request shows its true state: waiting for card authorization, never "sent"', async () => {
    await openStore('DEMO-DONE');
    await itemCard(page, 'Kayak Tour').locator('button', { hasText: 'Request' }).click();
    const dialog = itemDialog(page);
    await dialog.locator('input[name="option-hours"]').fill('2');
    await dialog.locator('button[data-action="request"]').click();
    await dialog.locator('[data-state="awaiting-authorization"]').waitFor();
    // The guest closes the dialog (Escape) instead of authorising the card.
    await page.keyboard.press('Escape');
    await expect.poll(() => statusOf('Kayak Tour')).toBe('in_bag');
    expect(await cardText(page, 'Kayak Tour')).toContain('Waiting for card authorization');
    expect(await cardText(page, 'Kayak Tour')).not.toContain('Requested');
    // The guest leaves and comes back: the same true state, with the way to finish it.
    await page.goto(`${stack.api}/tourist/trips`);
    await openStore('DEMO-DONE');
    expect(await statusOf('Kayak Tour')).toBe('in_bag');
    expect(await cardText(page, 'Kayak Tour')).toContain('Waiting for card authorization');
    expect(await itemCard(page, 'Kayak Tour').locator('button[data-action="continue-payment"]').innerText()).toBe('Continue to card authorization');
    await page.goto(`${stack.api}/tourist/store/history`);
    await waitForRoute(page, 'purchase-history');
    expect(await historyRow('Kayak Tour').first().innerText()).toContain('Waiting for card authorization');
    // The history is a lazy screen of the server's markup: its buttons answer once its own boundary has
    // hydrated, after the shell's (React drops a click before; docs/server-rendering.md).
    await waitForClaimed(page, 'button[data-action="cancel-purchase"]');
    await historyRow('Kayak Tour').first().locator('button', { hasText: 'Cancel purchase' }).click();
    await expect.poll(() => historyRow('Kayak Tour').first().innerText()).toContain('Cancelled');
  });

  it('buys the damage waiver: store checkout with the damage-protection flag, then purchased', async () => {
    const resId = await reservationId('DEMO-WAIVER');
    const waiverId = await itemId('DEMO-WAIVER', 'Damage Waiver');
    await openStore('DEMO-WAIVER');
    await itemCard(page, 'Damage Waiver').locator('button', { hasText: 'Reserve' }).click();
    expect(await itemDialog(page).locator('[data-testid="store-total"]').innerText()).toBe('$49.00');
    await itemDialog(page).locator('button[data-action="reserve"]').click();
    await waitForRoute(page, 'store-checkout');
    expect(new URL(page.url()).searchParams.get('isDamageProtection')).toBe('true');
    await inEl(page, '.gp-checkout[data-kind="waiver"]').waitFor();
    await payWithSandboxCard(page);
    const items = await apiGet<Entry[]>(page, stack.api, '/api/tourist/reservations/DEMO-WAIVER/store-items');
    expect(items.find((e) => e.item.id === waiverId)!.status).toBe('purchased');
    const events = await loggedEvents(page, stack.api, resId);
    expect(events.filter((e) => e === `damage_waiver_viewed:${waiverId}`)).toHaveLength(1);
    expect(events.filter((e) => e === `damage_waiver_opened:${waiverId}`)).toHaveLength(1);
  });

  it("buys the damage waiver from the info page's lock overlay (count 1, store checkout), and the overlay goes", async () => {
    // DEMO-DEPOSIT-DUE: pre-check-in Done, check-in within 24 h, deposit not placed, waiver payable (SEED.md).
    const lock = inEl(page, '.gp-overlay--lock');
    await page.goto(`${stack.api}/tourist/trips/DEMO-DEPOSIT-DUE/info`);
    await waitForRoute(page, 'reservation-info');
    await lock.waitFor();
    await lock.locator('button', { hasText: 'Pay Waiver' }).click();
    await waitForRoute(page, 'store-checkout');
    const checkout = new URL(page.url());
    expect(checkout.searchParams.get('isDamageProtection')).toBe('true');
    const intentId = checkout.pathname.split('/').pop()!;
    await inEl(page, '.gp-checkout[data-kind="waiver"]').waitFor();
    await payWithSandboxCard(page);

    const resId = await reservationId('DEMO-DEPOSIT-DUE');
    const purchase = await apiGet<{ reservation_id: number; store_item: { name: string }; count: number; amount: number; status: string }>(
      page,
      stack.api,
      `/api/store/purchase?payment_intent_id=${intentId}`,
    );
    // One waiver, the loft's 2900 without tax, paid; the only waiver order of the reservation.
    expect({ ...purchase, name: purchase.store_item.name }).toMatchObject({ name: 'Damage Waiver', reservation_id: resId, count: 1, amount: 2900, status: 'confirmed' });
    const history = await apiGet<Array<{ store_item: { name: string }; reservation: { id: number } }>>(page, stack.api, '/api/tourist/store-items/history');
    expect(history.filter((h) => h.reservation.id === resId && h.store_item.name === 'Damage Waiver')).toHaveLength(1);
    await page.goto(`${stack.api}/tourist/trips/DEMO-DEPOSIT-DUE/info`);
    await waitForRoute(page, 'reservation-info');
    await waitForText(page, 'Damage Waiver');
    expect(await lock.count()).toBe(0);
  });

  it('staff create a payment request and end on purchase-request-success', async () => {
    const staff = await offlineContext(stack.browser);
    await apiLogin(staff.request, stack.api, { email: 'staff@demo.test', password: 'Staff#2026' });
    const staffPage = await staff.newPage();
    const id = await itemId('DEMO-DONE', 'Late Check-out');
    await staffPage.goto(`${stack.api}/tourist/store/reservation/DEMO-DONE?selectedItem=${id}`);
    const button = itemDialog(staffPage).locator('button[data-action="create-payment-request"]');
    await button.waitFor();
    expect(await button.innerText()).toBe('Create Payment Request');
    await button.click();
    await waitForRoute(staffPage, 'purchase-request-success');
    await staff.close();
  });

  it('works at 390×844: filters wrap, the grid is one column, nothing overflows sideways', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${stack.api}/tourist/store/reservation/DEMO-CURRENT`);
    await waitForRoute(phone, 'tourist-store');
    await inEl(phone, 'li.gp-store-item').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const lefts = await inEl(phone, 'li.gp-store-item').evaluateAll((els) => els.slice(0, 3).map((e) => Math.round(e.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    await inEl(phone, 'button.gp-chip[data-category="Amenities"]').click();
    await inEl(phone, 'li.gp-store-item').first().locator('button').first().click();
    const box = await itemDialog(phone).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await phone.close();
  });

  it('reported no page errors', () => {
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});

describe('the same purchase on the embedded example site', () => {
  it("demo/site/store.html (another origin, the site's CSP): <guest-store> hands the checkout to the hosted portal, which takes the payment", async () => {
    const embedded = await signedInContext(stack.browser, stack.api);
    const site = await embedded.newPage();
    const siteErrors = watchErrors(site);
    await site.goto(exampleSitePage(stack, 'store.html'));
    await waitForRoute(site, 'tourist-store', 'guest-store');
    await itemCard(site, 'Bike Rental', 'guest-store').locator('button', { hasText: 'Reserve' }).click();
    const dialog = itemDialog(site, 'guest-store');
    // One day (the option's default) at $15.00 + 8 % tax.
    await expect.poll(() => dialog.locator('[data-testid="store-total"]').innerText(), { timeout: 10_000 }).toBe('$16.20');
    await dialog.locator('button[data-action="reserve"]').click();
    await site.waitForURL(`${stack.api}/tourist/store/checkout/**`, { timeout: 20_000 });
    await payWithSandboxCard(site);
    await waitForRoute(site, 'tourist-store');
    await expect.poll(() => itemCard(site, 'Bike Rental').getAttribute('data-status')).toBe('purchased');
    expect(siteErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await embedded.close();
  });
});
