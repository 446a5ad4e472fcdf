// Orders: a purchase and its payment intent (reserve = automatic capture, request = manual capture).
import { many, nowIso, one, run, toJson, type DB } from '../db.js';
import { badRequest, HttpError, notFound } from '../errors.js';
import { stayBounds } from '../../../src/core/stay-bounds';
import { createIntent } from '../reservations/intents.js';
import { depositHeld } from '../reservations/money.js';
import { getListing, getTenant, type IntentRow, type ReservationRow } from '../reservations/rows.js';
import { findMenuForTenant, itemStatus } from './catalogue.js';
import { itemPrice, MAX_COMMENT_LENGTH, menuPrice, type Values } from './price.js';
import { menusOf, type MenuRow, type PurchaseRow, type StoreItemRow } from './rows.js';

export interface OrderInput {
  item_id?: number | null;
  menuId?: number | null;
  options?: Values | null;
  count?: number;
  comments?: string | null;
}

/**
 * Creates a purchase and its payment intent. `manual` (request/authorize) → manual-capture intent;
 * otherwise (reserve/add) automatic capture. Returns the same purchase for a repeated Idempotency-Key.
 */
export function createOrder(
  db: DB,
  r: ReservationRow,
  input: OrderInput,
  opts: { manual: boolean; userId: number; idempotencyKey?: string | undefined },
): { purchase: PurchaseRow; intent: IntentRow } {
  if (opts.idempotencyKey) {
    const existing = one<PurchaseRow>(
      db,
      'SELECT * FROM store_item_purchases WHERE created_by_user_id = ? AND idempotency_key = ?',
      opts.userId,
      opts.idempotencyKey,
    );
    if (existing && existing.payment_intent_id) {
      if (existing.reservation_id !== r.id) throw new HttpError(409, 'conflict', 'Idempotency-Key already used for another order');
      return { purchase: existing, intent: one<IntentRow>(db, 'SELECT * FROM payment_intents WHERE id = ?', existing.payment_intent_id)! };
    }
  }
  if (typeof input.comments === 'string' && input.comments.length > MAX_COMMENT_LENGTH) {
    throw badRequest(`Comments may be at most ${MAX_COMMENT_LENGTH} characters`, 'comments');
  }
  let item: StoreItemRow | undefined;
  let menu: MenuRow | undefined;
  if (input.menuId) {
    const found = findMenuForTenant(db, input.menuId, r.tenant_id);
    menu = found.menu;
    item = found.item;
    if (input.item_id && input.item_id !== item.id) throw badRequest('menuId does not belong to item_id', 'menuId');
  } else if (input.item_id) {
    item = one<StoreItemRow>(db, 'SELECT * FROM store_items WHERE id = ? AND tenant_id = ? AND active = 1', input.item_id, r.tenant_id);
    if (!item) throw notFound('Store item not found');
    if (menusOf(db, item.id).length > 0) throw badRequest('Choose an option (menuId) for this item', 'menuId');
  } else {
    throw badRequest('item_id or menuId is required', 'item_id');
  }
  const status = itemStatus(db, item, r);
  if (status === 'not_available' || status === 'future' || status === 'purchased' || status === 'requested') {
    throw new HttpError(409, 'item_not_available', `This item cannot be ordered (${status})`);
  }
  // A placed deposit blocks the waiver (docs/decisions.md): the guest would pay twice for the same cover.
  if (item.is_damage_waiver && depositHeld(db, r)) {
    throw new HttpError(409, 'deposit_already_placed', 'The security deposit is already placed: the damage waiver cannot replace it now');
  }
  if (item.is_manual && !opts.manual) {
    throw new HttpError(409, 'item_requires_request', 'This item needs approval: use the request (authorize) call');
  }
  const count = item.is_damage_waiver ? 1 : (input.count ?? 1);
  if (count > item.max_quantity) throw badRequest(`Maximum quantity is ${item.max_quantity}`, 'count');
  const values = input.options ?? {};
  const listing = getListing(db, r.listing_id);
  const timeZone = listing.timezone || 'UTC';
  const itemAmount = menu
    ? menuPrice(menu, values, count, { checkIn: r.check_in, checkOut: r.check_out, timeZone })
    : itemPrice(item, values, count, listing.damage_waiver_amount, stayBounds(r, timeZone));
  const tenant = getTenant(db, r.tenant_id)!;
  const taxAmount = item.is_damage_waiver ? 0 : Math.round(itemAmount * tenant.store_tax);
  const amount = itemAmount + taxAmount;
  if (amount <= 0) throw new HttpError(409, 'item_not_available', 'This item has no price');
  const now = nowIso();
  return db.transaction(() => {
    // A new order replaces an unpaid one for the same item.
    const stale = many<PurchaseRow>(
      db,
      "SELECT * FROM store_item_purchases WHERE reservation_id = ? AND store_item_id = ? AND status = 'pending_payment'",
      r.id,
      item.id,
    );
    for (const p of stale) {
      run(db, "UPDATE store_item_purchases SET status = 'cancelled', updated_at = ? WHERE id = ?", now, p.id);
      if (p.payment_intent_id) run(db, "UPDATE payment_intents SET status = 'canceled', updated_at = ? WHERE id = ?", now, p.payment_intent_id);
    }
    const result = run(
      db,
      `INSERT INTO store_item_purchases (tenant_id, reservation_id, store_item_id, menu_id, options, count, item_amount,
         tax_amount, amount, currency, status, comments, created_by_user_id, idempotency_key, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending_payment', ?, ?, ?, ?, ?)`,
      r.tenant_id,
      r.id,
      item.id,
      menu?.id ?? null,
      toJson(values),
      count,
      itemAmount,
      taxAmount,
      amount,
      r.currency,
      input.comments ?? null,
      opts.userId,
      opts.idempotencyKey ?? null,
      now,
      now,
    );
    const purchaseId = Number(result.lastInsertRowid);
    const intent = createIntent(db, {
      tenantId: r.tenant_id,
      reservationId: r.id,
      amount,
      currency: r.currency,
      type: 'store',
      captureMethod: opts.manual ? 'manual' : 'automatic',
      storeItemPurchaseId: purchaseId,
    });
    run(db, 'UPDATE store_item_purchases SET payment_intent_id = ? WHERE id = ?', intent.id, purchaseId);
    const purchase = one<PurchaseRow>(db, 'SELECT * FROM store_item_purchases WHERE id = ?', purchaseId)!;
    return { purchase, intent };
  })();
}
