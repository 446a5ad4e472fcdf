import * as v from 'valibot';
import { Id, lenientList, listAnswer, nullableBoolean, nullableNumber, nullableString, oneOrMany, optionalBlock, rowList, textList, wrappedOrBare } from './common';
import { Amount } from './amount';
import { ImageListSchema } from './open-shapes';
import { PaymentIntentSchema } from './reservation';

/**
 * Store screens (contract: components.schemas StoreItemEntry, MenuOption, PurchaseHistoryRow, Purchase).
 * Loose objects, nullish where the UI can do without. One schema per resource key: the info page reads
 * reservation store items (to find the damage waiver) under `keys.storeItems(code)` with these too.
 */

export const StoreItemSchema = v.looseObject({
  id: Id,
  name: v.string(),
  description: nullableString,
  image: nullableString,
  media: ImageListSchema,
  bullets: textList,
  disclaimer: nullableString,
  enforce_disclaimer: nullableBoolean,
  max_quantity: nullableNumber,
  inquiry_only: nullableBoolean,
  is_manual: nullableBoolean,
  topic_name: nullableString,
  available_from: nullableString,
  duration: nullableNumber,
  is_damage_waiver: nullableBoolean,
});

export const StoreItemPriceSchema = v.looseObject({
  total: nullableNumber,
  start_from: nullableNumber,
  per_hour: nullableNumber,
  per_day: nullableNumber,
  currency: nullableString,
});

export const StoreItemOptionSchema = v.looseObject({
  key: v.string(),
  label: nullableString,
  units: nullableString,
  type: nullableString,
  value: optionalBlock(v.union([v.string(), v.number(), v.boolean()])),
});

/** What an unfinished purchase waits for: `payment` (Reserve) or `authorization` (the card hold of a Request). */
const AwaitingSchema = optionalBlock(v.picklist(['payment', 'authorization']));

/** The item's unfinished purchase (status in_bag): the intent Continue pays and the purchase Cancel frees. */
const PendingPurchaseSchema = v.looseObject({ id: Id, payment_intent_id: v.string(), awaiting: AwaitingSchema });

/** One entry of the store lists; `status` null = available (not_available | in_bag | purchased | future | requested). */
export const StoreItemEntrySchema = v.looseObject({
  item: StoreItemSchema,
  price: optionalBlock(StoreItemPriceSchema),
  status: nullableString,
  options: oneOrMany(StoreItemOptionSchema),
  has_menus: nullableBoolean,
  pending_purchase: optionalBlock(PendingPurchaseSchema),
});
export type StoreItemEntry = v.InferOutput<typeof StoreItemEntrySchema>;
export const StoreItemEntryListSchema = listAnswer(StoreItemEntrySchema);

export const MenuFieldSchema = v.looseObject({
  key: v.string(),
  label: nullableString,
  type: v.string(),
  required: nullableBoolean,
  units: nullableString,
  min: nullableNumber,
  max: nullableNumber,
  options: optionalBlock(v.array(v.looseObject({ value: v.string(), label: nullableString, price: nullableNumber }))),
  price_per_unit: nullableNumber,
  price_per_day: nullableNumber,
  price: nullableNumber,
});
export type MenuField = v.InferOutput<typeof MenuFieldSchema>;

/** An option menu of a store item (name, images, description as HTML, bullets, disclaimer, menu_fields). */
export const MenuOptionSchema = v.looseObject({
  id: Id,
  name: v.string(),
  images: ImageListSchema,
  main_image: nullableString,
  description: nullableString,
  bullets: textList,
  disclaimer: nullableString,
  menu_fields: lenientList(MenuFieldSchema),
  base_price: nullableNumber,
});
export type MenuOption = v.InferOutput<typeof MenuOptionSchema>;
export const MenuOptionListSchema = listAnswer(MenuOptionSchema);

/** GET /api/tourist/store-items-menu/{menuId}/price — minor units, before tax. */
export const MenuPriceSchema = v.looseObject({ total_price: v.number(), currency: nullableString });

/** `reservation` of a history row: the spec names only "reservation", so a bare confirmation code reads as `{ confirmation_code }`. */
const HistoryReservationSchema = v.union([
  v.looseObject({ id: optionalBlock(Id), confirmation_code: nullableString }),
  v.pipe(v.union([v.string(), v.number()]), v.transform((code) => ({ id: undefined, confirmation_code: String(code) }))),
]);

/**
 * A purchase history row. The spec's row is store_item.name, description, reservation, total_amount,
 * status: only the amount is required (a row without it says nothing); `id` and the rest are ours.
 */
export const PurchaseHistoryRowSchema = v.looseObject({
  id: optionalBlock(Id),
  store_item: optionalBlock(v.looseObject({ id: optionalBlock(Id), name: nullableString })),
  description: nullableString,
  reservation: optionalBlock(HistoryReservationSchema),
  total_amount: Amount,
  currency: nullableString,
  status: nullableString,
  created_at: nullableString,
  payment_intent_id: nullableString,
  awaiting: AwaitingSchema,
});
export type PurchaseHistoryRow = v.InferOutput<typeof PurchaseHistoryRowSchema>;
/** The history, bare or in `{ data: … }`; `null` reads as no purchases; a row that does not fit is left out. */
export const PurchaseHistorySchema = wrappedOrBare(
  v.union([rowList(PurchaseHistoryRowSchema), v.pipe(v.null(), v.transform((): PurchaseHistoryRow[] => []))]),
);

/** GET /api/store/purchase?payment_intent_id= — the store purchase behind a payment intent. */
export const PurchaseSchema = v.looseObject({
  /** Not named by the spec's Purchase (store_item_id, reservation_id, amount, payment_intent, provider public keys). */
  id: optionalBlock(Id),
  store_item_id: optionalBlock(Id),
  reservation_id: optionalBlock(Id),
  amount: Amount,
  item_amount: nullableNumber,
  tax_amount: nullableNumber,
  currency: nullableString,
  status: nullableString,
  count: nullableNumber,
  options: optionalBlock(v.record(v.string(), v.unknown())),
  payment_intent: optionalBlock(PaymentIntentSchema),
  store_item: optionalBlock(
    v.looseObject({
      id: optionalBlock(Id),
      name: nullableString,
      description: nullableString,
      image: nullableString,
      is_damage_waiver: nullableBoolean,
      topic_name: nullableString,
    }),
  ),
  reservation: optionalBlock(
    v.looseObject({ id: optionalBlock(Id), confirmation_code: nullableString, check_in: nullableString, check_out: nullableString, listing_title: nullableString }),
  ),
  public_keys: optionalBlock(v.record(v.string(), v.string())),
  created_at: nullableString,
});

/** The answer of reserving or requesting a store item (order created, with its payment intent). */
/** POST /api/tourist/store-items/purchases/{id}/cancel — the purchase, now cancelled. */
export const CancelledPurchaseSchema = v.looseObject({ id: Id, status: nullableString });

export const OrderCreatedSchema = v.looseObject({
  payment_intent: v.looseObject({ payment_intent_id: v.string() }),
  purchase_id: v.nullish(Id),
});
