// The reference server and the SDK answer alike for every rule they share (src/core is the one home of
// each). Each case sets the clock and a reservation, asks the server over its HTTP API, and feeds the
// server's own answer (the reservation as the SDK receives it) to the src/core function the SDK uses.
// Expected values come from the spec (sections 4 and 9) and docs/decisions.md.
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { birthDateBounds, EARLIEST_TODAY_TIME_ZONE } from '../../../src/core/dates/birth-date';
import { addDaysIso } from '../../../src/core/dates/days';
import { DAY_MS, HOUR_MS } from '../../../src/core/dates/instants';
import { isDepositPayable, isDepositRequired } from '../../../src/core/deposit';
import { doneStepMarker, isDoneStep, resolveWizardVariant, wizardContextFor } from '../../../src/core/precheckin-steps';
import { checkInInstant } from '../../../src/core/reservation';
import { itemStatusView, storeItemStatus, type StoreItemStatus } from '../../../src/core/store';
import { isMidStay, scoreBand, surveyAverage, ticketLink } from '../../../src/core/survey';
import { classifyTrip } from '../../../src/core/trips';
import type { Reservation, StoreItemEntry } from '../../../src/core/types';
import { validateBirthDate } from '../../../src/core/validation/personal-info';
import { lockOverlay } from '../../../src/core/waiver';
import { buildServer } from '../app.js';
import { one, run, type DB } from '../db.js';
import { tempDir } from './helpers.js';

/** 00:00 on 15 July in Tokyo (still 14 July in UTC). */
const NOW = new Date('2026-07-14T15:00:00Z');
const TOKYO = 'Asia/Tokyo';
const iso = (ms: number) => new Date(ms).toISOString();

type ServedItem = StoreItemEntry & { status: StoreItemStatus | null; item?: { is_damage_waiver?: boolean } };
type Served = Reservation & { classification: string; deposit: { required: boolean; placed: boolean; payable: boolean } };

