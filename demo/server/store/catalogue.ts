// What the store shows a reservation: its items with prices and statuses (src/core/store), and option menus.
import { parseInstant } from '../../../src/core/dates/instants';
import { ITEM_STATUS_PURCHASE_STATUSES, storeItemStatus, type StoreItemStatus } from '../../../src/core/store';
import { one, parseJson, type DB } from '../db.js';
import { notFound } from '../errors.js';
import { absUrl, classify, getListing, getTenant, stayOf, type ReservationRow } from '../reservations/rows.js';
import { pendingPurchaseOf } from './pending-purchases.js';
import { itemsOfTenant, menusOf, type ItemOption, type MenuField, type MenuRow, type StoreItemRow } from './rows.js';

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

export function findMenuForTenant(db: DB, menuId: number, tenantId: number): { menu: MenuRow; item: StoreItemRow } {
  const menu = one<MenuRow>(db, 'SELECT * FROM store_item_menus WHERE id = ?', menuId);
  const item = menu ? one<StoreItemRow>(db, 'SELECT * FROM store_items WHERE id = ? AND tenant_id = ? AND active = 1', menu.store_item_id, tenantId) : undefined;
  if (!menu || !item) throw notFound('Menu not found');
  return { menu, item };
}
