// Test helpers of the payment adapters (imported by *.test.ts only).
import { vi } from 'vitest';
import type { AdapterDeps, MountContext, PaymentBackend, PaymentIntentInfo } from '../../src/payments/types';

export function fakeBackend(overrides: Partial<PaymentBackend> = {}) {
  const notCalled = (name: string) => vi.fn(async () => Promise.reject(new Error(`${name} must not be called`)));
  const backend = {
    sandboxConfirm: notCalled('sandboxConfirm'),
    tokenize: vi.fn(async (b: { card: { number: string } }) => ({ token: 'tok_1', card_bin: b.card.number.slice(0, 6), last4: b.card.number.slice(-4) })),
    tokenizerCapture: notCalled('tokenizerCapture'),
    vaultPurchase: notCalled('vaultPurchase'),
    cashierPurchase: notCalled('cashierPurchase'),
    cashierCapture: notCalled('cashierCapture'),
    cashierFingerprintUrl: vi.fn((q: Record<string, string>) => `https://api.test/api/cashier/fingerprint?${new URLSearchParams(q).toString()}`),
    stripePurchase: notCalled('stripePurchase'),
    adyenPayments: notCalled('adyenPayments'),
    adyenPaymentDetails: notCalled('adyenPaymentDetails'),
    ...overrides,
  };
  return backend as typeof backend & PaymentBackend;
}

export function intent(over: Partial<PaymentIntentInfo> = {}): PaymentIntentInfo {
  return {
    payment_intent_id: 'pi_1',
    client_secret: 'pi_1_secret_x',
    status: 'requires_payment_method',
    amount: 12500,
    currency: 'USD',
    capture_method: 'automatic',
    metadata: { type: 'accommodation' },
    payment_provider: 'sandbox',
    store_item_purchase: null,
    ...over,
  };
}

export function keySequence(): () => string {
  let n = 0;
  return () => `key-${++n}`;
}

export function context(deps: Partial<AdapterDeps> & { backend: PaymentBackend }, over: Partial<MountContext> = {}): MountContext {
  const host = document.createElement('div');
  document.body.append(host);
  return {
    payment: intent(),
    keys: {},
    lightDomHost: host,
    labels: { cardNumber: 'Card Number', expiry: 'Expiry Date', cvc: 'CVV', incomplete: 'Your card details are incomplete.', paymentFailed: 'Payment failed.' },
    locale: 'en-US',
    countryCode: 'US',
    parentOrigin: 'https://site.test',
    apiBase: 'https://api.test',
    deps: { idempotencyKey: keySequence(), ...deps },
    ...over,
  };
}

/** Types a card into the SDK-rendered inputs. */
export function typeCard(host: HTMLElement, number = '4242 4242 4242 4242', expiry = `12 / ${String((new Date().getFullYear() + 2) % 100)}`, cvc = '123') {
  const set = (name: string, value: string) => {
    const el = host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  };
  set('cardnumber', number);
  set('exp-date', expiry);
  set('cvc', cvc);
}

export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
