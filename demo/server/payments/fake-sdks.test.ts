// The fake provider SDKs (demo/fake-sdks/) in real Chromium against the payments sandbox:
// shadow-root refusal, success, decline and 3-D Secure through the challenge page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../test/payments-fixture.js';

const CHROMIUM = process.env.GP_CHROMIUM ?? '/usr/bin/chromium';
const SDK_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fake-sdks');
const year = String((new Date().getFullYear() + 2) % 100);

let f: Fixture;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}`);
  f = await startFixture((app) => {
    app.get<{ Params: { name: string } }>('/fake-sdks/:name', async (req, reply) => {
      if (!/^(stripe|adyen)\.js$/.test(req.params.name)) return reply.code(404).send();
      return reply.type('text/javascript').send(readFileSync(path.join(SDK_DIR, req.params.name), 'utf8'));
    });
    app.get('/fake-sdk-test.html', async (_req, reply) =>
      reply.type('text/html').send('<!doctype html><html><body><div id="light"></div><div id="shadow-host"></div><script src="/fake-sdks/stripe.js"></script><script src="/fake-sdks/adyen.js"></script></body></html>'),
    );
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
});

afterAll(async () => {
  await browser?.close();
  await f?.close();
});

async function open(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${f.base}/fake-sdk-test.html`);
  return page;
}

async function typeInto(page: Page, root: string, number: string) {
  await page.fill(`${root} input[name$="umber"], ${root} input[name="cardnumber"]`, number);
  await page.fill(`${root} input[name="exp-date"], ${root} input[name="encryptedExpiryDate"]`, `12 / ${year}`);
  await page.fill(`${root} input[name="cvc"], ${root} input[name="encryptedSecurityCode"]`, '123');
}

describe('fake Stripe.js', () => {
  it('refuses to mount inside a ShadowRoot', async () => {
    const page = await open();
    const message = await page.evaluate(() => {
      const host = document.getElementById('shadow-host')!;
      const inner = document.createElement('div');
      host.attachShadow({ mode: 'open' }).append(inner);
      const w = window as unknown as { Stripe: (pk: string) => { elements(): { create(t: string): { mount(el: Element): void } } } };
      try {
        w.Stripe('pk_test_sandbox').elements().create('card').mount(inner);
        return 'mounted';
      } catch (e) {
        return (e as Error).message;
      }
    });
    expect(message).toContain('Elements cannot be mounted in a ShadowRoot');
    await page.close();
  });

  it('confirmCardPayment: success, decline message, and 3-D Secure through the challenge frame', async () => {
    const page = await open();
    const ok = f.intent();
    const declined = f.intent();
    const threeDs = f.intent();
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown> & { Stripe: (pk: string) => { elements(): { create(t: string): unknown } } };
      const stripe = w.Stripe('pk_test_sandbox');
      const card = stripe.elements().create('card') as { mount(el: Element): void };
      card.mount(document.getElementById('light')!);
      w.__stripe = stripe;
      w.__card = card;
    });
    const confirm = (secret: string) =>
      page.evaluate(async (s) => {
        const w = window as unknown as { __stripe: { confirmCardPayment(s: string, d: unknown): Promise<unknown> }; __card: unknown };
        return w.__stripe.confirmCardPayment(s, { payment_method: { card: w.__card }, receipt_email: 'ada@example.com' });
      }, secret);

    await typeInto(page, '#light', '4242 4242 4242 4242');
    expect(await confirm(ok.client_secret)).toEqual({ paymentIntent: { id: ok.id, status: 'succeeded' } });

    await typeInto(page, '#light', '4000 0000 0000 0002');
    expect(await confirm(declined.client_secret)).toMatchObject({ error: { type: 'card_error', message: 'Your card was declined.' } });

    await typeInto(page, '#light', '4000 0000 0000 3220');
    const pending = confirm(threeDs.client_secret);
    const frame = page.frameLocator('[data-testid="fake-stripe-3ds"] iframe');
    await frame.getByRole('button', { name: 'Approve' }).click();
    expect(await pending).toEqual({ paymentIntent: { id: threeDs.id, status: 'succeeded' } });
    expect(f.successfulCharges(ok.id) + f.successfulCharges(declined.id) + f.successfulCharges(threeDs.id)).toBe(2);
    await page.close();
  });
});

describe('fake Adyen Web', () => {
  it('advanced flow with the sandbox: onSubmit → /api/adyen/payments → threeDS2 action → onAdditionalDetails', async () => {
    const page = await open();
    const pi = f.intent({ provider: 'adyen' });
    await page.evaluate(async ([intentId, secret]) => {
      const w = window as unknown as Record<string, unknown> & { AdyenWeb: { AdyenCheckout(c: unknown): Promise<unknown>; Card: new (c: unknown, o: unknown) => { mount(el: Element): unknown; submit(): void } } };
      const post = (p: string, body: unknown) => fetch(p, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());
      w.__done = new Promise((resolve) => {
        void w.AdyenWeb.AdyenCheckout({
          clientKey: 'test_SANDBOXCLIENTKEY',
          environment: 'test',
          countryCode: 'US',
          amount: { value: 125000, currency: 'USD' },
          locale: 'en-US',
          onSubmit: (state: { data: { paymentMethod: unknown } }, _c: unknown, actions: { resolve(r: unknown): void }) =>
            void post('/api/adyen/payments', { payment_intent_id: intentId, client_secret: secret, paymentMethod: state.data.paymentMethod }).then((r) => actions.resolve(r)),
          onAdditionalDetails: (state: { data: { details: unknown } }, _c: unknown, actions: { resolve(r: unknown): void }) =>
            void post('/api/adyen/payments/details', { payment_intent_id: intentId, client_secret: secret, details: state.data.details }).then((r) => actions.resolve(r)),
          onPaymentCompleted: (r: unknown) => resolve(r),
          onPaymentFailed: (r: unknown) => resolve(r),
          onError: (e: Error) => resolve({ error: e.message }),
        }).then((checkout) => {
          const card = new w.AdyenWeb.Card(checkout, { showPayButton: false });
          card.mount(document.getElementById('light')!);
          w.__card = card;
        });
      });
      await new Promise((r) => setTimeout(r, 10));
    }, [pi.id, pi.client_secret] as const);
    await typeInto(page, '#light', '4000 0000 0000 3220');
    await page.evaluate(() => (window as unknown as { __card: { submit(): void } }).__card.submit());
    await page.frameLocator('[data-testid="fake-adyen-3ds"]').getByRole('button', { name: 'Approve' }).click();
    expect(await page.evaluate(() => (window as unknown as { __done: Promise<unknown> }).__done)).toEqual({ resultCode: 'Authorised' });
    expect(f.successfulCharges(pi.id)).toBe(1);
    await page.close();
  });
});
