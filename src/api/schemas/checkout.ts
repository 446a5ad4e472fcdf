import * as v from 'valibot';
import { Amount } from './amount';
import { Id, nullableBoolean, nullableString, optionalBlock, textList, wrappedOrBare } from './common';

const PROVIDER_NAMES = ['sandbox', 'stripe', 'adyen', 'cashier', 'tokenizer', 'vault'] as const;
type Provider = (typeof PROVIDER_NAMES)[number];
/** A provider name as any backend may spell it ("Stripe", " stripe "); an unknown name reads as absent. */
const ProviderSchema = optionalBlock(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(PROVIDER_NAMES)));

const IntentType = v.picklist(['accommodation', 'deposit', 'store']);

/**
 * `payment` of checkout-info (amount in minor units). Mirrors PaymentIntent of src/api/openapi.yaml.
 * The spec names `metadata.type` only as accommodation or deposit: a store intent (spec: it carries
 * `store_item_purchase.store_item_id`) may come without it, so the type is derived when absent.
 */
export const CheckoutPaymentSchema = v.pipe(
  v.looseObject({
    payment_intent_id: v.string(),
    client_secret: v.string(),
    status: v.picklist(['requires_payment_method', 'requires_source', 'requires_capture', 'succeeded', 'canceled']),
    amount: Amount,
    currency: v.optional(v.string(), 'USD'),
    capture_method: v.optional(v.picklist(['automatic', 'manual']), 'automatic'),
    metadata: optionalBlock(v.looseObject({ type: optionalBlock(IntentType) })),
    payment_provider: ProviderSchema,
    store_item_purchase: optionalBlock(v.looseObject({ id: optionalBlock(Id), store_item_id: Id })),
  }),
  v.transform((p) => ({ ...p, metadata: { ...p.metadata, type: intentTypeOf(p) } })),
);

/** The intent's type: as sent, else a store purchase when it names one, else a hold is a deposit, else the accommodation. */
function intentTypeOf(p: { metadata?: { type?: v.InferOutput<typeof IntentType> | null } | null; store_item_purchase?: unknown; capture_method: string }): v.InferOutput<typeof IntentType> {
  if (p.metadata?.type) return p.metadata.type;
  if (p.store_item_purchase) return 'store';
  return p.capture_method === 'manual' ? 'deposit' : 'accommodation';
}

/** The key each provider's card form needs, in the spec's order: A public key, B environment key, C credentials, D public API key. */
const PROVIDER_BY_KEY = [
  ['stripe_public_key', 'stripe'],
  ['adyen_client_key', 'adyen'],
  ['cashier_token', 'cashier'],
  ['tokenizer_public_key', 'tokenizer'],
] as const;

/**
 * The card provider of a checkout: the spec's `payment.payment_provider`; else a top-level `provider`
 * (our contract's older field, tolerated); else the one provider whose key the answer carries. Null when
 * none says: the checkout then shows that card payment is unavailable, never a provider it guessed
 * (the sandbox form would take a card the backend cannot charge).
 */
export function resolveProvider(info: { payment: { payment_provider?: Provider | null }; provider?: Provider | null } & Record<string, unknown>): Provider | null {
  const named = info.payment.payment_provider ?? info.provider;
  if (named) return named;
  const keyed = PROVIDER_BY_KEY.filter(([key]) => typeof info[key] === 'string' && info[key]);
  return keyed.length === 1 ? keyed[0]![1] : null;
}

/** GET /api/checkout-info/{payment_intent_id}, bare or in `{ data: … }`. Ids, the client secret and amounts are required. */
export const CheckoutInfoSchema = wrappedOrBare(v.pipe(v.looseObject({
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
  provider: ProviderSchema,
  stripe_public_key: v.optional(v.string()),
  adyen_client_key: v.optional(v.string()),
  adyen_environment: v.optional(v.picklist(['test', 'live', 'live-us', 'live-au', 'live-apse', 'live-in', 'live-nea'])),
  cashier_token: v.optional(v.string()),
  tokenizer_public_key: v.optional(v.string()),
  require_address_fields: nullableBoolean,
  terms_of_use: nullableString,
  /** The tenant's allowed origins (where /payment-iframe may post its result). */
  allowed_origins: textList,
}), v.transform((info) => {
  const provider = resolveProvider(info);
  return { ...info, provider, payment: { ...info.payment, payment_provider: provider } };
})));
export type CheckoutInfo = v.InferOutput<typeof CheckoutInfoSchema>;

/** GET /api/store/purchase?payment_intent_id= (only what the checkout shows). */
export const CheckoutPurchaseSchema = v.looseObject({
  /** Not named by the spec's Purchase (store_item_id, reservation_id, amount, payment_intent, keys). */
  id: optionalBlock(Id),
  amount: optionalBlock(Amount),
  currency: nullableString,
  payment_intent: optionalBlock(v.looseObject({ payment_intent_id: v.string() })),
  /** For the store's action log (payment_attempt / payment_successful). */
  reservation_id: optionalBlock(v.union([v.number(), v.string()])),
  store_item_id: optionalBlock(v.union([v.number(), v.string()])),
  store_item: optionalBlock(v.looseObject({ name: nullableString, is_damage_waiver: nullableBoolean })),
  reservation: optionalBlock(v.looseObject({ confirmation_code: nullableString })),
});
export type CheckoutPurchase = v.InferOutput<typeof CheckoutPurchaseSchema>;
