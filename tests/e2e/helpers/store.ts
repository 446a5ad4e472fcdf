// Store journeys in Chromium: opening items, paying a store checkout with the sandbox card, reading the
// action log and purchases through the API from a signed-in page.
import type { Page } from 'playwright-core';
import { inEl, waitForRoute } from './portal';

const YEAR = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

/** The item card with this name in the element's grid. */
export const itemCard = (page: Page, name: string, tag = 'guest-portal') => inEl(page, 'li.gp-store-item', tag).filter({ has: page.locator('h3', { hasText: name }) });

/**
 * The text a guest sees on an item's card. Cards use `content-visibility: auto`, so a card outside the
 * viewport has no rendered text yet: scroll it in first, as the guest would.
 */
export async function cardText(page: Page, name: string, tag = 'guest-portal'): Promise<string> {
  const card = itemCard(page, name, tag);
  await card.scrollIntoViewIfNeeded();
  return card.innerText();
}

/** The open item dialog. */
export const itemDialog = (page: Page, tag = 'guest-portal') => inEl(page, 'dialog.gp-store-dialog[open]', tag);

/** Pays the checkout the element shows with the sandbox's success card, then continues from the success dialog. */
export async function payWithSandboxCard(page: Page, tag = 'guest-portal'): Promise<void> {
  await waitForRoute(page, 'store-checkout', tag);
  await page.waitForFunction((t) => !!document.querySelector(`${t} > [slot="card-fields"] input[name="cardnumber"]`), tag, { timeout: 20_000 });
  const f = (name: string, value: string) => inEl(page, `input[name="${name}"]`, tag).fill(value);
  await f('firstName', 'Alex');
  await f('lastName', 'Morgan');
  await f('email', 'guest@demo.test');
  await f('phone', '+1 555 010 2000');
  await f('zip', '10001');
  const terms = inEl(page, 'input[name="terms"]', tag);
  if (await terms.count()) await terms.check();
  await inEl(page, 'input[name="cardnumber"]', tag).fill('4242 4242 4242 4242');
  await inEl(page, 'input[name="exp-date"]', tag).fill(`12 / ${YEAR}`);
  await inEl(page, 'input[name="cvc"]', tag).fill('123');
  const pay = inEl(page, 'button.gp-checkout__submit', tag);
  await page.waitForFunction((t) => !(document.querySelector(t)?.shadowRoot?.querySelector('button.gp-checkout__submit') as HTMLButtonElement | null)?.disabled, tag, { timeout: 20_000 });
  await pay.click();
  await inEl(page, '[data-testid="checkout-success"]', tag).waitFor({ timeout: 20_000 });
  await inEl(page, 'dialog[open] .gp-dialog__footer button', tag).click();
}

/** GET from the API with the page's session (same-site credentials). */
export function apiGet<T>(page: Page, api: string, path: string): Promise<T> {
  return page.evaluate(async ([a, p]) => (await fetch(`${a}${p}`, { credentials: 'include' })).json(), [api, path]) as Promise<T>;
}

export function apiPost<T>(page: Page, api: string, path: string, body: unknown = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([a, p, b]) => {
      const res = await fetch(`${a}${p}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(b) });
      return { status: res.status, body: await res.json() };
    },
    [api, path, body] as const,
  ) as Promise<{ status: number; body: T }>;
}

export interface LogRow {
  event_type: string;
  store_item_id: number | null;
  reservation_id: number;
  guest_id: number | null;
  device_type: string;
}

/** Events of the action log for a reservation, oldest first, as `event:itemId`. */
export async function loggedEvents(page: Page, api: string, reservationId: number): Promise<string[]> {
  const rows = await apiGet<LogRow[]>(page, api, `/api/dev/action-log?reservation_id=${reservationId}`);
  return rows.reverse().map((r) => `${r.event_type}:${r.store_item_id ?? '-'}`);
}
