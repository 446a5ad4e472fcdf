import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostHtml, ROOT, startStack, waitForElement, type Stack } from './harness';
import { axeViolations, blockingViolations } from './helpers/axe';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const YEAR = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

interface Intent {
  payment_intent_id: string;
  client_secret: string;
}

/** A fresh open intent (payments sandbox dev route) on a reservation with a balance due. */
async function newIntent(page: Page, provider = 'sandbox'): Promise<Intent> {
  return page.evaluate(
    async ([api, p]) =>
      (await fetch(`${api}/api/dev/intents`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ confirmation_code: 'DEMO-BALANCE-DIRECT', provider: p, amount: 1500 }) })).json(),
    [stack.api, provider],
  ) as Promise<Intent>;
}

async function charges(page: Page, id: string): Promise<Array<{ status: string; provider: string }>> {
  return page.evaluate(async ([api, i]) => (await fetch(`${api}/api/dev/charges?payment_intent_id=${i}`)).json(), [stack.api, id]);
}

function frameSrc(intent: Intent, parentOrigin: string, extra = '') {
  const q = new URLSearchParams({ publicKey: 'pk_test_sandbox', clientSecret: intent.client_secret, paymentIntent: intent.payment_intent_id, parentOrigin });
  return `${stack.api}/payment-iframe?${q.toString()}${extra}`;
}

/** Records every message the top window receives, and the checkout events. */
const RECORDER = `<script>
  window.__messages = []; window.__events = [];
  addEventListener('message', (e) => window.__messages.push({ origin: e.origin, data: e.data }));
  for (const n of ['gp-payment-succeeded', 'gp-payment-failed']) document.addEventListener(n, (e) => window.__events.push({ n, d: e.detail }));
</script>`;

async function blankPage() {
  const opened = await stack.newPage();
  await opened.page.goto(stack.page('/blank.html', { html: hostHtml('') }));
  return opened;
}