describe('shared rules: server and SDK agree', () => {
  let app: FastifyInstance;
  let db: DB;
  let dataDir: string;
  let token: string;
  let seq = 0;

  const at = (instant: Date | number) => vi.setSystemTime(instant);

  async function api(method: 'GET' | 'POST', url: string, body?: unknown) {
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: res.statusCode, body: res.json() };
  }

  function cloneRow(table: 'reservations' | 'listings', id: number, overrides: Record<string, unknown>): number {
    const row: Record<string, unknown> = { ...one<Record<string, unknown>>(db, `SELECT * FROM ${table} WHERE id = ?`, id)!, ...overrides };
    delete row.id;
    const cols = Object.keys(row);
    return Number(run(db, `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`, ...cols.map((c) => row[c])).lastInsertRowid);
  }

  /** A fresh reservation of the demo guest (a copy of DEMO-DEPOSIT: paid, no deposit yet), optionally on a listing in another zone. */
  function addStay(stay: { checkIn: string; checkOut: string; source?: string; timeZone?: string }): string {
    const base = one<{ id: number; listing_id: number }>(db, "SELECT id, listing_id FROM reservations WHERE confirmation_code = 'DEMO-DEPOSIT'")!;
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
    app = await buildServer({ dataDir, passwordHashing: 'fast', devRoutes: false });
    db = app.gp.db;
    const login = await app.inject({ method: 'POST', url: '/api/login-portal', payload: { email: 'guest@demo.test', password: 'Guest#2026', token: true, remember: true } });
    token = login.json().token;
  });
  afterAll(async () => {
    await app.close();
    vi.useRealTimers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('deposit payable only 0–48 hours before check-in (edges inclusive), not during the stay', async () => {
    const ci = NOW.getTime() + 3 * DAY_MS;
    const cases: [string, number, boolean][] = [
      ['48 h + 1 ms before', ci - 48 * HOUR_MS - 1, false],
      ['exactly 48 h before', ci - 48 * HOUR_MS, true],
      ['1 h before', ci - HOUR_MS, true],
      ['at check-in', ci, true],
      ['1 ms after check-in', ci + 1, false],
      ['a day into the stay', ci + DAY_MS, false],
    ];
    for (const [label, now, expected] of cases) {
      at(NOW);
      const code = addStay({ checkIn: iso(ci), checkOut: iso(ci + 3 * DAY_MS) });
      at(now);
      const r = await reservation(code);
      expect({ label, server: r.deposit.payable, sdk: isDepositPayable(r, new Date(now)) }).toEqual({ label, server: expected, sdk: expected });
    }
  });

  it('deposit-denied channels compare case-insensitively and trimmed; no deposit once the stay is over', async () => {
    at(NOW);
    const ci = NOW.getTime() + 5 * DAY_MS;
    const cases: [string, boolean][] = [
      ['AIRBNB', false],
      [' Booking.com ', false],
      ['vrbo', false],
      ['ExPeDiA', false],
      ['Airbnb Plus', true],
      ['Direct', true],
    ];
    for (const [source, expected] of cases) {
      const r = await reservation(addStay({ checkIn: iso(ci), checkOut: iso(ci + 2 * DAY_MS), source }));
      expect({ source, server: r.deposit.required, sdk: isDepositRequired(r, NOW) }).toEqual({ source, server: expected, sdk: expected });
    }
    for (const [label, checkOut, expected] of [
      ['check-out now', NOW.getTime(), true],
      ['check-out 1 ms ago', NOW.getTime() - 1, false],
    ] as const) {
      const r = await reservation(addStay({ checkIn: iso(NOW.getTime() - 2 * DAY_MS), checkOut: iso(checkOut) }));
      expect({ label, server: r.deposit.required, sdk: isDepositRequired(r, NOW) }).toEqual({ label, server: expected, sdk: expected });
    }
  });

  it('deposit-denied list from the tenant, written in another case than the channel', async () => {
    at(NOW);
    const tenant = one<{ checkin_settings: string }>(db, 'SELECT checkin_settings FROM tenants WHERE id = 1')!;
    run(db, 'UPDATE tenants SET checkin_settings = ? WHERE id = 1', JSON.stringify({ ...JSON.parse(tenant.checkin_settings), deposit_deny_channels: ['HomeAway'] }));
    try {
      const ci = NOW.getTime() + 5 * DAY_MS;
      const denied = await reservation(addStay({ checkIn: iso(ci), checkOut: iso(ci + DAY_MS), source: 'homeaway' }));
      const other = await reservation(addStay({ checkIn: iso(ci), checkOut: iso(ci + DAY_MS), source: 'Airbnb' }));
      expect([denied.deposit.required, isDepositRequired(denied, NOW)]).toEqual([false, false]);
      expect([other.deposit.required, isDepositRequired(other, NOW)]).toEqual([true, true]);
    } finally {
      run(db, 'UPDATE tenants SET checkin_settings = ? WHERE id = 1', tenant.checkin_settings);
    }
  });

  it('trip classification at its edges, and date-only values read in the listing zone', async () => {
    at(NOW);
    const t = NOW.getTime();
    const cases: [string, { checkIn: string; checkOut: string; timeZone?: string }, string][] = [
      ['check-in 1 ms ahead', { checkIn: iso(t + 1), checkOut: iso(t + DAY_MS) }, 'upcoming'],
      ['check-in now', { checkIn: iso(t), checkOut: iso(t + DAY_MS) }, 'current'],
      ['check-out now', { checkIn: iso(t - DAY_MS), checkOut: iso(t) }, 'current'],
      ['check-out 1 ms ago', { checkIn: iso(t - DAY_MS), checkOut: iso(t - 1) }, 'past'],
      ['date-only check-in today in Tokyo', { checkIn: '2026-07-15', checkOut: '2026-07-18', timeZone: TOKYO }, 'current'],
      ['date-only check-in tomorrow in Tokyo', { checkIn: '2026-07-16', checkOut: '2026-07-18', timeZone: TOKYO }, 'upcoming'],
      ['date-only check-out yesterday in Tokyo', { checkIn: '2026-07-10', checkOut: '2026-07-14', timeZone: TOKYO }, 'past'],
    ];
    for (const [label, stay, expected] of cases) {
      const r = await reservation(addStay(stay));
      expect({ label, server: r.classification, sdk: classifyTrip(r, NOW) }).toEqual({ label, server: expected, sdk: expected });
    }
  });

  it('mid-stay: calendar dates in the listing zone, at midnight in Tokyo', async () => {
    const cases: [string, Date, { checkIn: string; checkOut: string }, boolean][] = [
      ['arrives later today (Tokyo)', NOW, { checkIn: '2026-07-15T06:00:00Z', checkOut: '2026-07-18T01:00:00Z' }, true],
      ['one ms before that day starts', new Date(NOW.getTime() - 1), { checkIn: '2026-07-15T06:00:00Z', checkOut: '2026-07-18T01:00:00Z' }, false],
      ['leaves today at 01:00 (check-out date excluded)', NOW, { checkIn: '2026-07-10T06:00:00Z', checkOut: '2026-07-14T16:00:00Z' }, false],
      ['arrived yesterday 23:00', NOW, { checkIn: '2026-07-14T14:00:00Z', checkOut: '2026-07-17T01:00:00Z' }, true],
    ];
    for (const [label, now, stay, expected] of cases) {
      at(NOW);
      const code = addStay({ ...stay, timeZone: TOKYO });
      at(now);
      const r = await reservation(code);
      const basic = await api('GET', `/api/reservations/${code}/basic`);
      expect(basic.status).toBe(200);
      const sdk = isMidStay(r.check_in, r.check_out, now, r.listing?.timezone ?? undefined);
      expect({ label, server: basic.body.is_mid_stay, sdk }).toEqual({ label, server: expected, sdk: expected });
      if (expected) {
        // The mid-stay survey is open from the check-in date on, even before the check-in hour.
        const sent = await api('POST', `/api/reservations/${code}/survey`, { rate: 4 });
        expect({ label, status: sent.status, avg: sent.body.avg }).toEqual({ label, status: 201, avg: 8 });
      }
    }
  });

  it('survey average on the 10-point scale, rounded to 2 decimals, and what the score leads to', async () => {
    at(NOW);
    const past = { checkIn: iso(NOW.getTime() - 10 * DAY_MS), checkOut: iso(NOW.getTime() - 5 * DAY_MS) };
    const six = (v: number[]) => ({ cleaning: v[0]!, communication: v[1]!, location: v[2]!, accuracy: v[3]!, check_in: v[4]!, value: v[5]! });
    const cases: [string, Record<string, number>, number][] = [
      ['one mark below full', six([5, 5, 5, 4, 5, 5]), 9.67],
      ['one mark above all fours', six([4, 4, 4, 4, 4, 5]), 8.33],
      ['low', six([1, 2, 1, 2, 1, 2]), 3],
      ['all fives', six([5, 5, 5, 5, 5, 5]), 10],
    ];
    for (const [label, ratings, expected] of cases) {
      const code = addStay(past);
      const res = await api('POST', `/api/reservations/${code}/survey`, ratings);
      expect(res.status).toBe(201);
      const sdk = surveyAverage({ midStay: false, ratings });
      expect({ label, server: res.body.avg, sdk }).toEqual({ label, server: expected, sdk: expected });
      if (scoreBand(res.body.avg) === 'bad') expect(res.body.link.startsWith(ticketLink(''))).toBe(true);
      if (scoreBand(res.body.avg) === 'good') expect(res.body.link).toMatch(/^https:\/\//);
    }
    const mid = addStay({ checkIn: iso(NOW.getTime() - 2 * DAY_MS), checkOut: iso(NOW.getTime() + 2 * DAY_MS) });
    const res = await api('POST', `/api/reservations/${mid}/survey`, { rate: 4 });
    expect([res.body.avg, surveyAverage({ midStay: true, rate: 4 })]).toEqual([8, 8]);
  });

  it('reservation details open exactly 24 hours before check-in, and only with the deposit placed', async () => {
    at(NOW);
    const t = NOW.getTime();
    type Reason = 'none' | 'before-unlock-time' | 'deposit-required';
    const cases: { label: string; checkIn: number; source: string; unlocked?: boolean; status: number; reason: Reason }[] = [
      { label: '24 h + 1 ms before, no deposit channel', checkIn: t + 24 * HOUR_MS + 1, source: 'Airbnb', status: 200, reason: 'before-unlock-time' },
      { label: 'exactly 24 h before, no deposit channel', checkIn: t + 24 * HOUR_MS, source: 'Airbnb', status: 200, reason: 'none' },
      { label: '23 h before, deposit due', checkIn: t + 23 * HOUR_MS, source: 'Direct', status: 402, reason: 'deposit-required' },
      { label: '3 days before, deposit due, portal unlocked by staff', checkIn: t + 3 * DAY_MS, source: 'Direct', unlocked: true, status: 200, reason: 'none' },
    ];
    for (const { label, checkIn, source, unlocked, status, reason } of cases) {
      const code = addStay({ checkIn: iso(checkIn), checkOut: iso(checkIn + 3 * DAY_MS), source });
      if (unlocked) {
        run(
          db,
          "INSERT INTO pre_check_ins (reservation_id, step, status, unlock_portal_access, data) SELECT id, 0, 'New', 1, '{}' FROM reservations WHERE confirmation_code = ?",
          code,
        );
      }
      const r = await reservation(code);
      const info = await api('GET', `/api/tourist-data/${code}`);
      const server = info.status === 402 ? 'deposit-required' : info.body.error === 'details_not_available_yet' ? 'before-unlock-time' : 'none';
      expect({ label, status: info.status, server, sdk: lockOverlay({ reservation: r }, NOW).reason }).toEqual({ label, status, server: reason, sdk: reason });
      if (info.status === 402) expect(info.body.code).toBe('deposit_not_paid');
    }
  });

  it('birth-date bounds: 1940-01-01 to 18 years before the earliest "today" on earth', async () => {
    at(NOW);
    const code = addStay({ checkIn: iso(NOW.getTime() + 10 * DAY_MS), checkOut: iso(NOW.getTime() + 12 * DAY_MS) });
    const latest = birthDateBounds(NOW, EARLIEST_TODAY_TIME_ZONE).max;
    const utc = birthDateBounds(NOW, 'UTC').max;
    expect(latest > utc).toBe(true); // 15 July in Kiribati, 14 July in UTC: the bound the server cannot pick wrongly
    const cases: [string, boolean][] = [
      ['1940-01-01', true],
      ['1939-12-31', false],
      [utc, true],
      [latest, true],
      [addDaysIso(latest, 1), false],
      ['2000-02-30', false],
    ];
    for (const [birthday, expected] of cases) {
      const res = await api('POST', `/api/check-in/${code}`, { step: 1, client_info: { birthday } });
      const server = res.status === 200;
      if (!server) expect(res.body).toMatchObject({ code: 'validation', field: 'client_info.birthday' });
      const sdk = validateBirthDate(birthday, NOW, EARLIEST_TODAY_TIME_ZONE) === null;
      expect({ birthday, server, sdk }).toEqual({ birthday, server: expected, sdk: expected });
    }
  });

  it('store item statuses: purchases, availability, past trips and the waiver window', async () => {
    at(NOW);
    const ci = NOW.getTime() + 3 * DAY_MS;
    const upcoming = addStay({ checkIn: iso(ci), checkOut: iso(ci + 2 * DAY_MS) });
    const finished = addStay({ checkIn: iso(NOW.getTime() - 5 * DAY_MS), checkOut: iso(NOW.getTime() - DAY_MS) });
    const reservationId = one<{ id: number }>(db, 'SELECT id FROM reservations WHERE confirmation_code = ?', upcoming)!.id;
    const items = (await api('GET', `/api/tourist/reservations/${upcoming}/store-items`)).body as ServedItem[];
    const plain = items.filter((e) => !e.item?.is_damage_waiver && !e.item?.available_from && !e.has_menus);
    const bought: [string, number][] = [
      ['confirmed', plain[0]!.item!.id as number],
      ['pending_capture', plain[1]!.item!.id as number],
      ['pending_payment', plain[2]!.item!.id as number],
      ['cancelled', plain[3]!.item!.id as number],
    ];
    for (const [status, itemId] of bought) {
      run(
        db,
        `INSERT INTO store_item_purchases (tenant_id, reservation_id, store_item_id, options, count, item_amount, tax_amount, amount, currency, status, created_at, updated_at)
         VALUES (1, ?, ?, '{}', 1, 1000, 0, 1000, 'USD', ?, ?, ?)`,
        reservationId,
        itemId,
        status,
        NOW.toISOString(),
        NOW.toISOString(),
      );
    }
    // Read back rather than remembered: an unfinished purchase expires when the clock moves past its
    // time to live (store/pending-purchases.ts), and the SDK's rule sees what the server holds then.
    const purchaseOf = (itemId: unknown) =>
      bought.some(([, id]) => id === itemId)
        ? (one<{ status: string }>(db, 'SELECT status FROM store_item_purchases WHERE reservation_id = ? AND store_item_id = ? ORDER BY id DESC', reservationId, itemId)?.status ?? null)
        : null;
    // Which listings an item is offered for is stored on the server only (the SDK sees the verdict).
    const offeredFor = (itemId: unknown, listingId: number) => {
      const ids = one<{ listing_ids: string | null }>(db, 'SELECT listing_ids FROM store_items WHERE id = ?', itemId)?.listing_ids;
      return ids == null || (JSON.parse(ids) as number[]).includes(listingId);
    };

    const seen = new Set<StoreItemStatus | null>();
    for (const [code, now] of [
      [upcoming, NOW],
      [upcoming, new Date(ci - 1)],
      [upcoming, new Date(ci)],
      [finished, NOW],
    ] as const) {
      at(now);
      const r = await reservation(code);
      const entries = (await api('GET', `/api/tourist/reservations/${code}/store-items`)).body as ServedItem[];
      for (const entry of entries) {
        const sdk = storeItemStatus(
          {
            purchaseStatus: code === upcoming ? purchaseOf(entry.item?.id) : null,
            availableFrom: entry.item?.available_from ? new Date(entry.item.available_from) : null,
            isDamageWaiver: entry.item?.is_damage_waiver === true,
            waiverAmount: r.listing?.damage_waiver_amount ?? null,
            stay: { checkIn: checkInInstant(r)!, tripClass: classifyTrip(r, now), offeredForListing: offeredFor(entry.item?.id, Number(r.listing?.id)) },
          },
          now,
        );
        expect({ item: entry.item?.name, at: now.toISOString(), server: entry.status }).toEqual({ item: entry.item?.name, at: now.toISOString(), server: sdk });
        expect(itemStatusView(entry).disabled).toBe(entry.status !== null);
        seen.add(entry.status);
      }
    }
    expect([...seen].sort()).toEqual([null, 'future', 'in_bag', 'not_available', 'purchased', 'requested'].sort());
  });
  it("pre-check-in done marker: the server marks Done exactly where the SDK's wizard ends (A: 3; B: its last step)", async () => {
    at(NOW);
    const alpine = (await app.inject({ method: 'POST', url: '/api/login-portal', headers: { 'x-tenant-id': '2' }, payload: { email: 'guest@alpine.test', password: 'Guest#2026', token: true } })).json().token as string;
    const as = (bearer: string) => async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const res = await app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` }, ...(body === undefined ? {} : { payload: body as object }) });
      return { status: res.statusCode, body: res.json() };
    };
    // The SDK's view: configuration, the trips-list reservation, trip info, the store items and the record.
    async function sdkMarker(call: ReturnType<typeof as>, code: string) {
      const config = (await call('GET', '/api/config')).body;
      const r = ((await call('GET', '/api/tourist/reservations/')).body as Served[]).find((x) => x.confirmation_code === code)!;
      const trip = (await call('GET', `/api/tourist-data/${code}`)).body;
      const storeItems = (await call('GET', `/api/tourist/reservations/${code}/store-items`)).body as StoreItemEntry[];
      const record = (await call('GET', `/api/tourist/reservations/${code}/check-in`)).body;
      const ctx = wizardContextFor(
        {
          variant: resolveWizardVariant(config.precheckin_variant),
          listing: r.listing,
          settings: r.checkin_info,
          record,
          waiver: { reservation: r, preCheckIn: record, tripInfo: trip, storeItems },
          storeEnabled: config.store_support === true,
          hasStoreItems: trip.has_store_items === true,
        },
        NOW,
      );
      return { ctx, id: record.reservation_id as number };
    }
    // This test is about where Done falls, not what it needs: the records count as complete (staff skipped
    // the registration), so the server's completeness check (security-details.test.ts) stays out of the way.
    const skipped = "SELECT id FROM reservations WHERE confirmation_code IN ('DEMO-FAMILY', 'ALP-FAMILY', 'DEMO-WAIVER')";
    run(db, `INSERT OR IGNORE INTO pre_check_ins (reservation_id) ${skipped}`);
    run(db, `UPDATE pre_check_ins SET skip_guest_registration = 1 WHERE reservation_id IN (${skipped})`);
    const cases: [string, ReturnType<typeof as>, string, number][] = [
      ['A', as(token), 'DEMO-FAMILY', 3],
      ['B without the waiver step', as(alpine), 'ALP-FAMILY', 4],
    ];
    run(db, "UPDATE tenants SET precheckin_variant = 'B' WHERE id = 1");
    const withWaiver = await sdkMarker(as(token), 'DEMO-WAIVER');
    run(db, "UPDATE tenants SET precheckin_variant = 'A' WHERE id = 1");
    expect(withWaiver.ctx).toMatchObject({ variant: 'B', damageWaiverPayable: true, storeStepEnabled: true });
    for (const [label, call, code, expected] of cases) {
      const { ctx, id } = await sdkMarker(call, code);
      expect({ label, marker: doneStepMarker(ctx) }).toEqual({ label, marker: expected });
      const before = await call('POST', `/api/check-in/${id}`, { step: expected - 1 });
      expect({ label, status: before.body.status, sdk: isDoneStep(expected - 1, ctx) }).toEqual({ label, status: 'In Progress', sdk: false });
      const reached = await call('POST', `/api/check-in/${id}`, { step: expected });
      expect({ label, status: reached.body.status, step: reached.body.step, sdk: isDoneStep(expected, ctx) }).toEqual({ label, status: 'Done', step: expected, sdk: true });
    }
    // Reading B with every step (the waiver is payable): five steps, Done only at 5.
    run(db, "UPDATE tenants SET precheckin_variant = 'B' WHERE id = 1");
    try {
      expect(doneStepMarker(withWaiver.ctx)).toBe(5);
      expect((await api('POST', `/api/check-in/${withWaiver.id}`, { step: 4 })).body.status).toBe('In Progress');
      expect((await api('POST', `/api/check-in/${withWaiver.id}`, { step: 5 })).body).toMatchObject({ status: 'Done', step: 5 });
    } finally {
      run(db, "UPDATE tenants SET precheckin_variant = 'A' WHERE id = 1");
    }
  });
});
