// Unfinished store purchases (issue 25): the item shows what waits for payment, the guest cancels it, and
// the server expires an abandoned one after its TTL (a fake clock), so no item stays locked for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers.js';

const TTL = 30 * 60_000;
let s: TestServer;
let token: string;
let clock = Date.now();

beforeAll(async () => {
  s = await startServer({ clock: () => new Date(clock), pendingPaymentTtlMs: TTL });
  token = await login(s);
});
afterAll(async () => {
  await s.close();
});

const advance = (ms: number) => {
  clock += ms;
};

interface Entry {
  item: { id: number; name: string };
  status: string | null;
  pending_purchase?: { id: number; payment_intent_id: string; awaiting: string } | null;
}

async function entry(code: string, name: string, as = token): Promise<Entry> {
  const items = await call<Entry[]>(s, 'GET', '/api/tourist/reservations/{code}/store-items', { token: as, params: { code } });
  return items.body.find((e) => e.item.name === name)!;
}

async function historyRow(purchaseId: number) {
  const rows = await call<Array<{ id: number; status: string; awaiting?: string }>>(s, 'GET', '/api/tourist/store-items/history', { token });
  return rows.body.find((r) => r.id === purchaseId);
}

async function reserve(code: string, name: string, as = token) {
  const e = await entry(code, name, as);
  const res = await call<{ purchase_id: number; payment_intent: { payment_intent_id: string } }>(s, 'POST', '/api/tourist/reservations/{id}/store-items/add', {
    token: as,
    params: { id: code },
    body: { item_id: e.item.id, options: {}, count: 1 },
  });
  expect(res.status).toBe(201);
  return { purchaseId: res.body.purchase_id, intentId: res.body.payment_intent.payment_intent_id };
}

const intentStatus = (id: string) => (s.app.gp.db.prepare('SELECT status FROM payment_intents WHERE id = ?').get(id) as { status: string }).status;

describe('an unfinished purchase', () => {
  it('shows on the item (in_bag, with what Continue pays) and in the history as waiting for payment', async () => {
    const { purchaseId, intentId } = await reserve('DEMO-CURRENT', 'Bike Rental');
    const e = await entry('DEMO-CURRENT', 'Bike Rental');
    expect(e.status).toBe('in_bag');
    expect(e.pending_purchase).toEqual({ id: purchaseId, payment_intent_id: intentId, awaiting: 'payment' });
    expect(await historyRow(purchaseId)).toMatchObject({ status: 'pending_payment', awaiting: 'payment' });
    // An item without one says so.
    expect((await entry('DEMO-CURRENT', 'Airport Transfer')).pending_purchase).toBeNull();
  });

  it('Cancel frees the item and cancels its intent; a second Cancel is refused', async () => {
    const { purchaseId, intentId } = await reserve('DEMO-DONE', 'Bike Rental');
    const cancelled = await call(s, 'POST', '/api/tourist/store-items/purchases/{id}/cancel', { token, params: { id: purchaseId } });
    expect(cancelled.body).toEqual({ id: purchaseId, status: 'cancelled' });
    expect(await entry('DEMO-DONE', 'Bike Rental')).toMatchObject({ status: null, pending_purchase: null });
    expect(intentStatus(intentId)).toBe('canceled');
    expect(await historyRow(purchaseId)).toMatchObject({ status: 'cancelled' });
    expect((await historyRow(purchaseId))?.awaiting).toBeUndefined();
    const again = await call(s, 'POST', '/api/tourist/store-items/purchases/{id}/cancel', { token, params: { id: purchaseId } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'purchase_not_pending', status: 'cancelled' });
  });

  it('a paid or authorised purchase cannot be cancelled, and nobody else may cancel one', async () => {
    const history = await call<Array<{ id: number; status: string }>>(s, 'GET', '/api/tourist/store-items/history', { token });
    const paid = history.body.find((h) => h.status === 'confirmed')!;
    const held = history.body.find((h) => h.status === 'pending_capture')!;
    for (const p of [paid, held]) {
      const r = await call(s, 'POST', '/api/tourist/store-items/purchases/{id}/cancel', { token, params: { id: p.id } });
      expect(r.status).toBe(409);
    }
    const mine = history.body.find((h) => h.status === 'pending_payment')!;
    const other = await login(s, 'jamie@demo.test');
    expect((await call(s, 'POST', '/api/tourist/store-items/purchases/{id}/cancel', { token: other, params: { id: mine.id } })).status).toBe(404);
    expect((await call(s, 'POST', '/api/tourist/store-items/purchases/{id}/cancel', { params: { id: mine.id } })).status).toBe(401);
    expect((await historyRow(mine.id))?.status).toBe('pending_payment');
  });

  it('a Request waits for its card authorisation', async () => {
    const e = await entry('DEMO-CURRENT', 'Kayak Tour');
    const res = await call(s, 'POST', '/api/tourist/reservations/{id}/store-items/authorize', {
      token,
      params: { id: 'DEMO-CURRENT' },
      body: { item_id: e.item.id, options: { hours: 2 }, count: 1 },
    });
    expect(res.status).toBe(201);
    expect((await entry('DEMO-CURRENT', 'Kayak Tour')).pending_purchase).toMatchObject({ id: res.body.purchase_id, awaiting: 'authorization' });
    expect((await entry('DEMO-CURRENT', 'Kayak Tour')).status).toBe('in_bag');
  });
});

