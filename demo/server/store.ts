// Store: item statuses per reservation, price calculation (menu fields, tax), orders (reserve vs request).
import { many, nowIso, one, parseJson, run, toJson, type DB } from './db.js';
import { badRequest, HttpError, notFound } from './errors.js';
import { isValidIsoDate, nightsCount } from '../../src/core/dates/days';
import { parseInstant } from '../../src/core/dates/instants';
import { ITEM_STATUS_PURCHASE_STATUSES, storeItemStatus, type StoreItemStatus } from '../../src/core/store';
import { isDateWithinStay } from '../../src/core/validation/store-item';
import {
  absUrl,
  classify,
  createIntent,
  getListing,
  getTenant,
  serializeIntent,
  stayOf,
  type IntentRow,
  type ReservationRow,
} from './reservations.js';
import { awaitingOfPurchase, pendingPurchaseOf } from './pending-purchases.js';

export interface StoreItemRow {
  id: number;
  tenant_id: number;
  name: string;
  description: string;
  image: string | null;
  media: string;
  bullets: string;
  disclaimer: string | null;
  enforce_disclaimer: number;
  max_quantity: number;
  inquiry_only: number;
  is_manual: number;
  topic_name: string;
  available_from: string | null;
  duration: number | null;
  price_total: number | null;
  price_start_from: number | null;
  price_per_hour: number | null;
  price_per_day: number | null;
  options: string;
  listing_ids: string | null;
  is_damage_waiver: number;
  active: number;
  sort: number;
}

export interface MenuRow {
  id: number;
  store_item_id: number;
  name: string;
  images: string;
  main_image: string | null;
  description: string;
  bullets: string;
  disclaimer: string | null;
  menu_fields: string;
  base_price: number;
}

export interface MenuField {
  key: string;
  label: string;
  type: 'select' | 'number' | 'date' | 'date_range' | 'time' | 'text' | 'checkbox';
  required: boolean;
  units?: string | null;
  min?: number | null;
  max?: number | null;
  options?: { value: string; label: string; price: number }[];
  price_per_unit?: number | null;
  price_per_day?: number | null;
  price?: number | null;
}

interface ItemOption {
  key: string;
  label: string;
  units: string | null;
  type: string;
  value: string | number | boolean | null;
}

export interface PurchaseRow {
  id: number;
  tenant_id: number;
  reservation_id: number;
  store_item_id: number;
  menu_id: number | null;
  options: string;
  count: number;
  item_amount: number;
  tax_amount: number;
  amount: number;
  currency: string;
  status: string;
  payment_intent_id: string | null;
  comments: string | null;
  created_by_user_id: number | null;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
}

export const itemsOfTenant = (db: DB, tenantId: number) =>
  many<StoreItemRow>(db, 'SELECT * FROM store_items WHERE tenant_id = ? AND active = 1 ORDER BY sort, id', tenantId);

export const menusOf = (db: DB, itemId: number) =>
  many<MenuRow>(db, 'SELECT * FROM store_item_menus WHERE store_item_id = ? ORDER BY id', itemId);

export function serializeItem(item: StoreItemRow, origin: string) {
  return {
    id: item.id,
    name: item.name,
    description: item.description,
    image: absUrl(item.image, origin),
    media: parseJson<string[]>(item.media, []).map((u) => absUrl(u, origin) ?? u),
    bullets: parseJson<string[]>(item.bullets, []),
    disclaimer: item.disclaimer,
    enforce_disclaimer: Boolean(item.enforce_disclaimer),
    max_quantity: item.max_quantity,
    inquiry_only: Boolean(item.inquiry_only),
    is_manual: Boolean(item.is_manual),
    topic_name: item.topic_name,
    available_from: item.available_from,
    duration: item.duration,
    is_damage_waiver: Boolean(item.is_damage_waiver),
  };
}

function priceOf(db: DB, item: StoreItemRow, currency: string, waiverAmount: number | null) {
  const menus = menusOf(db, item.id);
  const startFrom = item.price_start_from ?? (menus.length ? Math.min(...menus.map((m) => m.base_price)) : null);
  return {
    total: item.is_damage_waiver ? waiverAmount : item.price_total,
    start_from: startFrom,
    per_hour: item.price_per_hour,
    per_day: item.price_per_day,
    currency,
  };
}

