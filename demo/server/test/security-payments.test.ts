// Security review, payments (issue 9): finding 6 — paying or reading intents by id alone, across
// tenants, and unthrottled card testing on one intent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DECLINES_PER_INTENT } from '../payments/engine.js';
import { call, login, startServer, type TestServer } from './helpers.js';

interface Intent {
  payment_intent_id: string;
  client_secret: string;
}

describe('payments security (finding 6)', () => {
  let s: TestServer;
  let owner: string;
  let other: string;
  beforeAll(async () => {
    s = await startServer();
    owner = await login(s, 'guest@demo.test');
    other = await login(s, 'jamie@demo.test');
  });
  afterAll(async () => {
    await s.close();
  });

  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${s.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const intent = async (body: Record<string, unknown>) => (await post('/api/dev/intents', { provider: 'vault', amount: 1000, ...body })).body as unknown as Intent;
  const token = async (number: string) =>
    (await post('/api/sandbox/tokenize', { card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' } })).body.token as string;
  const vault = async (pi: Intent, card: string, auth: { token?: string; secret?: string } = {}) =>
    post('/api/vault/purchase', { payment_method_token: await token(card), payment_intent_id: pi.payment_intent_id, ...(auth.secret ? { client_secret: auth.secret } : {}) }, auth.token);

  it("a signed-in guest cannot pay another guest's intent; an anonymous caller needs the client secret", async () => {
    const pi = await intent({ confirmation_code: 'DEMO-BALANCE-DIRECT' });
    expect((await vault(pi, '4242424242424242', { token: other })).status).toBe(404);
    expect((await vault(pi, '4242424242424242')).status).toBe(404);
    expect((await vault(pi, '4242424242424242', { secret: 'pi_wrong_secret' })).status).toBe(404);
    const paid = await vault(pi, '4242424242424242', { token: owner });
    expect(paid).toMatchObject({ status: 200, body: { status: 'succeeded' } });
  });

  it('an anonymous request cannot pay a tenant-2 intent by its id; the client secret still works (payment links)', async () => {
    const pi = await intent({ confirmation_code: 'ALP-UPCOMING', tenant_id: 2 });
    expect((await vault(pi, '4242424242424242')).status).toBe(404);
    // A tenant-1 session does not reach tenant 2 even with the secret.
    expect((await vault(pi, '4242424242424242', { token: owner, secret: pi.client_secret })).status).toBe(404);
    expect((await vault(pi, '4242424242424242', { secret: pi.client_secret })).status).toBe(200);
  });

  it('GET /api/store/purchase needs the owner (or the client secret): no client_secret, code or dates by intent id alone', async () => {
    const items = (await call<any[]>(s, 'GET', '/api/tourist/reservations/{code}/store-items', { token: owner, params: { code: 'DEMO-CURRENT' } })).body;
    const item = items.find((e) => e.item.price_total !== null && !e.item.is_damage_waiver && (e.item.menus ?? []).length === 0) ?? items[0];
    const order = await call(s, 'POST', '/api/tourist/reservations/{id}/store-items/add', { token: owner, params: { id: 'DEMO-CURRENT' }, body: { item_id: item.item.id, count: 1 } });
    const id = order.body.payment_intent.payment_intent_id as string;
    const anonymous = await call(s, 'GET', '/api/store/purchase', { query: { payment_intent_id: id } });
    expect(anonymous.status).toBe(404);
    expect(JSON.stringify(anonymous.body)).not.toContain('client_secret');
    expect((await call(s, 'GET', '/api/store/purchase', { token: other, query: { payment_intent_id: id } })).status).toBe(404);
    expect((await call(s, 'GET', '/api/store/purchase', { query: { payment_intent_id: id }, headers: { 'x-tenant-id': '2' } })).status).toBe(404);
    const mine = await call(s, 'GET', '/api/store/purchase', { token: owner, query: { payment_intent_id: id } });
    expect(mine.status).toBe(200);
    const secret = mine.body.payment_intent.client_secret as string;
    expect((await call(s, 'GET', '/api/store/purchase', { query: { payment_intent_id: id, client_secret: secret } })).status).toBe(200);
  });

  it(`card testing: after ${MAX_DECLINES_PER_INTENT} declines the intent is locked, even for a good card`, async () => {
    const pi = await intent({ confirmation_code: 'DEMO-BALANCE-DIRECT' });
    for (let i = 0; i < MAX_DECLINES_PER_INTENT; i++) {
      expect((await vault(pi, '4000000000000002', { token: owner })).body.code).toBe('card_declined');
    }
    const locked = await vault(pi, '4242424242424242', { token: owner });
    expect(locked).toMatchObject({ status: 409, body: { code: 'intent_locked' } });
    // The same lock for every provider route on this intent.
    const sandbox = await post('/api/sandbox/confirm', { client_secret: pi.client_secret, card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' } });
    expect(sandbox.body.code).toBe('intent_locked');
  });
});
