// Calls of the store screens (lists, menus, price, history, purchase, orders).
import type { ApiClient, EndpointOptions } from '../client';
import { PURCHASE_HISTORY_PATH, storeItemsPath } from '../first-call-paths';
import {
  CancelledPurchaseSchema,
  MenuOptionListSchema,
  MenuPriceSchema,
  OrderCreatedSchema,
  PurchaseHistorySchema,
  PurchaseSchema,
  StoreItemEntryListSchema,
} from '../schemas/store';

const enc = (c: string | number) => encodeURIComponent(String(c));
type FieldValue = string | number | boolean;

/** GET /api/tourist/reservations/{code}/store-items — entries with their status for this reservation (resource key `keys.storeItems(code)`). */
export const getReservationStoreItems = (api: ApiClient, confirmationCode: string, o: EndpointOptions = {}) =>
  api.get(storeItemsPath(confirmationCode), StoreItemEntryListSchema, o);

/** GET /api/tourist/reservations/{id}/store-items/{itemId}/options — the item's option menus. */
export const getStoreItemOptions = (api: ApiClient, reservation: string | number, itemId: string | number, o: EndpointOptions = {}) =>
  api.get(`/api/tourist/reservations/${enc(reservation)}/store-items/${enc(itemId)}/options`, MenuOptionListSchema, o);

/**
 * Query of the menu price call in the contract's terms (operations.getMenuPrice): `fields` is exploded on the
 * wire, one query parameter per menu field key (`date_range` values as `YYYY-MM-DD/YYYY-MM-DD`).
 */
export type MenuPriceQuery = { count?: number; fields?: Record<string, string> };

/**
 * GET /api/tourist/store-items-menu/{menuId}/price?<field>=<value>…&count= — `total_price` in minor units
 * before tax. Unset fields (null/undefined/'') are not sent. A field keyed `count` would be shadowed by `count`.
 * On failure the caller hides the payment section.
 */
export const getMenuPrice = (
  api: ApiClient,
  menuId: string | number,
  chosen: { fields: Record<string, FieldValue | null | undefined>; count?: number },
  o: EndpointOptions = {},
) => {
  const fields: Record<string, string> = {};
  for (const [k, val] of Object.entries(chosen.fields)) if (val !== null && val !== undefined && val !== '') fields[k] = String(val);
  const query: MenuPriceQuery = { fields, ...(chosen.count !== undefined ? { count: chosen.count } : {}) };
  return api.get(`/api/tourist/store-items-menu/${enc(menuId)}/price`, MenuPriceSchema, { ...o, query: { ...query.fields, count: query.count } });
};

/** GET /api/tourist/store-items — every store item of the tenant. */
export const listStoreItems = (api: ApiClient, o: EndpointOptions = {}) => api.get('/api/tourist/store-items', StoreItemEntryListSchema, o);

/** GET /api/tourist/store-items/history — the guest's purchases, newest first (resource key `keys.purchaseHistory`). */
export const getPurchaseHistory = (api: ApiClient, o: EndpointOptions = {}) => api.get(PURCHASE_HISTORY_PATH, PurchaseHistorySchema, o);

/** Query of GET /api/store/purchase (operations.getPurchase). */
export type StorePurchaseQuery = { payment_intent_id: string };

/** GET /api/store/purchase?payment_intent_id= — the store purchase behind a payment intent (full record; 404 → not found). */
export const getStorePurchase = (api: ApiClient, paymentIntentId: string, o: EndpointOptions = {}) => {
  const query: StorePurchaseQuery = { payment_intent_id: paymentIntentId };
  return api.get('/api/store/purchase', PurchaseSchema, { ...o, query });
};

/** An order of one store item: without menus `itemId` alone; with menus `menuId` too. `options` are the field/option values by key. */
export interface StoreOrder {
  reservationId: string | number;
  itemId: string | number;
  menuId?: string | number | null;
  options?: Record<string, FieldValue | null | undefined> | null;
  count?: number;
  comments?: string | null;
  /** Current route query, kept by the server for the record. */
  query?: Record<string, string> | null;
}

/** Body of both order calls (contract: components.schemas.OrderRequest). */
export type StoreOrderBody = {
  reservationId: string | number;
  item_id: number;
  menuId?: number;
  options: Record<string, FieldValue>;
  count: number;
  comments?: string | null;
  query: Record<string, string> | null;
};

/** Builds the order body; unset option values are left out. Pure. */
export function storeOrderBody(order: StoreOrder): StoreOrderBody {
  const options: Record<string, FieldValue> = {};
  for (const [k, val] of Object.entries(order.options ?? {})) if (val !== null && val !== undefined) options[k] = val;
  return {
    reservationId: order.reservationId,
    item_id: Number(order.itemId),
    ...(order.menuId != null ? { menuId: Number(order.menuId) } : {}),
    options,
    count: order.count ?? 1,
    ...(order.comments != null ? { comments: order.comments } : {}),
    query: order.query ?? null,
  };
}

function placeOrder(api: ApiClient, action: 'authorize' | 'add', order: StoreOrder, idempotencyKey: string, o: EndpointOptions) {
  return api.post(`/api/tourist/reservations/${enc(order.reservationId)}/store-items/${action}`, OrderCreatedSchema, {
    ...o,
    body: storeOrderBody(order),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * POST /api/tourist/reservations/{id}/store-items/authorize — Request (manual approval, manual-capture intent).
 * Answers `{ payment_intent: { payment_intent_id }, purchase_id }`. The idempotency key is made once per attempt
 * by the caller and reused for its retries (a repeated key answers the same intent).
 */
export const requestStoreItem = (api: ApiClient, order: StoreOrder, idempotencyKey: string, o: EndpointOptions = {}) => placeOrder(api, 'authorize', order, idempotencyKey, o);

/** POST /api/tourist/reservations/{id}/store-items/add — Reserve (immediate charge); same body, key and answer as `requestStoreItem`. */
export const reserveStoreItem = (api: ApiClient, order: StoreOrder, idempotencyKey: string, o: EndpointOptions = {}) => placeOrder(api, 'add', order, idempotencyKey, o);

/**
 * POST /api/tourist/store-items/purchases/{id}/cancel — cancels an unfinished purchase (pending_payment) and
 * frees its item; 409 `purchase_not_pending` when it was paid, authorised or cancelled meanwhile.
 */
export const cancelPendingPurchase = (api: ApiClient, purchaseId: string | number, o: EndpointOptions = {}) =>
  api.post(`/api/tourist/store-items/purchases/${enc(purchaseId)}/cancel`, CancelledPurchaseSchema, { ...o, body: {} });
