// The sign-in gate of the elements that need a session, in Chromium: on the example site (another
// origin, the site's CSP, portal-url set) a signed-out <guest-store> asks the guest to sign in, hands
// off to the hosted login and gets them back on the store page signed in; on a bare host page without
// portal-url, <guest-checkout> signs the guest in inside the element and shows the payment. No page
// logs an error or a failed request on the way (the session check answers 200 signed out), and the
// public <gate-code-lookup> never asks for a session.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostHtml, startStack, type Stack } from './harness';
import { GUEST, inEl, offlineContext, signedInContext, waitForRoute, waitForText } from './helpers/portal';
import { axeViolations, blockingViolations } from './helpers/axe';
import { exampleSitePage } from './helpers/site';

let stack: Stack;
let balanceIntent: string;
beforeAll(async () => {
  stack = await startStack();
  const context = await signedInContext(stack.browser, stack.api);
  const list = (await (await context.request.get(`${stack.api}/api/tourist/reservations/`)).json()) as {
    confirmation_code: string;
    payment_intents?: { payment_intent_id?: string; metadata?: { type?: string } }[];
  }[];
  balanceIntent = list.find((r) => r.confirmation_code === 'DEMO-BALANCE')?.payment_intents?.find((i) => i.metadata?.type === 'accommodation')?.payment_intent_id ?? '';
  expect(balanceIntent).not.toBe('');
  await context.close();
});
afterAll(async () => {
  await stack?.close();
});

/**
 * Uncaught exceptions, console errors and failed calls or pages (fetch, XHR, documents answered 400 or
 * more), on any origin. A picture that fails to load is not this test's subject: Chromium's "Failed to
 * load resource" line is counted through the response it belongs to, where that is a call or a page.
 */
function recordFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !/^Failed to load resource/.test(m.text()) && failures.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => failures.push(`exception: ${String(e)}`));
  page.on('response', (res) => {
    if (res.status() < 400) return;
    const type = res.request().resourceType();
    if (type === 'fetch' || type === 'xhr' || type === 'document') failures.push(`${res.status()} ${type} ${res.url()}`);
  });
  return failures;
}

async function signIn(page: Page, tag: string): Promise<void> {
  await inEl(page, 'input[name="email"]', tag).fill(GUEST.email);
  await inEl(page, 'input[name="password"]', tag).fill(GUEST.password);
  await inEl(page, 'form button[type="submit"]', tag).click();
}

describe('sign-in gate in Chromium', () => {
  it('example site store page: signed out → Sign in → hosted login → back on the store page, signed in, with the items', async () => {
    const start = exampleSitePage(stack, 'store.html');
    const context = await offlineContext(stack.browser);
    const page = await context.newPage();
    const failures = recordFailures(page);
    const sessionChecks: string[] = [];
    page.on('request', (r) => r.url().includes('/api/tourist/user') && sessionChecks.push(r.url()));
    await page.goto(start);

    await waitForText(page, 'Please sign in to see your add-ons and purchases.', 'guest-store');
    expect(sessionChecks.every((u) => new URL(u).searchParams.get('session') === 'optional')).toBe(true);
    await inEl(page, 'button', 'guest-store').filter({ hasText: 'Sign in' }).click();

    await page.waitForURL((u) => u.origin === stack.api && u.pathname === '/tourist/login');
    expect(new URL(page.url()).searchParams.get('return_to')).toBe(start);
    await waitForRoute(page, 'login');
    await signIn(page, 'guest-portal');

    await page.waitForURL(start);
    await waitForRoute(page, 'tourist-store', 'guest-store');
    await inEl(page, 'li.gp-store-item', 'guest-store').first().waitFor();
    expect(await inEl(page, 'input[name="password"]', 'guest-store').count()).toBe(0);
    expect(failures).toEqual([]);
    await context.close();
  });

  it('bare host page without portal-url, on a phone: <guest-checkout> signs the guest in inside the element (prompt and login axe-clean) and shows the payment; the page never changes', async () => {
    const url = stack.page('/pay.html', {
      html: hostHtml(`<main><h1>Pay your stay</h1><guest-checkout api-base="${stack.api}" locale="en" intent-id="${balanceIntent}" confirmation-code="DEMO-BALANCE"></guest-checkout></main>`),
    });
    const context = await offlineContext(stack.browser);
    const page = await context.newPage();
    const failures = recordFailures(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    await waitForText(page, 'Please sign in to continue to payment.', 'guest-checkout');
    // The prompt and the inline login are as accessible as the rest (WCAG 2.2 AA: target size included).
    expect(blockingViolations(await axeViolations(page))).toEqual([]);
    await inEl(page, 'button', 'guest-checkout').filter({ hasText: 'Sign in' }).click();
    await waitForRoute(page, 'login', 'guest-checkout');
    await inEl(page, 'input[name="email"]', 'guest-checkout').waitFor();
    expect(blockingViolations(await axeViolations(page))).toEqual([]);
    await signIn(page, 'guest-checkout');
    await waitForRoute(page, 'reservation-checkout', 'guest-checkout');
    await inEl(page, '[data-testid="checkout-amount"]', 'guest-checkout').waitFor();
    expect(page.url()).toBe(url);
    expect(failures).toEqual([]);
    await context.close();
  });

  it('the public <gate-code-lookup> shows its form signed out without asking for a session', async () => {
    const context = await offlineContext(stack.browser);
    const page = await context.newPage();
    const sessionChecks: string[] = [];
    page.on('request', (r) => r.url().includes('/api/tourist/user') && sessionChecks.push(r.url()));
    await page.goto(exampleSitePage(stack, 'gate.html'));
    await inEl(page, 'input', 'gate-code-lookup').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(sessionChecks).toEqual([]);
    await context.close();
  });
});
