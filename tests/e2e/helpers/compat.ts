import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { inEl, waitForRoute, waitForText } from './portal';

const YEAR = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

/**
 * From the trips list of a compatibility stand-in: opens the owing trip's checkout and pays its €320.00
 * balance with a test card, filling whichever holder fields the provider's form asks for.
 */
export async function payOwingTrip(page: Page, code: string, email: string): Promise<void> {
  await inEl(page, `li.gp-trip[data-code="${code}"]`).locator('a.gp-trip__link').click();
  await waitForRoute(page, 'reservation-checkout');
  await waitForText(page, '€320.00');
  await page.waitForFunction(() => !!document.querySelector('guest-portal [slot="card-fields"] input[name="cardnumber"]'));
  for (const [name, value] of [['firstName', 'Mariam'], ['lastName', 'Haddad'], ['email', email], ['phone', '+351 912 345 678'], ['zip', '8800']] as const) {
    const input = page.locator(`guest-portal input[name="${name}"]`);
    if (await input.count()) await input.fill(value);
  }
  await page.locator('guest-portal input[name="cardnumber"]').fill('4242 4242 4242 4242');
  await page.locator('guest-portal input[name="exp-date"]').fill(`12 / ${YEAR}`);
  await page.locator('guest-portal input[name="cvc"]').fill('123');
  const pay = inEl(page, 'button.gp-checkout__submit');
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
  await inEl(page, '[data-testid="checkout-success"]').waitFor({ timeout: 15_000 });
}
