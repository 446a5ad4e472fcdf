// Test fixture of the payments plugin: the server's own database layer (openDb + migrations + auth
// sessions) and the plugin on a fastify instance listening on port 0, with a temp data directory.
// (Stand-in for `buildServer` while the rest of the server is being written; same tables, same session plugin.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { createSession, sessionPlugin } from '../auth/sessions.js';
import { migrate, openDb, type DB } from '../db.js';
import { createIntent } from '../reservations/intents.js';
import { type IntentRow } from '../reservations/rows.js';
import paymentsPlugin, { type PaymentsPluginOptions } from './index';

export const SITE_ORIGIN = 'http://site.test:8788';

export interface Fixture {
  app: FastifyInstance;
  db: DB;
  base: string;
  /** Bearer token of the reservation's guest (sent by post/get unless `authorization` is given), and of another guest. */
  guestToken: string;
  otherGuestToken: string;
  reservationId: number;
  intent(input?: Partial<{ amount: number; captureMethod: 'automatic' | 'manual'; type: 'accommodation' | 'deposit' | 'store'; provider: string; tenantId: number; reservationId: number | null }>): IntentRow;
  successfulCharges(intentId: string): number;
  post(p: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }>;
  get(p: string, headers?: Record<string, string>): Promise<{ status: number; body: Record<string, unknown>; text: string; headers: Headers }>;
  close(): Promise<void>;
}

export async function startFixture(options: Partial<PaymentsPluginOptions> = {}, beforeListen?: (app: FastifyInstance) => void): Promise<Fixture> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gp-payments-'));
  const db = openDb(dir);
  migrate(db);
  const now = new Date().toISOString();
  const tenant = (id: number, origins: string[]) =>
    db
      .prepare(`INSERT INTO tenants (id, slug, company_name, logo_url, primary_color, allowed_origins, created_at) VALUES (?, ?, ?, '/assets/logo.svg', '#0f766e', ?, ?)`)
      .run(id, `t${id}`, `Tenant ${id}`, JSON.stringify(origins), now);
  tenant(1, [SITE_ORIGIN]);
  tenant(2, ['http://other.test']);
  const guest = (t: number, name: string) => Number(db.prepare(`INSERT INTO guests (tenant_id, first_name, last_name) VALUES (?, ?, 'Guest')`).run(t, name).lastInsertRowid);
  const user = (t: number, email: string, guestId: number | null) =>
    Number(
      db
        .prepare(`INSERT INTO users (tenant_id, email, password_hash, first_name, guest_id, created_at) VALUES (?, ?, 'x', 'Test', ?, ?)`)
        .run(t, email, guestId, now).lastInsertRowid,
    );
  const g1 = guest(1, 'Ada');
  const g2 = guest(1, 'Bob');
  const u1 = user(1, 'ada@example.com', g1);
  const u2 = user(1, 'bob@example.com', g2);
  const listingId = Number(db.prepare(`INSERT INTO listings (tenant_id, title, city_name) VALUES (1, 'Sea View Loft', 'Lisbon')`).run().lastInsertRowid);
  const checkIn = new Date(Date.now() + 5 * 86400_000).toISOString();
  const checkOut = new Date(Date.now() + 9 * 86400_000).toISOString();
  const reservationId = Number(
    db
      .prepare(
        `INSERT INTO reservations (tenant_id, listing_id, guest_id, confirmation_code, check_in, check_out, balance_due, currency, created_at) VALUES (1, ?, ?, 'HMABC123', ?, ?, 125000, 'USD', ?)`,
      )
      .run(listingId, g1, checkIn, checkOut, now).lastInsertRowid,
  );

  const app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(sessionPlugin, { db });
  beforeListen?.(app);
  await app.register(paymentsPlugin, { db, devRoutes: true, ...options });
  // Stand-in for the server's static route of the hosted card form page.
  app.get('/payment-iframe', async (_req, reply) => reply.type('text/html').send('<!doctype html><title>card form</title>'));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;

  const parse = (text: string): Record<string, unknown> => {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return {};
    }
  };

  const guestToken = createSession(db, u1, 1).token;
  // Calls go as the reservation's guest (who holds its intents) unless a test sets `authorization`
  // itself; an empty value sends the call anonymously.
  const withAuth = (headers: Record<string, string>) => {
    const out = { authorization: `Bearer ${guestToken}`, ...headers };
    if (!out.authorization) delete (out as Partial<typeof out>).authorization;
    return out;
  };

  return {
    app,
    db,
    base,
    guestToken,
    otherGuestToken: createSession(db, u2, 1).token,
    reservationId,
    intent: (i = {}) =>
      createIntent(db, {
        tenantId: i.tenantId ?? 1,
        reservationId: i.reservationId === undefined ? reservationId : i.reservationId,
        amount: i.amount ?? 125000,
        currency: 'USD',
        type: i.type ?? 'accommodation',
        captureMethod: i.captureMethod ?? 'automatic',
        provider: i.provider ?? 'sandbox',
      }),
    successfulCharges: (intentId) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM charges WHERE payment_intent_id = ? AND status = 'succeeded' AND kind IN ('charge', 'authorization')`).get(intentId) as { n: number }).n,
    async post(p, body, headers = {}) {
      const res = await fetch(`${base}${p}`, { method: 'POST', headers: withAuth({ 'content-type': 'application/json', ...headers }), body: JSON.stringify(body) });
      return { status: res.status, body: parse(await res.text()), headers: res.headers };
    },
    async get(p, headers = {}) {
      const res = await fetch(`${base}${p}`, { headers: withAuth(headers) });
      const text = await res.text();
      return { status: res.status, body: parse(text), text, headers: res.headers };
    },
    async close() {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