describe('the expiry of an abandoned purchase (fake clock)', () => {
  it('keeps it until the TTL, then cancels purchase and intent and frees the item', async () => {
    const { purchaseId, intentId } = await reserve('DEMO-UPCOMING', 'Bike Rental');
    advance(TTL - 60_000);
    expect((await entry('DEMO-UPCOMING', 'Bike Rental')).status).toBe('in_bag');
    advance(2 * 60_000);
    expect(await entry('DEMO-UPCOMING', 'Bike Rental')).toMatchObject({ status: null, pending_purchase: null });
    expect(intentStatus(intentId)).toBe('canceled');
    expect(await historyRow(purchaseId)).toMatchObject({ status: 'cancelled' });
    // The expired intent takes no card any more.
    const secret = (s.app.gp.db.prepare('SELECT client_secret FROM payment_intents WHERE id = ?').get(intentId) as { client_secret: string }).client_secret;
    const paid = await fetch(`${s.url}/api/sandbox/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: secret, card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' } }),
    });
    expect(paid.status).toBeGreaterThanOrEqual(400);
    expect(intentStatus(intentId)).toBe('canceled');
  });

  it('counts from the latest card attempt, not the order', async () => {
    const { purchaseId, intentId } = await reserve('DEMO-UPCOMING', 'Beach Kit');
    advance(TTL - 60_000);
    // A card attempt now (the sandbox records it with the wall clock; it is placed on the fake one here).
    s.app.gp.db
      .prepare("INSERT INTO charges (payment_intent_id, provider, kind, status, amount, currency, created_at) VALUES (?, 'sandbox', 'charge', 'declined', 100, 'USD', ?)")
      .run(intentId, new Date(clock).toISOString());
    advance(2 * 60_000);
    expect((await historyRow(purchaseId))?.status).toBe('pending_payment');
    advance(TTL);
    expect((await historyRow(purchaseId))?.status).toBe('cancelled');
  });

  it("leaves staff's payment requests for the company to withdraw", async () => {
    const staff = await login(s, 'staff@demo.test', 'Staff#2026');
    const { purchaseId } = await reserve('DEMO-DONE', 'Late Check-out', staff);
    advance(2 * TTL);
    expect((await historyRow(purchaseId))?.status).toBe('pending_payment');
  });
});

describe('the TTL setting', () => {
  it('defaults to a day and reads GP_PENDING_PAYMENT_TTL_MINUTES', async () => {
    const { pendingPaymentTtlFrom, DEFAULT_PENDING_PAYMENT_TTL_MS } = await import('../store/pending-purchases.js');
    expect(DEFAULT_PENDING_PAYMENT_TTL_MS).toBe(24 * 60 * 60_000);
    expect(pendingPaymentTtlFrom(undefined, undefined)).toBe(DEFAULT_PENDING_PAYMENT_TTL_MS);
    expect(pendingPaymentTtlFrom(undefined, '45')).toBe(45 * 60_000);
    expect(pendingPaymentTtlFrom(undefined, 'soon')).toBe(DEFAULT_PENDING_PAYMENT_TTL_MS);
    expect(pendingPaymentTtlFrom(5000, '45')).toBe(5000);
  });
});
