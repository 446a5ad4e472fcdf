import * as v from 'valibot';
import { Id, nullableBoolean, nullableString, optionalBlock, textList, wrappedOrBare } from './common';

/** An amount the screen cannot work without: a number, or a numeric string ("450.00"). */
export const Amount = v.union([
  v.number(),
  v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number)),
]);

/** `payment` of checkout-info (amount in minor units). Mirrors PaymentIntent of src/api/openapi.yaml. */
export const CheckoutPaymentSchema = v.looseObject({
  payment_intent_id: v.string(),
  client_secret: v.string(),
  status: v.picklist(['requires_payment_method', 'requires_source', 'requires_capture', 'succeeded', 'canceled']),
  amount: Amount,
  currency: v.optional(v.string(), 'USD'),
  capture_method: v.optional(v.picklist(['automatic', 'manual']), 'automatic'),
  metadata: v.looseObject({ type: v.picklist(['accommodation', 'deposit', 'store']) }),
  payment_provider: v.optional(v.string(), 'sandbox'),
  store_item_purchase: optionalBlock(v.looseObject({ id: v.optional(v.number()), store_item_id: v.number() })),
});

export const ProviderSchema = v.picklist(['sandbox', 'stripe', 'adyen', 'cashier', 'tokenizer', 'vault']);

/** GET /api/checkout-info/{payment_intent_id}, bare or in `{ data: … }`. Ids, the client secret and amounts are required. */
export const CheckoutInfoSchema = wrappedOrBare(v.looseObject({
  payment: CheckoutPaymentSchema,
  reservation: optionalBlock(
    v.looseObject({
      id: Id,
      confirmation_code: v.string(),
      balance_due: Amount,
      currency: nullableString,
      check_in: nullableString,
      check_out: nullableString,
      listing: optionalBlock(v.looseObject({ title: nullableString, city_name: nullableString, picture: nullableString })),
    }),
  ),
  provider: v.optional(ProviderSchema, 'sandbox'),
  stripe_public_key: v.optional(v.string()),
  adyen_client_key: v.optional(v.string()),
  adyen_environment: v.optional(v.picklist(['test', 'live', 'live-us', 'live-au', 'live-apse', 'live-in', 'live-nea'])),
  cashier_token: v.optional(v.string()),
  tokenizer_public_key: v.optional(v.string()),
  require_address_fields: nullableBoolean,
  terms_of_use: nullableString,
  /** The tenant's allowed origins (where /payment-iframe may post its result). */
  allowed_origins: textList,
}));
export type CheckoutInfo = v.InferOutput<typeof CheckoutInfoSchema>;

/** GET /api/store/purchase?payment_intent_id= (only what the checkout shows). */
export const CheckoutPurchaseSchema = v.looseObject({
  id: v.number(),
  amount: v.optional(v.number()),
  currency: nullableString,
  payment_intent: optionalBlock(v.looseObject({ payment_intent_id: v.string() })),
  /** For the store's action log (payment_attempt / payment_successful). */
  reservation_id: optionalBlock(v.union([v.number(), v.string()])),
  store_item_id: optionalBlock(v.union([v.number(), v.string()])),
  store_item: optionalBlock(v.looseObject({ name: nullableString, is_damage_waiver: nullableBoolean })),
  reservation: optionalBlock(v.looseObject({ confirmation_code: nullableString })),
});
export type CheckoutPurchase = v.InferOutput<typeof CheckoutPurchaseSchema>;
