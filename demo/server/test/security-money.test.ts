// Issue 19, rows 4 and 5: the damage waiver and the deposit exclude each other in both orders, and card
// testing is limited per guest across intents with declines that do not tell their reasons apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../db.js';
import { MAX_DECLINES_PER_GUEST, MAX_DECLINES_PER_INTENT } from '../payments/engine.js';
import { setIntentStatus } from '../reservations/intents.js';
import { call, login, startServer, type TestServer } from './helpers.js';

describe('money rules at the server', () => {
  let s: TestServer;
  let token: string;
  const reservation = async (code: string) =>
    ((await call<any[]>(s, 'GET', '/api/tourist/reservations/', { token })).body).find((r) => r.confirmation_code === code);
  const waiverItem = async (code: string) =>
    ((await call<any[]>(s, 'GET', '/api/tourist/reservations/{code}/store-items', { token, params: { code } })).body).find((e) => e.item.is_damage_waiver);
  const orderWaiver = async (code: string) =>
    call(s, 'POST', '/api/tourist/reservations/{id}/store-items/add', { token, params: { id: code }, body: { item_id: (await waiverItem(code)).item.id } });
  const intentStatus = (id: string) => one<{ status: string }>(s.app.gp.db, 'SELECT status FROM payment_intents WHERE id = ?', id)!.status;
  const confirm = async (secret: string, number: string) => {
    const res = await fetch(`${s.url}/api/sandbox/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ client_secret: secret, card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' } }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const freshIntent = async (code: string) => {
    const res = await fetch(`${s.url}/api/dev/intents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmation_code: code, amount: 1000 }),
    });
    return (await res.json()) as { payment_intent_id: string; client_secret: string };
  };

  beforeAll(async () => {
    s = await startServer();
    token = await login(s);
  });
  afterAll(async () => {
    await s.close();
  });

  it('row 4: paying the waiver cancels the open deposit intent, so the deposit can no longer be charged', async () => {
    const before = await reservation('DEMO-DEPOSIT');
    expect(before.deposit).toMatchObject({ required: true, placed: false, payable: true });
    const depositIntent = before.deposit.payment_intent_id as string;
    expect(intentStatus(depositIntent)).toBe('requires_payment_method');
    const order = await orderWaiver('DEMO-DEPOSIT');
    expect(order.status).toBe(201);
    setIntentStatus(s.app.gp.db, order.body.payment_intent.payment_intent_id, 'succeeded');
    expect(intentStatus(depositIntent)).toBe('canceled');
    const after = await reservation('DEMO-DEPOSIT');
    expect(after.deposit).toMatchObject({ placed: true, payable: false });
    const secret = one<{ client_secret: string }>(s.app.gp.db, 'SELECT client_secret FROM payment_intents WHERE id = ?', depositIntent)!.client_secret;
    expect((await confirm(secret, '4242424242424242')).status).not.toBe(200);
  });

  it('row 4: a placed deposit refuses the waiver order; a hold placed while a waiver was in the bag is released when it is paid', async () => {
    // DEMO-DEPOSIT-DUE's home offers a waiver too; the deposit hold is placed first.
    const due = await reservation('DEMO-DEPOSIT-DUE');
    const pendingWaiver = await orderWaiver('DEMO-DEPOSIT-DUE');
    expect(pendingWaiver.status).toBe(201);
    setIntentStatus(s.app.gp.db, due.deposit.payment_intent_id, 'requires_capture');
    const refused = await orderWaiver('DEMO-DEPOSIT-DUE');
    expect([refused.status, refused.body.code]).toEqual([409, 'deposit_already_placed']);
    // The waiver ordered before the hold is paid anyway (a race): the hold is released, never both taken.
    setIntentStatus(s.app.gp.db, pendingWaiver.body.payment_intent.payment_intent_id, 'succeeded');
    expect(intentStatus(due.deposit.payment_intent_id)).toBe('canceled');
    expect(one(s.app.gp.db, "SELECT deposit_placed FROM reservations WHERE confirmation_code = 'DEMO-DEPOSIT-DUE'")).toEqual({ deposit_placed: 0 });
  });

  it(`row 5: ${MAX_DECLINES_PER_GUEST} declines across fresh intents lock the guest's next intent; declines do not tell their reason`, async () => {
    const declinedAs = new Set<string>();
    let declines = 0;
    while (declines < MAX_DECLINES_PER_GUEST) {
      const pi = await freshIntent('DEMO-BALANCE-DIRECT');
      for (let i = 0; i < MAX_DECLINES_PER_INTENT - 1 && declines < MAX_DECLINES_PER_GUEST; i++, declines++) {
        const r = await confirm(pi.client_secret, declines % 2 ? '4000000000009995' : '4000000000000002');
        expect(r.status).toBe(402);
        declinedAs.add(`${r.body.code} ${r.body.error}`);
      }
    }
    expect([...declinedAs]).toEqual(['card_declined Your card was declined.']);
    const next = await freshIntent('DEMO-BALANCE-DIRECT');
    const locked = await confirm(next.client_secret, '4242424242424242');
    expect([locked.status, locked.body.code]).toEqual([409, 'intent_locked']);
  });
});
