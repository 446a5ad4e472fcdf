import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../test/payments-fixture.js';

const future = new Date().getUTCFullYear() + 2;
const card = (number: string, extra: Record<string, unknown> = {}) => ({ number, exp_month: 12, exp_year: future, cvc: '123', ...extra });

let f: Fixture;

beforeAll(async () => {
  f = await startFixture((app) => {
    // Simulates the network dropping the response after the server did its work.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.headers['x-test-drop'] === '1') reply.raw.socket?.destroy();
      return payload;
    });
  });
});
afterAll(async () => {
  await f.close();
});

const status = (id: string) => (f.db.prepare('SELECT status FROM payment_intents WHERE id = ?').get(id) as { status: string }).status;

describe('sandbox confirm: test cards', () => {
  it('4242 4242 4242 4242 succeeds and settles the reservation balance once', async () => {
    const pi = f.intent({ amount: 25000 });
    const r = await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, card: card('4242 4242 4242 4242'), receipt_email: 'ada@example.com' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'succeeded', payment_intent_id: pi.id });
    expect(status(pi.id)).toBe('succeeded');
    expect(f.successfulCharges(pi.id)).toBe(1);
    const settlement = f.db.prepare('SELECT status FROM intent_settlements WHERE intent_id = ?').get(pi.id) as { status: string } | undefined;
    expect(settlement?.status).toBe('succeeded');
    const row = f.db.prepare('SELECT card_bin, card_last4 FROM charges WHERE payment_intent_id = ?').get(pi.id) as { card_bin: string; card_last4: string };
    expect(row).toEqual({ card_bin: '424242', card_last4: '4242' });
  });

  it('4000 0000 0000 0002 is declined with the provider message', async () => {
    const pi = f.intent();
    const r = await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, card: card('4000000000000002') });
    expect(r.status).toBe(402);
    expect(r.body).toEqual({ error: 'Your card was declined.', code: 'card_declined' });
    expect(status(pi.id)).toBe('requires_payment_method');
    expect(f.successfulCharges(pi.id)).toBe(0);
  });

  it('4000 0000 0000 9995 (insufficient funds) answers as any decline; the charge keeps the reason', async () => {
    const pi = f.intent();
    const r = await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, card: card('4000000000009995') });
    expect(r.status).toBe(402);
    expect(r.body).toEqual({ error: 'Your card was declined.', code: 'card_declined' });
    expect(f.db.prepare('SELECT decline_code FROM charges WHERE payment_intent_id = ?').get(pi.id)).toEqual({ decline_code: 'insufficient_funds' });
  });

  it('4000 0000 0000 3220 requires 3-D Secure; approved challenge completes the charge', async () => {
    const pi = f.intent();
    const r = await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, card: card('4000000000003220') });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('requires_action');
    const challengeId = r.body.challenge_id as string;
    expect(r.body.url).toBe(`/api/sandbox/3ds/${challengeId}`);
    expect(status(pi.id)).toBe('requires_payment_method');

    const early = await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, challenge_id: challengeId });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('challenge_pending');

    const ans = await f.post(`/api/sandbox/3ds/${challengeId}/answer`, { result: 'approved' });
    expect(ans.body).toEqual({ status: 'approved' });
    const done = await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, challenge_id: challengeId });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: 'succeeded', payment_intent_id: pi.id });
    expect(f.successfulCharges(pi.id)).toBe(1);
  });

  it('a failed 3-D Secure challenge declines and leaves the intent open', async () => {
    const pi = f.intent();
    const r = await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, card: card('4000000000003220') });
    await f.post(`/api/sandbox/3ds/${r.body.challenge_id as string}/answer`, { result: 'failed' });
    const done = await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, challenge_id: r.body.challenge_id });
    expect(done.status).toBe(402);
    expect(done.body).toEqual({ error: '3-D Secure authentication failed.', code: 'authentication_failed' });
    expect(status(pi.id)).toBe('requires_payment_method');
  });

  it('a manual-capture intent ends requires_capture; dev capture and release', async () => {
    const hold = f.intent({ captureMethod: 'manual', type: 'deposit' });
    const r = await f.post('/api/sandbox/confirm', { client_secret: hold.client_secret, card: card('4242424242424242') });
    expect(r.body).toEqual({ status: 'requires_capture', payment_intent_id: hold.id });
    const kind = f.db.prepare('SELECT kind FROM charges WHERE payment_intent_id = ?').get(hold.id) as { kind: string };
    expect(kind.kind).toBe('authorization');
    const cap = await f.post(`/api/dev/intents/${hold.id}/capture`, {});
    expect(cap.body).toEqual({ status: 'succeeded', payment_intent_id: hold.id });
    const again = await f.post(`/api/dev/intents/${hold.id}/release`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid_state');

    const hold2 = f.intent({ captureMethod: 'manual', type: 'deposit' });
    await f.post('/api/sandbox/confirm', { client_secret: hold2.client_secret, card: card('4242424242424242') });
    const rel = await f.post(`/api/dev/intents/${hold2.id}/release`, {});
    expect(rel.body).toEqual({ status: 'canceled', payment_intent_id: hold2.id });
    const charge = await f.post('/api/sandbox/confirm', { client_secret: hold2.client_secret, card: card('4242424242424242') });
    expect(charge.status).toBe(409);
    expect(charge.body.code).toBe('intent_canceled');
    expect((await f.post('/api/dev/intents/pi_missing/capture', {})).status).toBe(404);
  });
});

