// The payments tests' fixture: the real server (startServer) with a reservation of its own (HMABC123, at
// the "Sea View Loft"), two guests with sessions, and helpers to create intents and call the API as the guest.
import type { FastifyInstance } from 'fastify';
import { createSession } from '../auth/sessions.js';
import { run, type DB } from '../db.js';
import { createIntent } from '../reservations/intents.js';
import type { IntentRow } from '../reservations/rows.js';
import { startServer } from './helpers.js';

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

export async function startFixture(extend?: (app: FastifyInstance) => void): Promise<Fixture> {
  const server = await startServer({ siteOrigins: [SITE_ORIGIN], allowedOrigins: [], ...(extend ? { extend } : {}) });
  const { app, url: base } = server;
  const db = app.db;
  const now = new Date().toISOString();
  // The seeded tenants, with the allowed origins these tests check frame-ancestors against.
  run(db, 'UPDATE tenants SET allowed_origins = ? WHERE id = 1', JSON.stringify([SITE_ORIGIN]));
  run(db, 'UPDATE tenants SET allowed_origins = ? WHERE id = 2', JSON.stringify(['http://other.test']));
  const guest = (t: number, name: string) => Number(run(db, `INSERT INTO guests (tenant_id, first_name, last_name) VALUES (?, ?, 'Guest')`, t, name).lastInsertRowid);
  const user = (t: number, email: string, guestId: number | null) =>
    Number(run(db, `INSERT INTO users (tenant_id, email, password_hash, first_name, guest_id, created_at) VALUES (?, ?, 'x', 'Test', ?, ?)`, t, email, guestId, now).lastInsertRowid);
  const g1 = guest(1, 'Ada');
  const g2 = guest(1, 'Bob');
  const u1 = user(1, 'ada@example.com', g1);
  const u2 = user(1, 'bob@example.com', g2);
  const listingId = Number(run(db, `INSERT INTO listings (tenant_id, title, city_name) VALUES (1, 'Sea View Loft', 'Lisbon')`).lastInsertRowid);
  const checkIn = new Date(Date.now() + 5 * 86400_000).toISOString();
  const checkOut = new Date(Date.now() + 9 * 86400_000).toISOString();
  const reservationId = Number(
    run(
      db,
      `INSERT INTO reservations (tenant_id, listing_id, guest_id, confirmation_code, check_in, check_out, balance_due, currency, created_at) VALUES (1, ?, ?, 'HMABC123', ?, ?, 125000, 'USD', ?)`,
      listingId,
      g1,
      checkIn,
      checkOut,
      now,
    ).lastInsertRowid,
  );

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
    close: () => server.close(),
  };
}
