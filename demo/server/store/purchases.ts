// A purchase as the payment return page reads it, and the guest's purchase history.
import { many, one, parseJson, type DB } from '../db.js';
import { serializeIntent } from '../reservations/intents.js';
import { absUrl, getListing, getTenant, type IntentRow, type ReservationRow } from '../reservations/rows.js';
import type { PurchaseRow, StoreItemRow } from './rows.js';
import { awaitingOfPurchase } from './pending-purchases.js';

export function serializePurchase(db: DB, p: PurchaseRow, origin: string) {
  const item = one<StoreItemRow>(db, 'SELECT * FROM store_items WHERE id = ?', p.store_item_id)!;
  const r = one<ReservationRow>(db, 'SELECT * FROM reservations WHERE id = ?', p.reservation_id)!;
  const listing = getListing(db, r.listing_id);
  const tenant = getTenant(db, p.tenant_id)!;
  const intent = p.payment_intent_id ? one<IntentRow>(db, 'SELECT * FROM payment_intents WHERE id = ?', p.payment_intent_id) : undefined;
  return {
    id: p.id,
    store_item_id: p.store_item_id,
    reservation_id: p.reservation_id,
    amount: p.amount,
    item_amount: p.item_amount,
    tax_amount: p.tax_amount,
    currency: p.currency,
    status: p.status,
    count: p.count,
    options: parseJson<Record<string, unknown>>(p.options, {}),
    payment_intent: intent ? serializeIntent(db, intent) : null,
    store_item: {
      id: item.id,
      name: item.name,
      description: item.description,
      image: absUrl(item.image, origin),
      is_damage_waiver: Boolean(item.is_damage_waiver),
      topic_name: item.topic_name,
    },
    reservation: {
      id: r.id,
      confirmation_code: r.confirmation_code,
      check_in: r.check_in,
      check_out: r.check_out,
      listing_title: listing.title,
    },
    public_keys: parseJson<Record<string, string>>(tenant.public_keys, {}),
    created_at: p.created_at,
  };
}

export function purchaseHistory(db: DB, reservationIds: number[]) {
  if (reservationIds.length === 0) return [];
  const marks = reservationIds.map(() => '?').join(',');
  return many<PurchaseRow & { item_name: string; item_description: string; confirmation_code: string }>(
    db,
    `SELECT p.*, i.name AS item_name, i.description AS item_description, r.confirmation_code
       FROM store_item_purchases p JOIN store_items i ON i.id = p.store_item_id JOIN reservations r ON r.id = p.reservation_id
      WHERE p.reservation_id IN (${marks}) ORDER BY p.created_at DESC, p.id DESC`,
    ...reservationIds,
  ).map((p) => ({
    id: p.id,
    store_item: { id: p.store_item_id, name: p.item_name },
    description: p.item_description,
    reservation: { id: p.reservation_id, confirmation_code: p.confirmation_code },
    total_amount: p.amount,
    currency: p.currency,
    status: p.status,
    created_at: p.created_at,
    payment_intent_id: p.payment_intent_id,
    ...awaitingOfPurchase(db, p),
  }));
}