describe('<payment-iframe> embedded in a host page on another origin', () => {
  it('pays; the parent receives exactly one result message, from the frame origin; a forged message from a third frame is ignored', async () => {
    const { page, context } = await blankPage();
    const intent = await newIntent(page);
    const forgerOrigin = `http://localhost:${new URL(stack.site).port}`;
    stack.page('/forger.html', {
      html: `<!doctype html><title>forger</title><script>parent.postMessage({ source: 'guest-portal-elements', version: 1, type: 'payment-result', status: 'succeeded', payment_intent_id: ${JSON.stringify(intent.payment_intent_id)} }, '*');</script>`,
    });
    const url = stack.page('/embed.html', {
      html: hostHtml(
        `<guest-checkout api-base="${stack.api}" intent-id="${intent.payment_intent_id}" mode="iframe" iframe-src="${frameSrc(intent, stack.site)}"></guest-checkout>`,
        { head: RECORDER },
      ),
    });
    await page.goto(url);
    await waitForElement(page, 'guest-checkout', '.gp-checkout iframe');
    const frame = page.frameLocator('guest-checkout iframe');
    await frame.locator('input[name="cardnumber"]').waitFor({ timeout: 20_000 });
    // A third frame (another origin) forges a success message: ignored by the checkout.
    await page.evaluate((src) => {
      const f = document.createElement('iframe');
      f.src = src;
      document.body.append(f);
    }, `${forgerOrigin}/forger.html`);
    await page.waitForFunction((o) => (window as unknown as { __messages: { origin: string }[] }).__messages.some((m) => m.origin === o), forgerOrigin);
    expect(await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events)).toEqual([]);
    expect(await page.locator('guest-checkout iframe').count()).toBe(1);

    const confirm = frame.getByRole('button', { name: 'Confirm & Pay' });
    expect(await confirm.isDisabled()).toBe(true);
    await frame.locator('input[name="cardnumber"]').fill('4242 4242 4242 4242');
    await frame.locator('input[name="exp-date"]').fill(`12 / ${YEAR}`);
    await frame.locator('input[name="cvc"]').fill('123');
    await confirm.click();
    await page.waitForFunction(() => (window as unknown as { __events: unknown[] }).__events.length > 0, undefined, { timeout: 15_000 });
    const messages = await page.evaluate(() => (window as unknown as { __messages: { origin: string; data: { type?: string } }[] }).__messages);
    const results = messages.filter((m) => m.origin === stack.api || m.data?.type === 'payment-result');
    expect(results.filter((m) => m.origin === stack.api)).toEqual([
      { origin: stack.api, data: { source: 'guest-portal-elements', version: 1, type: 'payment-result', status: 'succeeded', payment_intent_id: intent.payment_intent_id } },
    ]);
    expect(await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events)).toEqual([
      { n: 'gp-payment-succeeded', d: { paymentIntentId: intent.payment_intent_id, type: 'iframe' } },
    ]);
    expect((await charges(page, intent.payment_intent_id)).map((c) => c.status)).toEqual(['succeeded']);
    await context.close();
  });

  it('refuses to be framed by an origin outside the allow-list (frame-ancestors)', async () => {
    const { page, context } = await blankPage();
    const intent = await newIntent(page);
    const outsider = `http://localhost:${new URL(stack.site).port}`;
    const res = await fetch(frameSrc(intent, stack.site));
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).toContain(stack.site);
    expect(csp).not.toContain(outsider);
    stack.page('/outsider.html', { html: `<!doctype html><title>outsider</title><iframe id="f" src="${frameSrc(intent, outsider)}"></iframe>` });
    await page.goto(`${outsider}/outsider.html`);
    await page.waitForLoadState('load');
    const framed = page.frames().find((f) => f.url().startsWith(stack.api));
    const rendered = framed ? await framed.evaluate(() => !!document.querySelector('guest-portal')).catch(() => false) : false;
    expect(rendered).toBe(false);
    await context.close();
  });

  it('Stripe (provider A) card setup in the frame with the fake Stripe.js served in place of js.stripe.com', async () => {
    const { page, context } = await blankPage();
    const intent = await newIntent(page, 'stripe');
    const fake = readFileSync(`${ROOT}/demo/fake-sdks/stripe.js`, 'utf8');
    await context.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: `window.GP_FAKE_SDK_API = ${JSON.stringify(stack.api)};\n${fake}` }),
    );
    const url = stack.page('/embed-stripe.html', {
      html: hostHtml(`<guest-checkout api-base="${stack.api}" intent-id="${intent.payment_intent_id}" mode="iframe" iframe-src="${frameSrc(intent, stack.site, '&buttonColor=1d4ed8')}"></guest-checkout>`, {
        head: RECORDER,
      }),
    });
    await page.goto(url);
    await waitForElement(page, 'guest-checkout', '.gp-checkout iframe');
    const frame = page.frameLocator('guest-checkout iframe');
    await frame.locator('[data-testid="fake-stripe-card"] input[name="cardnumber"]').waitFor({ timeout: 20_000 });
    await frame.locator('input[name="cardnumber"]').fill('4242424242424242');
    await frame.locator('input[name="exp-date"]').fill(`12 / ${YEAR}`);
    await frame.locator('input[name="cvc"]').fill('123');
    const confirm = frame.getByRole('button', { name: 'Confirm & Pay' });
    expect(await confirm.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(29, 78, 216)');
    await confirm.click();
    await page.waitForFunction(() => (window as unknown as { __events: unknown[] }).__events.length > 0, undefined, { timeout: 15_000 });
    const results = (await page.evaluate(() => (window as unknown as { __messages: { origin: string; data: { status: string } }[] }).__messages)).filter((m) => m.origin === stack.api);
    expect(results.map((m) => m.data.status)).toEqual(['succeeded']);
    expect(await charges(page, intent.payment_intent_id)).toEqual([expect.objectContaining({ status: 'succeeded', provider: 'stripe' })]);
    await context.close();
  });

  it('does not start without a public key (warning only, short notice)', async () => {
    const { page, context, consoleErrors } = await blankPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto(stack.page('/nokey.html', { html: hostHtml(`<payment-iframe api-base="${stack.api}" locale="en"></payment-iframe>`) }));
    await waitForElement(page, 'payment-iframe', '.gp-iframe__notice');
    expect(await page.evaluate(() => document.querySelector('payment-iframe')!.shadowRoot!.querySelector('.gp-iframe__notice')!.textContent)).toBe('The card form is not available.');
    // The warning comes from an effect, after the notice has painted, and reaches the test over CDP.
    await expect.poll(() => warnings.some((w) => /publicKey/.test(w)), { timeout: 5_000 }).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  for (const locale of ['en', 'he'] as const) {
    it(`axe finds no serious or critical violation on the card form (${locale})`, async () => {
      const { page, context } = await blankPage();
      const intent = await newIntent(page);
      await page.goto(
        stack.page(`/iframe-axe-${locale}.html`, {
          html: hostHtml(
            `<payment-iframe api-base="${stack.api}" locale="${locale}" public-key="pk_test_sandbox" client-secret="${intent.client_secret}" payment-intent="${intent.payment_intent_id}" parent-origin="${stack.site}"></payment-iframe>`,
          ),
        }),
      );
      await page.waitForFunction(() => !!document.querySelector('payment-iframe > [slot="card-fields"] input[name="cardnumber"]'), undefined, { timeout: 20_000 });
      // WCAG 2.0/2.1/2.2 A and AA (2.2 brings target-size), the rule set of every accessibility test.
      expect(blockingViolations(await axeViolations(page))).toEqual([]);
      await context.close();
    });
  }
});