describe('never twice', () => {
  it('a second charge of a paid intent is refused (409) and not charged', async () => {
    const pi = f.intent();
    await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, card: card('4242424242424242') });
    const again = await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, card: card('4242424242424242') });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'intent_already_settled', status: 'succeeded' });
    expect(f.successfulCharges(pi.id)).toBe(1);
  });

  it('the same Idempotency-Key replays the stored result (also a decline)', async () => {
    const pi = f.intent();
    const body = { client_secret: pi.client_secret, card: card('4242424242424242') };
    const first = await f.post('/api/sandbox/confirm', body, { 'Idempotency-Key': 'attempt-1' });
    const second = await f.post('/api/sandbox/confirm', body, { 'Idempotency-Key': 'attempt-1' });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(f.successfulCharges(pi.id)).toBe(1);

    const declined = f.intent();
    const d = { client_secret: declined.client_secret, card: card('4000000000000002') };
    expect((await f.post('/api/sandbox/confirm', d, { 'Idempotency-Key': 'attempt-2' })).status).toBe(402);
    const replay = await f.post('/api/sandbox/confirm', d, { 'Idempotency-Key': 'attempt-2' });
    expect(replay.status).toBe(402);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const attempts = f.db.prepare('SELECT COUNT(*) AS n FROM charges WHERE payment_intent_id = ?').get(declined.id) as { n: number };
    expect(attempts.n).toBe(1);
  });

  it('the same key with a different body is refused (422)', async () => {
    const pi = f.intent();
    await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, card: card('4000000000000002') }, { 'Idempotency-Key': 'attempt-3' });
    const other = await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, card: card('4242424242424242') }, { 'Idempotency-Key': 'attempt-3' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 'idempotency_key_reused', field: 'Idempotency-Key' });
  });

  it('50 simultaneous charge requests on one intent charge it exactly once', async () => {
    const pi = f.intent();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, card: card('4242424242424242') }, { 'Idempotency-Key': `race-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    expect(f.successfulCharges(pi.id)).toBe(1);
  });

  it('50 simultaneous requests with the same key: one charge, 49 replays', async () => {
    const pi = f.intent();
    const body = { client_secret: pi.client_secret, card: card('4242424242424242') };
    const results = await Promise.all(Array.from({ length: 50 }, () => f.post('/api/sandbox/confirm', body, { 'Idempotency-Key': 'same-key' })));
    expect(results.every((r) => r.status === 200 && r.body.status === 'succeeded')).toBe(true);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(49);
    expect(f.successfulCharges(pi.id)).toBe(1);
  });

  it('a dropped response followed by a retry with the same key shows success and charges once', async () => {
    const pi = f.intent();
    const body = { client_secret: pi.client_secret, card: card('4242424242424242') };
    await expect(f.post('/api/sandbox/confirm', body, { 'Idempotency-Key': 'dropped-1', 'x-test-drop': '1' })).rejects.toThrow();
    expect(f.successfulCharges(pi.id)).toBe(1);
    const retry = await f.post('/api/sandbox/confirm', body, { 'Idempotency-Key': 'dropped-1' });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ status: 'succeeded', payment_intent_id: pi.id });
    expect(f.successfulCharges(pi.id)).toBe(1);
  });
});

describe('input and access errors', () => {
  it('wrong client secret → 404 not_found', async () => {
    const pi = f.intent();
    const r = await f.post('/api/sandbox/confirm', { client_secret: `${pi.client_secret}x`, card: card('4242424242424242') });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('not_found');
    expect(f.successfulCharges(pi.id)).toBe(0);
  });

  it('unknown intent → 404 on every charge route', async () => {
    for (const [p, body] of [
      ['/api/tokenizer/capture', { payment_intent_id: 'pi_unknown', token: 'tok_x' }],
      ['/api/cashier/capture', { payment_intent_id: 'pi_unknown' }],
      ['/api/stripe/purchase', { payment_intent_id: 'pi_unknown', amount: 1, payment_method: 'tok_x' }],
    ] as const) {
      const r = await f.post(p, body);
      expect(r.status, p).toBe(404);
      expect(r.body).toEqual({ error: 'Payment intent not found', code: 'not_found' });
    }
  });

  it('bad input → 400 { error, code: validation, field }', async () => {
    const pi = f.intent();
    const cases: Array<[unknown, string]> = [
      [{ card: card('4242424242424242') }, 'client_secret'],
      [{ client_secret: pi.client_secret, card: card('4242424242424241') }, 'card.number'],
      [{ client_secret: pi.client_secret, card: card('4242424242424242', { exp_month: 13 }) }, 'card.exp_month'],
      [{ client_secret: pi.client_secret, card: card('4242424242424242', { exp_year: 2001 }) }, 'card.exp_year'],
      [{ client_secret: pi.client_secret, card: card('4242424242424242', { cvc: '12' }) }, 'card.cvc'],
      [{ client_secret: pi.client_secret, card: card('4242424242424242'), receipt_email: 'nope' }, 'receipt_email'],
    ];
    for (const [body, field] of cases) {
      const r = await f.post('/api/sandbox/confirm', body);
      expect(r.status, field).toBe(400);
      expect(r.body.code).toBe('validation');
      expect(r.body.field).toBe(field);
      expect(typeof r.body.error).toBe('string');
    }
    const neither = await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret });
    expect(neither.status).toBe(400);
    const badKey = await f.post('/api/sandbox/confirm', { client_secret: pi.client_secret, card: card('4242424242424242') }, { 'Idempotency-Key': 'has space' });
    expect(badKey.status).toBe(400);
    expect(badKey.body.field).toBe('Idempotency-Key');
    expect(f.successfulCharges(pi.id)).toBe(0);
  });

  it('a session of another tenant cannot see or charge the intent', async () => {
    const pi = f.intent({ tenantId: 2, reservationId: null });
    const r = await f.post('/api/tokenizer/capture', { payment_intent_id: pi.id, token: 'tok_x' }, { authorization: `Bearer ${f.guestToken}` });
    expect(r.status).toBe(404);
  });
});