function isForListing(item: StoreItemRow, listingId: number): boolean {
  const ids = item.listing_ids ? parseJson<number[]>(item.listing_ids, []) : null;
  return ids === null || ids.includes(listingId);
}

/** The item's status for the reservation (src/core/store `storeItemStatus`), or null when it can be ordered. */
export function itemStatus(db: DB, item: StoreItemRow, r: ReservationRow | null, now = Date.now()): StoreItemStatus | null {
  const listing = r ? getListing(db, r.listing_id) : null;
  const marks = ITEM_STATUS_PURCHASE_STATUSES.map(() => '?').join(', ');
  const latest = r
    ? one<{ status: string }>(
        db,
        `SELECT status FROM store_item_purchases WHERE reservation_id = ? AND store_item_id = ? AND status IN (${marks}) ORDER BY id DESC LIMIT 1`,
        r.id,
        item.id,
        ...ITEM_STATUS_PURCHASE_STATUSES,
      )
    : undefined;
  return storeItemStatus(
    {
      purchaseStatus: latest?.status ?? null,
      availableFrom: parseInstant(item.available_from, listing?.timezone || 'UTC'),
      isDamageWaiver: Boolean(item.is_damage_waiver),
      waiverAmount: listing?.damage_waiver_amount ?? null,
      stay:
        r && listing
          ? { checkIn: stayOf(db, r).checkIn, tripClass: classify(db, r, now), offeredForListing: isForListing(item, r.listing_id) }
          : null,
    },
    new Date(now),
  );
}

export function storeEntries(db: DB, tenantId: number, r: ReservationRow | null, origin: string) {
  const tenant = getTenant(db, tenantId)!;
  const waiverAmount = r ? getListing(db, r.listing_id).damage_waiver_amount : null;
  return itemsOfTenant(db, tenantId).map((item) => ({
    item: serializeItem(item, origin),
    price: priceOf(db, item, r?.currency ?? tenant.currency, waiverAmount),
    status: itemStatus(db, item, r),
    options: parseJson<ItemOption[]>(item.options, []),
    has_menus: menusOf(db, item.id).length > 0,
    ...(r ? { pending_purchase: pendingPurchaseOf(db, r.id, item.id) } : {}),
  }));
}

export function serializeMenu(m: MenuRow, origin: string) {
  return {
    id: m.id,
    name: m.name,
    images: parseJson<string[]>(m.images, []).map((u) => absUrl(u, origin) ?? u),
    main_image: absUrl(m.main_image, origin),
    description: m.description,
    bullets: parseJson<string[]>(m.bullets, []),
    disclaimer: m.disclaimer,
    menu_fields: parseJson<MenuField[]>(m.menu_fields, []),
    base_price: m.base_price,
  };
}

type Values = Record<string, unknown>;
const validDate = isValidIsoDate;
/** Longest order comment kept (the contract's limit, enforced here too for callers other than the route). */
export const MAX_COMMENT_LENGTH = 2000;

/**
 * A whole number written in decimal digits (optional sign), else NaN: `Number()` alone would read
 * "1e2" as 100, "0x10" as 16 and "" as 0.
 */
