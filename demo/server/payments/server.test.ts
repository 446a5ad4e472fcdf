// The payments plugin inside the real reference server: buildServer() registers it from
// demo/server/payments/index.ts; seeded intents are charged through the sandbox.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.js';

let app: FastifyInstance;
let base = '';
const dataDir = mkdtempSync(path.join(tmpdir(), 'gp-payments-server-'));

beforeAll(async () => {
  app = await buildServer({ dataDir, passwordHashing: 'fast', siteOrigins: ['http://site.test:8788'], devRoutes: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const future = new Date().getUTCFullYear() + 2;

describe('payments plugin in buildServer', () => {
  it('applies its migrations once and records them in payments_migrations', () => {
    const rows = app.db.prepare('SELECT version FROM payments_migrations').all() as { version: number }[];
    expect(rows.map((r) => r.version)).toEqual([1]);
  });

  it('charges a seeded open accommodation intent once and updates the reservation', async () => {
    const pi = app.db
      .prepare(`SELECT id, client_secret, reservation_id, amount FROM payment_intents WHERE type = 'accommodation' AND status IN ('requires_payment_method', 'requires_source') LIMIT 1`)
      .get() as { id: string; client_secret: string; reservation_id: number; amount: number };
    const before = (app.db.prepare('SELECT balance_due FROM reservations WHERE id = ?').get(pi.reservation_id) as { balance_due: number }).balance_due;
    const info = await fetch(`${base}/api/checkout-info/${pi.id}?client_secret=${encodeURIComponent(pi.client_secret)}`);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ payment: { payment_intent_id: pi.id, metadata: { type: 'accommodation' } }, provider: 'sandbox' });
    const body = JSON.stringify({ client_secret: pi.client_secret, card: { number: '4242424242424242', exp_month: 12, exp_year: future, cvc: '123' } });
    const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': 'srv-1' };
    const first = await fetch(`${base}/api/sandbox/confirm`, { method: 'POST', headers, body });
    const second = await fetch(`${base}/api/sandbox/confirm`, { method: 'POST', headers, body });
    expect(await first.json()).toEqual({ status: 'succeeded', payment_intent_id: pi.id });
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const after = (app.db.prepare('SELECT balance_due FROM reservations WHERE id = ?').get(pi.reservation_id) as { balance_due: number }).balance_due;
    expect(after).toBe(Math.max(0, before - pi.amount));
  });

  it('adds frame-ancestors to the hosted /payment-iframe page', async () => {
    const res = await fetch(`${base}/payment-iframe?publicKey=pk&tenant=1`);
    // The portal page's own CSP, with the plugin's frame-ancestors for the card form's tenant.
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'.*; frame-ancestors 'self' .*http:\/\/site\.test:8788/);
  });

  it('dev routes: a fresh intent with a chosen provider, and the charges of an intent', async () => {
    const created = await fetch(`${base}/api/dev/intents`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ confirmation_code: 'DEMO-UPCOMING', provider: 'stripe', amount: 2500 }),
    });
    expect(created.status).toBe(201);
    const pi = (await created.json()) as { payment_intent_id: string; client_secret: string; payment_provider: string; amount: number };
    expect(pi).toMatchObject({ payment_provider: 'stripe', amount: 2500, status: 'requires_payment_method' });
    const info = await fetch(`${base}/api/checkout-info/${pi.payment_intent_id}?client_secret=${encodeURIComponent(pi.client_secret)}`);
    expect(await info.json()).toMatchObject({ provider: 'stripe', stripe_public_key: expect.any(String) });
    const card = { number: '4000000000000002', exp_month: 12, exp_year: future, cvc: '123' };
    const declined = await fetch(`${base}/api/sandbox/confirm`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ client_secret: pi.client_secret, card }) });
    expect(declined.status).toBe(402);
    const charges = await fetch(`${base}/api/dev/charges?payment_intent_id=${pi.payment_intent_id}`);
    expect(await charges.json()).toEqual([expect.objectContaining({ payment_intent_id: pi.payment_intent_id, status: 'declined', card_last4: '0002' })]);
    expect((await fetch(`${base}/api/dev/charges`)).status).toBe(400);
    const missing = await fetch(`${base}/api/dev/intents`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ confirmation_code: 'NOPE-404' }) });
    expect(missing.status).toBe(404);
  });

  it('serves the fake provider SDKs at /fake-sdks/', async () => {
    const res = await fetch(`${base}/fake-sdks/stripe.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toContain('window.Stripe = Stripe');
    expect((await fetch(`${base}/fake-sdks/../server/app.ts`)).status).toBe(404);
  });
});
