// Unfinished store purchases (`pending_payment`: the order was placed, its card step never finished).
// The guest may cancel one, and one left alone expires, so an abandoned checkout never locks its item.
import { OPEN_INTENT_STATUSES } from '../../../src/core/intents';
import { many, one, run, type DB } from '../db.js';

/**
 * How long an unfinished purchase waits for its payment before the server cancels it: a day, as a
 * card provider's hosted checkout session lasts, so a guest who comes back the same evening still
 * finds it (and can cancel it at once instead of waiting). Env GP_PENDING_PAYMENT_TTL_MINUTES.
 */
export const DEFAULT_PENDING_PAYMENT_TTL_MS = 24 * 60 * 60 * 1000;

export function pendingPaymentTtlFrom(option: number | undefined, env = process.env.GP_PENDING_PAYMENT_TTL_MINUTES): number {
  if (option !== undefined) return option;
  const minutes = Number(env);
  return env && Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : DEFAULT_PENDING_PAYMENT_TTL_MS;
}

const OPEN = OPEN_INTENT_STATUSES.map(() => '?').join(', ');

/**
 * Cancels one unfinished purchase and its intent, unless a payment got there first: the intent
 * moves only while it is still open (the same conditional update the charge uses), so a charge and
 * a cancel never both win. True when it was cancelled.
 */
export function cancelPendingPurchase(db: DB, purchaseId: number, at: Date): boolean {
  return db.transaction(() => {
    const p = one<{ payment_intent_id: string | null }>(db, "SELECT payment_intent_id FROM store_item_purchases WHERE id = ? AND status = 'pending_payment'", purchaseId);
    if (!p) return false;
    const stamp = at.toISOString();
    if (p.payment_intent_id) {
      const moved = run(db, `UPDATE payment_intents SET status = 'canceled', updated_at = ? WHERE id = ? AND status IN (${OPEN})`, stamp, p.payment_intent_id, ...OPEN_INTENT_STATUSES);
      if (moved.changes !== 1) return false;
    }
    run(db, "UPDATE store_item_purchases SET status = 'cancelled', updated_at = ? WHERE id = ?", stamp, purchaseId);
    return true;
  })();
}

/**
 * Expires every unfinished purchase of a guest whose last sign of life (the order, or a later card attempt on
 * its intent) is older than `ttlMs`. A payment request staff created for the guest stays: it is the
 * company's to withdraw. Returns the ids it cancelled.
 */
export function expireAbandonedPurchases(db: DB, now: Date, ttlMs: number): number[] {
  const cutoff = new Date(now.getTime() - ttlMs).toISOString();
  const stale = many<{ id: number }>(
    db,
    `SELECT p.id FROM store_item_purchases p
      WHERE p.status = 'pending_payment'
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.created_by_user_id AND u.role <> 'guest')
        AND MAX(p.created_at, COALESCE((SELECT MAX(c.created_at) FROM charges c WHERE c.payment_intent_id = p.payment_intent_id), '')) < ?`,
    cutoff,
  );
  return stale.map((s) => s.id).filter((id) => cancelPendingPurchase(db, id, now));
}

/** What an unfinished purchase waits for: a payment (Reserve) or the card authorisation of a Request. */
export type Awaiting = 'payment' | 'authorization';

export interface PendingPurchase {
  id: number;
  payment_intent_id: string;
  awaiting: Awaiting;
}

const awaitingOf = (captureMethod: string | null | undefined): Awaiting => (captureMethod === 'manual' ? 'authorization' : 'payment');

/** The item's unfinished purchase on the reservation (what Continue pays and Cancel frees), if any. */
export function pendingPurchaseOf(db: DB, reservationId: number, itemId: number): PendingPurchase | null {
  const row = one<{ id: number; payment_intent_id: string; capture_method: string }>(
    db,
    `SELECT p.id, p.payment_intent_id, i.capture_method FROM store_item_purchases p JOIN payment_intents i ON i.id = p.payment_intent_id
      WHERE p.reservation_id = ? AND p.store_item_id = ? AND p.status = 'pending_payment' ORDER BY p.id DESC LIMIT 1`,
    reservationId,
    itemId,
  );
  return row ? { id: row.id, payment_intent_id: row.payment_intent_id, awaiting: awaitingOf(row.capture_method) } : null;
}

/** `awaiting` of a purchase history row: only an unfinished purchase has one. */
export function awaitingOfPurchase(db: DB, p: { status: string; payment_intent_id: string | null }): { awaiting: Awaiting } | Record<string, never> {
  if (p.status !== 'pending_payment' || !p.payment_intent_id) return {};
  const intent = one<{ capture_method: string }>(db, 'SELECT capture_method FROM payment_intents WHERE id = ?', p.payment_intent_id);
  return { awaiting: awaitingOf(intent?.capture_method) };
}
