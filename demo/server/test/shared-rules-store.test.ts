// The reference server and the SDK answer alike for every rule they share (src/core is the one home of
// each). Each case sets the clock and a reservation, asks the server over its HTTP API, and feeds the
// server's own answer (the reservation as the SDK receives it) to the src/core function the SDK uses.
// Expected values come from the spec (sections 4 and 9) and docs/decisions.md.
// This file: survey scores, store item statuses, the pre-check-in Done marker.
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../src/core/dates/instants';
import { doneStepMarker, isDoneStep, resolveWizardVariant, wizardContextFor } from '../../../src/core/precheckin-steps';
import { checkInInstant } from '../../../src/core/reservation';
import { itemStatusView, storeItemStatus, type StoreItemStatus } from '../../../src/core/store';
import { scoreBand, surveyAverage, ticketLink } from '../../../src/core/survey';
import { classifyTrip } from '../../../src/core/trips';
import type { StoreItemEntry } from '../../../src/core/types';
import { one, run } from '../db.js';
import { iso, NOW, sharedRulesServer, type Served, type ServedItem } from './shared-rules-harness.js';

describe('shared rules: survey, store and pre-check-in', () => {
  const h = sharedRulesServer();
  const { at, api, addStay, reservation } = h;

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

  it('store item statuses: purchases, availability, past trips and the waiver window', async () => {
    at(NOW);
    const ci = NOW.getTime() + 3 * DAY_MS;
    const upcoming = addStay({ checkIn: iso(ci), checkOut: iso(ci + 2 * DAY_MS) });
    const finished = addStay({ checkIn: iso(NOW.getTime() - 5 * DAY_MS), checkOut: iso(NOW.getTime() - DAY_MS) });
    const reservationId = one<{ id: number }>(h.db, 'SELECT id FROM reservations WHERE confirmation_code = ?', upcoming)!.id;
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
        h.db,
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
        ? (one<{ status: string }>(h.db, 'SELECT status FROM store_item_purchases WHERE reservation_id = ? AND store_item_id = ? ORDER BY id DESC', reservationId, itemId)?.status ?? null)
        : null;
    // Which listings an item is offered for is stored on the server only (the SDK sees the verdict).
    const offeredFor = (itemId: unknown, listingId: number) => {
      const ids = one<{ listing_ids: string | null }>(h.db, 'SELECT listing_ids FROM store_items WHERE id = ?', itemId)?.listing_ids;
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
    const alpine = (await h.app.inject({ method: 'POST', url: '/api/login-portal', headers: { 'x-tenant-id': '2' }, payload: { email: 'guest@alpine.test', password: 'Guest#2026', token: true } })).json().token as string;
    const as = (bearer: string) => async (method: 'GET' | 'POST', url: string, body?: unknown) => {
      const res = await h.app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` }, ...(body === undefined ? {} : { payload: body as object }) });
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
    run(h.db, `INSERT OR IGNORE INTO pre_check_ins (reservation_id) ${skipped}`);
    run(h.db, `UPDATE pre_check_ins SET skip_guest_registration = 1 WHERE reservation_id IN (${skipped})`);
    const cases: [string, ReturnType<typeof as>, string, number][] = [
      ['A', as(h.token), 'DEMO-FAMILY', 3],
      ['B without the waiver step', as(alpine), 'ALP-FAMILY', 4],
    ];
    run(h.db, "UPDATE tenants SET precheckin_variant = 'B' WHERE id = 1");
    const withWaiver = await sdkMarker(as(h.token), 'DEMO-WAIVER');
    run(h.db, "UPDATE tenants SET precheckin_variant = 'A' WHERE id = 1");
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
    run(h.db, "UPDATE tenants SET precheckin_variant = 'B' WHERE id = 1");
    try {
      expect(doneStepMarker(withWaiver.ctx)).toBe(5);
      expect((await api('POST', `/api/check-in/${withWaiver.id}`, { step: 4 })).body.status).toBe('In Progress');
      expect((await api('POST', `/api/check-in/${withWaiver.id}`, { step: 5 })).body).toMatchObject({ status: 'Done', step: 5 });
    } finally {
      run(h.db, "UPDATE tenants SET precheckin_variant = 'A' WHERE id = 1");
    }
  });
});
