// Every reservation case of SEED.md (DEMO-*, ALP-*), each with its pre-check-in, and their payment intents.
import { run, toJson } from '../db.js';
import { createIntent } from '../reservations/intents.js';
import type { SeedContext } from './context.js';
import type { SeedListings } from './listings.js';
import { DONE_DATA as doneData } from './pre-check-in-data.js';

/** The reservations the store and the feedback of the seed refer to. */
export interface SeedStays {
  past: number;
  reviewed: number;
  current: number;
  alpPast: number;
}

export function seedReservations(
  { db, at, created, insert }: SeedContext,
  { t1, t2 }: { t1: number; t2: number },
  { alex: A, jamie, camille }: { alex: number; jamie: number; camille: number },
  { ocean, resort, loft, chalet, chaletFamily }: SeedListings,
): SeedStays {
  interface R {
    tenant?: number;
    listing: number;
    guest: number;
    code: string;
    inH: number;
    outH: number;
    source?: string;
    price?: number;
    balance?: number;
    merchant?: boolean;
    vcc?: boolean;
    depositPlaced?: boolean;
    currency?: string;
    pci?: { status: string; step: number; data?: Record<string, unknown>; locked?: boolean; prev?: unknown[] | null; unlock?: boolean; skip?: boolean };
    group?: string;
    reg?: string;
    /** Guests entered by hand although the tenant has a registration key. */
    regOptOut?: boolean;
    adults?: number;
    kids?: number;
  }
  const reservation = (r: R) => {
    const price = r.price ?? 150000;
    const balance = r.balance ?? 0;
    const id = insert(
      `INSERT INTO reservations (tenant_id, listing_id, guest_id, confirmation_code, check_in, check_out, planned_arrival,
         planned_departure, source, price, balance_due, currency, is_merchant, use_vcc, is_local, invoice_items,
         additional_invoice_items, payment_items, group_id, deposit_placed, guest_registration_status, guest_registration_opt_out,
         adults, kids, babies, created_at)
       VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
      r.tenant ?? t1,
      r.listing,
      r.guest,
      r.code,
      at(r.inH),
      at(r.outH),
      r.source ?? 'Direct',
      price,
      balance,
      r.currency ?? 'USD',
      r.merchant === false ? 0 : 1,
      r.vcc ? 1 : 0,
      toJson([
        { title: 'Accommodation', amount: price - 15000 },
        { title: 'Cleaning fee', amount: 15000 },
      ]),
      toJson([{ title: 'Pet fee', amount: 0 }]),
      toJson(price - balance > 0 ? [{ status: 'SUCCEEDED', amount: price - balance, title: 'Accommodation' }] : []),
      r.group ?? null,
      r.depositPlaced ? 1 : 0,
      r.reg ?? 'NOT_STARTED',
      r.regOptOut ? 1 : 0,
      r.adults ?? 2,
      r.kids ?? 0,
      created,
    );
    const pci = r.pci ?? { status: 'New', step: 0 };
    run(
      db,
      `INSERT INTO pre_check_ins (reservation_id, step, status, locked_guest_details, unlock_portal_access, skip_guest_registration,
         data, previous_guests_details, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      pci.step,
      pci.status,
      pci.locked ? 1 : 0,
      pci.unlock ? 1 : 0,
      pci.skip ? 1 : 0,
      toJson(pci.data ?? {}),
      pci.prev ? toJson(pci.prev) : null,
      pci.status === 'New' ? null : created,
    );
    return id;
  };
  const done = { status: 'Done', step: 3, data: doneData };

  const past = reservation({ listing: ocean, guest: A, code: 'DEMO-PAST', inH: -20 * 24, outH: -15 * 24, depositPlaced: true, pci: done });
  const reviewed = reservation({ listing: loft, guest: A, code: 'DEMO-REVIEWED', inH: -40 * 24, outH: -36 * 24, depositPlaced: true, pci: done });
  const current = reservation({ listing: ocean, guest: A, code: 'DEMO-CURRENT', inH: -48, outH: 72, depositPlaced: true, pci: done });
  reservation({ listing: ocean, guest: A, code: 'DEMO-DONE', inH: 6, outH: 4 * 24, depositPlaced: true, pci: { ...done, locked: true } });
  const deposit = reservation({ listing: ocean, guest: A, code: 'DEMO-DEPOSIT', inH: 30, outH: 5 * 24, pci: done });
  reservation({ listing: loft, guest: A, code: 'DEMO-DEPOSIT-DUE', inH: 12, outH: 3 * 24, pci: done });
  reservation({ listing: loft, guest: A, code: 'DEMO-DEPOSIT-LATER', inH: 5 * 24, outH: 8 * 24 });
  reservation({
    listing: ocean,
    guest: A,
    code: 'DEMO-UPCOMING',
    inH: 10 * 24,
    outH: 15 * 24,
    group: 'GRP-DEMO',
    pci: { status: 'New', step: 0, prev: doneData.guests_details },
  });
  reservation({
    listing: loft,
    guest: A,
    code: 'DEMO-PRECHECKIN',
    inH: 8 * 24,
    outH: 11 * 24,
    pci: { status: 'In Progress', step: 1, data: { times_info: doneData.times_info, guest_count_info: doneData.guest_count_info, guests_details: doneData.guests_details } },
  });
  const balance = reservation({ listing: ocean, guest: A, code: 'DEMO-BALANCE', inH: 20 * 24, outH: 27 * 24, price: 180000, balance: 90000 });
  const balanceDirect = reservation({ listing: loft, guest: A, code: 'DEMO-BALANCE-DIRECT', inH: 25 * 24, outH: 28 * 24, price: 60000, balance: 45000, merchant: false });
  reservation({ listing: ocean, guest: A, code: 'DEMO-VCC', inH: 14 * 24, outH: 18 * 24, source: 'Booking.com', price: 120000, balance: 120000, merchant: false, vcc: true });
  const waiver = reservation({ listing: ocean, guest: A, code: 'DEMO-WAIVER', inH: 72, outH: 7 * 24, pci: { status: 'In Progress', step: 2, data: { times_info: doneData.times_info } } });
  reservation({ listing: ocean, guest: A, code: 'DEMO-NODEPOSIT', inH: 20, outH: 4 * 24, source: 'Airbnb', pci: done });
  reservation({ listing: resort, guest: A, code: 'DEMO-RESORT', inH: 15 * 24, outH: 19 * 24 });
  reservation({ listing: loft, guest: jamie, code: 'DEMO-OTHER', inH: 7 * 24, outH: 9 * 24 });
  // Fresh pre-check-ins for the wizard journeys: two adults and a kid, special requests with a required
  // toggle and a counter, parking with an assigned space, an additional document, terms and signature.
  reservation({ listing: ocean, guest: A, code: 'DEMO-FAMILY', inH: 9 * 24, outH: 13 * 24, adults: 2, kids: 1 });
  reservation({ listing: ocean, guest: A, code: 'DEMO-RETRY', inH: 9 * 24, outH: 12 * 24, adults: 2, kids: 1 });
  reservation({ tenant: t2, listing: chaletFamily, guest: camille, code: 'ALP-FAMILY', inH: 9 * 24, outH: 16 * 24, currency: 'EUR', adults: 2, kids: 1, regOptOut: true });
  reservation({ tenant: t2, listing: chaletFamily, guest: camille, code: 'ALP-WIDGET', inH: 10 * 24, outH: 17 * 24, currency: 'EUR', adults: 2, kids: 1 });
  reservation({ tenant: t2, listing: chalet, guest: camille, code: 'ALP-UPCOMING', inH: 5 * 24, outH: 12 * 24, currency: 'EUR', reg: 'IN_PROGRESS', adults: 4, kids: 2 });
  reservation({ tenant: t2, listing: chalet, guest: camille, code: 'ALP-CURRENT', inH: -24, outH: 5 * 24, currency: 'EUR', reg: 'COMPLETE', depositPlaced: true, pci: { status: 'Done', step: 3, data: {} } });
  const alpPast = reservation({ tenant: t2, listing: chalet, guest: camille, code: 'ALP-PAST', inH: -60 * 24, outH: -53 * 24, currency: 'EUR', reg: 'COMPLETE', depositPlaced: true, pci: { status: 'Done', step: 3, data: {} } });

  // Payment intents: balances to pay, deposits to place or placed, a paid stay.
  createIntent(db, { tenantId: t1, reservationId: balance, amount: 90000, currency: 'USD', type: 'accommodation' });
  createIntent(db, { tenantId: t1, reservationId: balanceDirect, amount: 45000, currency: 'USD', type: 'accommodation', status: 'requires_source' });
  createIntent(db, { tenantId: t1, reservationId: deposit, amount: 50000, currency: 'USD', type: 'deposit', captureMethod: 'manual' });
  createIntent(db, { tenantId: t1, reservationId: waiver, amount: 50000, currency: 'USD', type: 'deposit', captureMethod: 'manual' });
  createIntent(db, { tenantId: t1, reservationId: current, amount: 50000, currency: 'USD', type: 'deposit', captureMethod: 'manual', status: 'requires_capture' });
  createIntent(db, { tenantId: t1, reservationId: past, amount: 150000, currency: 'USD', type: 'accommodation', status: 'succeeded', createdAt: at(-30 * 24) });
  return { past, reviewed, current, alpPast };
}
