import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN, startFixture, type Fixture } from '../test/payments-fixture.js';

const future = new Date().getUTCFullYear() + 2;
const card = (number: string) => ({ number, exp_month: 12, exp_year: future, cvc: '123' });

let f: Fixture;
beforeAll(async () => {
  f = await startFixture();
});
afterAll(async () => {
  await f.close();
});

const tokenize = async (number: string) => {
  const r = await f.post('/api/sandbox/tokenize', { card: card(number) });
  expect(r.status).toBe(200);
  return r.body as { token: string; card_bin: string; last4: string };
};

/** Loads the fingerprint page as the cashier adapter's hidden frame would, and reads the posted value. */
const fingerprint = async (intentId: string, bin: string) => {
  const r = await f.get(`/api/cashier/fingerprint?card_bin=${bin}&payment_intent_id=${intentId}&parent_origin=${encodeURIComponent(SITE_ORIGIN)}`);
  expect(r.status).toBe(200);
  const m = /fingerprint: "([^"]+)"/.exec(r.text);
  expect(m).not.toBeNull();
  return m![1]!;
};

describe('sandbox tokenizer', () => {
  it('returns a token with BIN and last 4, never echoes the number', async () => {
    const t = await tokenize('4242 4242 4242 4242');
    expect(t.token).toMatch(/^tok_/);
    expect(t).toMatchObject({ card_bin: '424242', last4: '4242' });
    expect(JSON.stringify(t)).not.toContain('4242424242424242');
    const bad = await f.post('/api/sandbox/tokenize', { card: { ...card('4242424242424242'), cvc: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation', field: 'card.cvc' });
  });
});

describe('provider D: tokenizer capture', () => {
  it('charges a token once; declined and 3-D Secure cards fail with their message', async () => {
    const pi = f.intent({ provider: 'tokenizer' });
    const bad = await f.post('/api/tokenizer/capture', { payment_intent_id: pi.id, token: (await tokenize('4000000000000002')).token });
    expect(bad.status).toBe(402);
    expect(bad.body.error).toBe('Your card was declined.');
    const threeDs = await f.post('/api/tokenizer/capture', { payment_intent_id: pi.id, token: (await tokenize('4000000000003220')).token });
    expect(threeDs.status).toBe(402);
    expect(threeDs.body.code).toBe('authentication_required');
    const ok = await f.post('/api/tokenizer/capture', { payment_intent_id: pi.id, token: (await tokenize('4242424242424242')).token }, { 'Idempotency-Key': 'd-1' });
    expect(ok.body).toEqual({ status: 'succeeded', payment_intent_id: pi.id });
    const unknown = await f.post('/api/tokenizer/capture', { payment_intent_id: pi.id, token: 'tok_nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('token');
    expect(f.successfulCharges(pi.id)).toBe(1);
  });
});

describe('vault purchase', () => {
  it('validation errors come as errors[]; purchase errors as { error }', async () => {
    const v = await f.post('/api/vault/purchase', {});
    expect(v.status).toBe(400);
    expect(v.body.errors).toEqual(['Payment method token is required', 'Payment intent is required']);
    const pi = f.intent({ provider: 'vault' });
    const declined = await f.post('/api/vault/purchase', { payment_method_token: (await tokenize('4000000000009995')).token, payment_intent_id: pi.id });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toBe('Your card was declined.');
    const ok = await f.post('/api/vault/purchase', { payment_method_token: (await tokenize('4242424242424242')).token, payment_intent_id: pi.id });
    expect(ok.body).toEqual({ status: 'succeeded', payment_intent_id: pi.id });
  });
});

describe('provider C: cashier', () => {
  const purchase = (pi: string, token: string, fp: string, extra: Record<string, unknown> = {}) => ({
    token,
    encrypted_cvv: `sbx1.${Buffer.from('123').toString('base64')}`,
    payment_intent_id: pi,
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+1 555 0100',
    address1: '1 Main St',
    city: 'Springfield',
    zip_code: '12345',
    country: 'US',
    state: 'IL',
    fingerprint: fp,
    ...extra,
  });

  it('fingerprint page posts to the allow-listed parent origin only, with a frame-ancestors CSP', async () => {
    const pi = f.intent({ provider: 'cashier' });
    const ok = await f.get(`/api/cashier/fingerprint?card_bin=424242&payment_intent_id=${pi.id}&parent_origin=${encodeURIComponent(SITE_ORIGIN)}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/html');
    expect(ok.text).toContain(`postMessage(msg, "${SITE_ORIGIN}")`);
    expect(ok.text).toContain("type: 'gp-fingerprint'");
    expect(ok.headers.get('content-security-policy')).toContain(`frame-ancestors 'self'`);
    expect(ok.headers.get('content-security-policy')).toContain(SITE_ORIGIN);
    const evil = await f.get(`/api/cashier/fingerprint?card_bin=424242&payment_intent_id=${pi.id}&parent_origin=${encodeURIComponent('https://evil.test')}`);
    expect(evil.status).toBe(400);
    expect(evil.body.field).toBe('parent_origin');
    const star = await f.get(`/api/cashier/fingerprint?card_bin=424242&payment_intent_id=${pi.id}&parent_origin=*`);
    expect(star.status).toBe(400);
  });

  it('approved card: purchase → approved, charged once', async () => {
    const pi = f.intent({ provider: 'cashier' });
    const t = await tokenize('4242424242424242');
    const fp = await fingerprint(pi.id, t.card_bin);
    const r = await f.post('/api/cashier/purchase', purchase(pi.id, t.token, fp));
    expect(r.body).toEqual({ status: 'approved', payment_intent_status: 'succeeded' });
    expect(f.successfulCharges(pi.id)).toBe(1);
  });

  it('challenge card: purchase → url; challenge page; approve; capture → success', async () => {
    const pi = f.intent({ provider: 'cashier' });
    const t = await tokenize('4000000000003220');
    const fp = await fingerprint(pi.id, t.card_bin);
    const r = await f.post('/api/cashier/purchase', purchase(pi.id, t.token, fp));
    expect(r.status).toBe(200);
    const url = r.body.url as string;
    expect(url).toMatch(/^\/api\/sandbox\/3ds\//);

    const page = await f.get(`${url}?parent_origin=${encodeURIComponent(SITE_ORIGIN)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('>Approve</button>');
    expect(page.text).toContain('>Fail</button>');
    expect(page.text).toContain(`var parentOrigin = "${SITE_ORIGIN}"`);
    expect(page.text).toContain("type: 'gp-3ds'");
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self' .*http:\/\/site\.test:8788/);
    expect((await f.get(`${url}?parent_origin=${encodeURIComponent('https://evil.test')}`)).status).toBe(400);

    const early = await f.post('/api/cashier/capture', { payment_intent_id: pi.id });
    expect(early.body.code).toBe('challenge_pending');
    await f.post(`${url}/answer`, { result: 'approved' });
    const cap = await f.post('/api/cashier/capture', { payment_intent_id: pi.id }, { 'Idempotency-Key': 'c-1' });
    expect(cap.body).toEqual({ status: 'succeeded', payment_intent_id: pi.id });
    const replay = await f.post('/api/cashier/capture', { payment_intent_id: pi.id }, { 'Idempotency-Key': 'c-1' });
    expect(replay.body).toEqual(cap.body);
    expect(f.successfulCharges(pi.id)).toBe(1);
  });

  it('declined card and a forged fingerprint are refused with { error }', async () => {
    const pi = f.intent({ provider: 'cashier' });
    const t = await tokenize('4000000000000002');
    const forged = await f.post('/api/cashier/purchase', purchase(pi.id, t.token, 'fp_forged'));
    expect(forged.status).toBe(400);
    expect(forged.body.field).toBe('fingerprint');
    const fp = await fingerprint(pi.id, t.card_bin);
    const r = await f.post('/api/cashier/purchase', purchase(pi.id, t.token, fp));
    expect(r.status).toBe(402);
    expect(r.body.error).toBe('Your card was declined.');
    const badCvv = await f.post('/api/cashier/purchase', purchase(pi.id, t.token, fp, { encrypted_cvv: 'plain' }));
    expect(badCvv.body.field).toBe('encrypted_cvv');
  });
});

describe('settlement', () => {
  it("a successful accommodation charge calls the server's onIntentSettled (balance_due goes down)", async () => {
    const due = () => (f.db.prepare('SELECT balance_due FROM reservations WHERE id = ?').get(f.reservationId) as { balance_due: number }).balance_due;
    f.db.prepare('UPDATE reservations SET balance_due = 50000 WHERE id = ?').run(f.reservationId);
    const pi = f.intent({ amount: 20000 });
    await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, card: card('4242424242424242') });
    expect(due()).toBe(30000);
  });
});

describe('provider A: stripe purchase', () => {
  it('charges the payment method for the exact amount', async () => {
    const pi = f.intent({ provider: 'stripe', amount: 9900 });
    const t = await tokenize('4242424242424242');
    const wrong = await f.post('/api/stripe/purchase', { payment_intent_id: pi.id, amount: 100, payment_method: t.token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('amount');
    const ok = await f.post('/api/stripe/purchase', { payment_intent_id: pi.id, amount: 9900, payment_method: t.token });
    expect(ok.body).toEqual({ status: 'succeeded', payment_intent_id: pi.id });
  });
});

describe('provider B: adyen advanced flow', () => {
  const pm = (number: string) => ({
    type: 'scheme',
    encryptedCardNumber: `test_${number}`,
    encryptedExpiryMonth: 'test_03',
    encryptedExpiryYear: `test_${future}`,
    encryptedSecurityCode: 'test_737',
  });

  it('Authorised / Refused by card', async () => {
    const pi = f.intent({ provider: 'adyen' });
    const refused = await f.post('/api/adyen/payments', { payment_intent_id: pi.id, paymentMethod: pm('4000000000000002') });
    expect(refused.body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Your card was declined.' });
    const ok = await f.post('/api/adyen/payments', { payment_intent_id: pi.id, paymentMethod: pm('4242424242424242'), browserInfo: { language: 'en' } });
    expect(ok.body.resultCode).toBe('Authorised');
    expect(f.successfulCharges(pi.id)).toBe(1);
    const unencrypted = await f.post('/api/adyen/payments', { payment_intent_id: pi.id, paymentMethod: { ...pm('4242424242424242'), encryptedCardNumber: '4242424242424242' } });
    expect(unencrypted.status).toBe(400);
    expect(unencrypted.body.field).toBe('paymentMethod.encryptedCardNumber');
  });

  it('ChallengeShopper action, then /payments/details', async () => {
    const pi = f.intent({ provider: 'adyen', captureMethod: 'manual', type: 'deposit' });
    const r = await f.post('/api/adyen/payments', { payment_intent_id: pi.id, paymentMethod: pm('4000000000003220') });
    expect(r.body.resultCode).toBe('ChallengeShopper');
    const action = r.body.action as { type: string; token: string; url: string };
    expect(action.type).toBe('threeDS2');
    await f.post(`${action.url}/answer`, { result: 'approved' });
    const d = await f.post('/api/adyen/payments/details', { payment_intent_id: pi.id, details: { threeDSResult: action.token } });
    expect(d.body.resultCode).toBe('Authorised');
    expect((f.db.prepare('SELECT status FROM payment_intents WHERE id = ?').get(pi.id) as { status: string }).status).toBe('requires_capture');
  });
});

describe('GET /api/checkout-info/{id}', () => {
  it("the reservation's guest session sees payment, reservation and provider fields", async () => {
    const pi = f.intent({ provider: 'stripe' });
    const r = await f.get(`/api/checkout-info/${pi.id}`, { authorization: `Bearer ${f.guestToken}` });
    expect(r.status).toBe(200);
    expect(r.body.payment).toMatchObject({
      payment_intent_id: pi.id,
      client_secret: pi.client_secret,
      status: 'requires_payment_method',
      amount: 125000,
      currency: 'USD',
      capture_method: 'automatic',
      metadata: { type: 'accommodation' },
      payment_provider: 'stripe',
      store_item_purchase: null,
    });
    const due = (f.db.prepare('SELECT balance_due FROM reservations WHERE id = ?').get(f.reservationId) as { balance_due: number }).balance_due;
    expect(r.body.reservation).toMatchObject({ confirmation_code: 'HMABC123', balance_due: due, listing: { title: 'Sea View Loft' } });
    const terms = (f.db.prepare('SELECT terms_of_use FROM tenants WHERE id = 1').get() as { terms_of_use: string | null }).terms_of_use;
    expect(r.body).toMatchObject({ provider: 'stripe', stripe_public_key: 'pk_test_sandbox', require_address_fields: false, terms_of_use: terms });
    expect(r.body.adyen_client_key).toBeUndefined();
  });

  it('a standalone link with the client secret works without a session; a wrong secret is 404', async () => {
    const pi = f.intent({ provider: 'adyen' });
    const ok = await f.get(`/api/checkout-info/${pi.id}?client_secret=${encodeURIComponent(pi.client_secret)}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ provider: 'adyen', adyen_client_key: 'test_SANDBOXCLIENTKEY', adyen_environment: 'test' });
    const wrong = await f.get(`/api/checkout-info/${pi.id}?client_secret=${encodeURIComponent(`${pi.client_secret}0`)}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ error: 'Payment intent not found', code: 'not_found' });
  });

  it('another guest, no credentials, or an unknown intent → 404 not_found', async () => {
    const pi = f.intent();
    expect((await f.get(`/api/checkout-info/${pi.id}`, { authorization: `Bearer ${f.otherGuestToken}` })).status).toBe(404);
    expect((await f.get(`/api/checkout-info/${pi.id}`, { authorization: '' })).status).toBe(404);
    const unknown = await f.get('/api/checkout-info/pi_doesnotexist', { authorization: `Bearer ${f.guestToken}` });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
  });
});

describe('/payment-iframe frame-ancestors', () => {
  it("adds the tenant's allowed origins (tenant from the query, default 1)", async () => {
    // The page's own CSP keeps its other directives; frame-ancestors is the tenant's.
    const frameAncestors = (res: { headers: Headers }) =>
      (res.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim())
        .filter((d) => d.startsWith('frame-ancestors'));
    expect(frameAncestors(await f.get('/payment-iframe?publicKey=pk'))).toEqual([`frame-ancestors 'self' ${SITE_ORIGIN}`]);
    expect(frameAncestors(await f.get('/payment-iframe?tenant=2'))).toEqual([`frame-ancestors 'self' http://other.test`]);
  });
});