export function decimalInteger(raw: unknown): number {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : Number.NaN;
  const text = String(raw).trim();
  return /^[+-]?\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

/** The stay's check-in and check-out as stored, and the listing's zone their calendar dates are read in. */
interface Stay {
  checkIn: string;
  checkOut: string;
  timeZone: string;
}

/**
 * Menu price in minor units before tax: base_price + chosen select option prices + number × price_per_unit
 * + checked checkbox prices + date_range days × price_per_day; times `count`. Throws 400 naming the field.
 * With a reservation, dates must lie between check-in and check-out.
 */
export function menuPrice(menu: MenuRow, values: Values, count = 1, stay: Stay | null = null): number {
  const fields = parseJson<MenuField[]>(menu.menu_fields, []);
  let total = menu.base_price;
  const inStay = (d: string, key: string) => {
    if (stay && !isDateWithinStay(d, { checkIn: stay.checkIn, checkOut: stay.checkOut, timeZone: stay.timeZone })) {
      throw badRequest(`${key} must be between check-in and check-out`, key);
    }
  };
  for (const f of fields) {
    const raw = values[f.key];
    const empty = raw === undefined || raw === null || raw === '';
    if (empty) {
      if (f.required) throw badRequest(`${f.label} is required`, f.key);
      continue;
    }
    const text = String(raw);
    if (text.length > 200) throw badRequest(`${f.label} is too long`, f.key);
    switch (f.type) {
      case 'select': {
        const option = f.options?.find((o) => o.value === text);
        if (!option) throw badRequest(`${f.label}: unknown option`, f.key);
        total += option.price;
        break;
      }
      case 'number': {
        const n = decimalInteger(text);
        if (!Number.isInteger(n) || (f.min != null && n < f.min) || (f.max != null && n > f.max)) {
          throw badRequest(`${f.label} must be a whole number between ${f.min ?? 0} and ${f.max ?? 'the maximum'}`, f.key);
        }
        total += n * (f.price_per_unit ?? 0);
        break;
      }
      case 'checkbox': {
        if (!['true', 'false', '1', '0'].includes(text)) throw badRequest(`${f.label} must be true or false`, f.key);
        if (text === 'true' || text === '1') total += f.price ?? 0;
        break;
      }
      case 'date_range': {
        const [from, to] = text.split('/');
        if (!from || !to || !validDate(from) || !validDate(to) || to <= from) {
          throw badRequest(`${f.label} must be a date range YYYY-MM-DD/YYYY-MM-DD`, f.key);
        }
        inStay(from, f.key);
        inStay(to, f.key);
        total += nightsCount(from, to) * (f.price_per_day ?? 0);
        break;
      }
      case 'date': {
        if (!validDate(text)) throw badRequest(`${f.label} must be a date YYYY-MM-DD`, f.key);
        inStay(text, f.key);
        break;
      }
      case 'time': {
        if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(text)) throw badRequest(`${f.label} must be a time HH:mm`, f.key);
        break;
      }
      case 'text': {
        // eslint-disable-next-line no-control-regex -- control characters are exactly what this check rejects
        if (/[<>\u0000-\u001f]/.test(text)) throw badRequest(`${f.label} contains characters that are not allowed`, f.key);
        break;
      }
    }
  }
  return total * count;
}

/** Price of an item without menus: total, else per_day × days, else per_hour × hours, else start_from. */
function itemPrice(item: StoreItemRow, values: Values, count: number, waiverAmount: number | null): number {
  if (item.is_damage_waiver) return waiverAmount ?? 0;
  const options = parseJson<ItemOption[]>(item.options, []);
  const num = (key: string) => {
    const option = options.find((o) => o.key === key);
    const raw = values[key] ?? option?.value ?? 1;
    const n = decimalInteger(raw);
    if (!Number.isInteger(n) || n < 1 || n > 365) throw badRequest(`${option?.label ?? key} must be a whole number from 1`, key);
    return n;
  };
  let unit: number;
  if (item.price_total !== null) unit = item.price_total;
  else if (item.price_per_day !== null) unit = item.price_per_day * num('days');
  else if (item.price_per_hour !== null) unit = item.price_per_hour * num('hours');
  else unit = item.price_start_from ?? 0;
  return unit * count;
}

export function findMenuForTenant(db: DB, menuId: number, tenantId: number): { menu: MenuRow; item: StoreItemRow } {
  const menu = one<MenuRow>(db, 'SELECT * FROM store_item_menus WHERE id = ?', menuId);
  const item = menu ? one<StoreItemRow>(db, 'SELECT * FROM store_items WHERE id = ? AND tenant_id = ? AND active = 1', menu.store_item_id, tenantId) : undefined;
  if (!menu || !item) throw notFound('Menu not found');
  return { menu, item };
}

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
  if (item.is_manual && !opts.manual) {
    throw new HttpError(409, 'item_requires_request', 'This item needs approval: use the request (authorize) call');
  }
  const count = item.is_damage_waiver ? 1 : (input.count ?? 1);
  if (count > item.max_quantity) throw badRequest(`Maximum quantity is ${item.max_quantity}`, 'count');
  const values = input.options ?? {};
  const listing = getListing(db, r.listing_id);
  const itemAmount = menu ? menuPrice(menu, values, count, { checkIn: r.check_in, checkOut: r.check_out, timeZone: listing.timezone || 'UTC' }) : itemPrice(item, values, count, listing.damage_waiver_amount);
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
