// The server the shared-rules tests ask (shared-rules-*.test.ts): a seeded server on a fake clock, the demo
// guest signed in, and helpers to add a stay and read it as the SDK receives it.
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { Reservation, StoreItemEntry } from '../../../src/core/types';
import type { StoreItemStatus } from '../../../src/core/store';
import { buildServer } from '../app.js';
import { one, run, type DB } from '../db.js';
import { tempDir } from './helpers.js';

/** 00:00 on 15 July in Tokyo (still 14 July in UTC). */
export const NOW = new Date('2026-07-14T15:00:00Z');
export const TOKYO = 'Asia/Tokyo';
export const iso = (ms: number) => new Date(ms).toISOString();

export type ServedItem = StoreItemEntry & { status: StoreItemStatus | null; item?: { is_damage_waiver?: boolean } };
export type Served = Reservation & { classification: string; deposit: { required: boolean; placed: boolean; payable: boolean } };

/** Starts the server before the file's tests and closes it after; `app`, `db` and `token` are set once started. */
export function sharedRulesServer() {
  const h = { app: undefined as unknown as FastifyInstance, db: undefined as unknown as DB, token: '' };
  let dataDir: string;
  let seq = 0;

  const at = (instant: Date | number) => vi.setSystemTime(instant);

  async function api(method: 'GET' | 'POST', url: string, body?: unknown) {
    const res = await h.app.inject({ method, url, headers: { authorization: `Bearer ${h.token}` }, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: res.statusCode, body: res.json() };
  }

  function cloneRow(table: 'reservations' | 'listings', id: number, overrides: Record<string, unknown>): number {
    const row: Record<string, unknown> = { ...one<Record<string, unknown>>(h.db, `SELECT * FROM ${table} WHERE id = ?`, id)!, ...overrides };
    delete row.id;
    const cols = Object.keys(row);
    return Number(run(h.db, `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`, ...cols.map((c) => row[c])).lastInsertRowid);
  }

  /** A fresh reservation of the demo guest (a copy of DEMO-DEPOSIT: paid, no deposit yet), optionally on a listing in another zone. */
  function addStay(stay: { checkIn: string; checkOut: string; source?: string; timeZone?: string }): string {
    const base = one<{ id: number; listing_id: number }>(h.db, "SELECT id, listing_id FROM reservations WHERE confirmation_code = 'DEMO-DEPOSIT'")!;
    const listingId = stay.timeZone ? cloneRow('listings', base.listing_id, { timezone: stay.timeZone }) : base.listing_id;
    const code = `EQ-${++seq}`;
    cloneRow('reservations', base.id, {
      confirmation_code: code,
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      source: stay.source ?? 'Direct',
      listing_id: listingId,
      deposit_placed: 0,
      balance_due: 0,
    });
    return code;
  }

  /** The reservation as the SDK receives it (GET /api/tourist/reservations/), with the server's own verdicts. */
  async function reservation(code: string): Promise<Served> {
    const list = await api('GET', '/api/tourist/reservations/');
    expect(list.status).toBe(200);
    return (list.body as Served[]).find((r) => r.confirmation_code === code)!;
  }

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(NOW);
    dataDir = tempDir();
    h.app = await buildServer({ dataDir, passwordHashing: 'fast', devRoutes: false });
    h.db = h.app.gp.db;
    const login = await h.app.inject({ method: 'POST', url: '/api/login-portal', payload: { email: 'guest@demo.test', password: 'Guest#2026', token: true, remember: true } });
    h.token = login.json().token;
  });
  afterAll(async () => {
    await h.app.close();
    vi.useRealTimers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return Object.assign(h, { at, api, addStay, reservation, cloneRow });
}
