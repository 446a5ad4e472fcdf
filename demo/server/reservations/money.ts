// What the reservation still owes before its details open: the accommodation balance and the deposit
// (or the damage waiver that replaces it), by the rules of src/core/balance, deposit and stay-windows.
import { isAccommodationBalancePayable } from '../../../src/core/balance';
import { isBeforeArrival } from '../../../src/core/dates/stay-windows';
import { DEFAULT_DEPOSIT_MINOR, depositWindowOpensAt, isDepositPayableAt, isDepositRequiredBy } from '../../../src/core/deposit';
import { isIntentDone, isIntentOpen } from '../../../src/core/intents';
import { one, type DB } from '../db.js';
import { HttpError } from '../errors.js';
import { createIntent, intentsOf, openAccommodationIntent } from './intents.js';
import { getListing, stayOf, type CheckinSettings, type ReservationRow } from './rows.js';

/** Accommodation balance must be paid in the portal before details and pre-check-in (the SDK's rule). */
export function paymentRequired(r: ReservationRow, settings: CheckinSettings): boolean {
  return isAccommodationBalancePayable({ balance_due: r.balance_due, use_vcc: Boolean(r.use_vcc), checkin_info: settings });
}

function confirmedWaiver(db: DB, reservationId: number): boolean {
  return Boolean(
    one(
      db,
      `SELECT 1 FROM store_item_purchases p JOIN store_items i ON i.id = p.store_item_id
        WHERE p.reservation_id = ? AND i.is_damage_waiver = 1 AND p.status = 'confirmed'`,
      reservationId,
    ),
  );
}

/** A deposit hold or payment is placed (not a waiver bought in its place). */
export function depositHeld(db: DB, r: ReservationRow): boolean {
  return Boolean(r.deposit_placed) || intentsOf(db, r.id).some((i) => i.type === 'deposit' && isIntentDone(i.status));
}

export interface DepositInfo {
  required: boolean;
  placed: boolean;
  payable: boolean;
  amount: number;
  currency: string;
  payment_intent_id: string | null;
  payable_from: string;
}

/**
 * Deposit state, by the rules of src/core/deposit: required when the tenant accepts deposits, the channel
 * is not deposit-denied and the stay is not over; payable 0–48 hours before check-in. Placed when a deposit
 * intent is authorised/paid, or a damage waiver was bought instead. Creates the deposit intent (the
 * listing's amount, else DEFAULT_DEPOSIT_MINOR) once it is payable and none exists.
 */
export function depositInfo(db: DB, r: ReservationRow, settings: CheckinSettings, now = Date.now()): DepositInfo {
  const intents = intentsOf(db, r.id).filter((i) => i.type === 'deposit');
  const at = new Date(now);
  const stay = stayOf(db, r);
  const required = isDepositRequiredBy(
    { acceptsDeposits: settings.accept_deposit_payments, channel: r.source, denyChannels: settings.deposit_deny_channels, checkOut: stay.checkOut },
    at,
  );
  const placed = Boolean(r.deposit_placed) || intents.some((i) => isIntentDone(i.status)) || confirmedWaiver(db, r.id);
  const payable = isDepositPayableAt({ required, placed, checkIn: stay.checkIn }, at);
  const listing = getListing(db, r.listing_id);
  const defaultAmount = listing.deposit_amount ?? DEFAULT_DEPOSIT_MINOR;
  let open = intents.find((i) => isIntentOpen(i.status));
  if (payable && !open) {
    open = createIntent(db, {
      tenantId: r.tenant_id,
      reservationId: r.id,
      amount: defaultAmount,
      currency: r.currency,
      type: 'deposit',
      captureMethod: 'manual',
    });
  }
  return {
    required,
    placed,
    payable,
    amount: open?.amount ?? intents[0]?.amount ?? defaultAmount,
    currency: r.currency,
    payment_intent_id: open?.id ?? intents.find((i) => isIntentDone(i.status))?.id ?? null,
    payable_from: depositWindowOpensAt(stay.checkIn).toISOString(),
  };
}

export function waiverItemId(db: DB, tenantId: number): number | null {
  return (
    one<{ id: number }>(db, 'SELECT id FROM store_items WHERE tenant_id = ? AND is_damage_waiver = 1 AND active = 1', tenantId)?.id ??
    null
  );
}

/** A damage waiver can replace the deposit any time before arrival. */
export function hasDamageWaiverToPay(db: DB, r: ReservationRow, settings: CheckinSettings, deposit: DepositInfo, now = Date.now()): boolean {
  const listing = getListing(db, r.listing_id);
  return (
    settings.accept_damage_waiver &&
    (listing.damage_waiver_amount ?? 0) > 0 &&
    waiverItemId(db, r.tenant_id) !== null &&
    deposit.required &&
    !deposit.placed &&
    isBeforeArrival(stayOf(db, r).checkIn, new Date(now))
  );
}

export function notPaidError(db: DB, r: ReservationRow): HttpError {
  const listing = getListing(db, r.listing_id);
  return new HttpError(402, 'not_paid', 'The accommodation balance must be paid first', undefined, {
    check_in: r.check_in,
    min_check_in_time_string: listing.min_check_in_time,
    balance_due: r.balance_due,
    currency: r.currency,
    payment_intent_id: openAccommodationIntent(db, r)?.id ?? null,
  });
}
