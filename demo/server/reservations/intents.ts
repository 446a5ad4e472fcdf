// Payment intent rows (a table shared with the payments plugin): creation, the contract's shape, and what a
// settled intent changes on the reservation (balance, deposit, store purchase).
import { randomBytes } from 'node:crypto';
import { isIntentDone, isIntentOpen } from '../../../src/core/intents';
import { many, nowIso, one, parseJson, run, toJson, type DB } from '../db.js';
import { getReservation, type IntentRow, type ReservationRow } from './rows.js';

export const intentsOf = (db: DB, reservationId: number) =>
  many<IntentRow>(db, 'SELECT * FROM payment_intents WHERE reservation_id = ? ORDER BY created_at, id', reservationId);

export function newIntentId(): string {
  return `pi_${randomBytes(12).toString('hex')}`;
}

/** Creates a payment intent row (shared table with the payments plugin). */
export function createIntent(
  db: DB,
  input: {
    tenantId: number;
    reservationId: number | null;
    amount: number;
    currency: string;
    type: 'accommodation' | 'deposit' | 'store';
    captureMethod?: 'automatic' | 'manual';
    status?: string;
    provider?: string;
    storeItemPurchaseId?: number | null;
    createdAt?: string;
  },
): IntentRow {
  const id = newIntentId();
  const now = input.createdAt ?? nowIso();
  run(
    db,
    `INSERT INTO payment_intents (id, tenant_id, reservation_id, client_secret, status, amount, currency, capture_method,
       type, payment_provider, store_item_purchase_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    input.tenantId,
    input.reservationId,
    `${id}_secret_${randomBytes(12).toString('hex')}`,
    input.status ?? 'requires_payment_method',
    input.amount,
    input.currency,
    input.captureMethod ?? 'automatic',
    input.type,
    input.provider ?? 'sandbox',
    input.storeItemPurchaseId ?? null,
    now,
    now,
  );
  return one<IntentRow>(db, 'SELECT * FROM payment_intents WHERE id = ?', id)!;
}

export function serializeIntent(db: DB, i: IntentRow) {
  const purchase =
    i.store_item_purchase_id !== null
      ? one<{ id: number; store_item_id: number }>(
          db,
          'SELECT id, store_item_id FROM store_item_purchases WHERE id = ?',
          i.store_item_purchase_id,
        )
      : undefined;
  return {
    payment_intent_id: i.id,
    client_secret: i.client_secret,
    status: i.status,
    amount: i.amount,
    currency: i.currency,
    capture_method: i.capture_method,
    metadata: { type: i.type },
    payment_provider: i.payment_provider,
    store_item_purchase: purchase ? { id: purchase.id, store_item_id: purchase.store_item_id } : null,
    created_at: i.created_at,
  };
}

export function openAccommodationIntent(db: DB, r: ReservationRow): IntentRow | undefined {
  return intentsOf(db, r.id).find((i) => i.type === 'accommodation' && isIntentOpen(i.status));
}

/**
 * Called (by the payments plugin, or the dev approve/reject routes) after an intent changed status.
 * Idempotent per (intent, status): accommodation → balance_due and a SUCCEEDED payment item; deposit → placed;
 * store → purchase pending_capture / confirmed / cancelled.
 */
export function onIntentSettled(db: DB, intentId: string): void {
  const intent = one<IntentRow>(db, 'SELECT * FROM payment_intents WHERE id = ?', intentId);
  if (!intent) return;
  db.transaction(() => {
    const marker = run(db, 'INSERT OR IGNORE INTO intent_settlements (intent_id, status, settled_at) VALUES (?, ?, ?)', intent.id, intent.status, nowIso());
    if (marker.changes === 0) return;
    const now = nowIso();
    if (intent.type === 'accommodation' && intent.status === 'succeeded' && intent.reservation_id !== null) {
      const r = getReservation(db, intent.reservation_id);
      if (!r) return;
      const items = parseJson<{ status: string; amount: number; title?: string }[]>(r.payment_items, []);
      items.push({ status: 'SUCCEEDED', amount: intent.amount, title: 'Accommodation' });
      run(
        db,
        'UPDATE reservations SET balance_due = MAX(0, balance_due - ?), payment_items = ? WHERE id = ?',
        intent.amount,
        toJson(items),
        r.id,
      );
    } else if (intent.type === 'deposit' && isIntentDone(intent.status) && intent.reservation_id !== null) {
      run(db, 'UPDATE reservations SET deposit_placed = 1 WHERE id = ?', intent.reservation_id);
    } else if (intent.type === 'store' && intent.store_item_purchase_id !== null) {
      const status =
        intent.status === 'succeeded'
          ? 'confirmed'
          : intent.status === 'requires_capture'
            ? 'pending_capture'
            : intent.status === 'canceled'
              ? 'cancelled'
              : null;
      if (status) {
        run(db, 'UPDATE store_item_purchases SET status = ?, updated_at = ? WHERE id = ?', status, now, intent.store_item_purchase_id);
      }
      if (status === 'confirmed' && intent.reservation_id !== null && isWaiverPurchase(db, intent.store_item_purchase_id)) {
        releaseDeposit(db, intent.reservation_id, now);
      }
    }
  })();
}

function isWaiverPurchase(db: DB, purchaseId: number): boolean {
  return Boolean(
    one(db, 'SELECT 1 FROM store_item_purchases p JOIN store_items i ON i.id = p.store_item_id WHERE p.id = ? AND i.is_damage_waiver = 1', purchaseId),
  );
}

/**
 * A paid damage waiver replaces the deposit: its open intent is cancelled (it can no longer be paid) and
 * a hold placed meanwhile (an order raced the deposit) is released. A captured deposit stays as it is.
 */
function releaseDeposit(db: DB, reservationId: number, now: string): void {
  const held = run(
    db,
    "UPDATE payment_intents SET status = 'canceled', updated_at = ? WHERE reservation_id = ? AND type = 'deposit' AND status = 'requires_capture'",
    now,
    reservationId,
  ).changes;
  for (const i of intentsOf(db, reservationId)) {
    if (i.type === 'deposit' && isIntentOpen(i.status)) run(db, "UPDATE payment_intents SET status = 'canceled', updated_at = ? WHERE id = ?", now, i.id);
  }
  if (held > 0) run(db, 'UPDATE reservations SET deposit_placed = 0 WHERE id = ?', reservationId);
}

export function setIntentStatus(db: DB, intentId: string, status: string): void {
  run(db, 'UPDATE payment_intents SET status = ?, updated_at = ? WHERE id = ?', status, nowIso(), intentId);
  onIntentSettled(db, intentId);
}
