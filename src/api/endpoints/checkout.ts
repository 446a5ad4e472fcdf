import type { ApiClient, EndpointOptions } from '../client';
import { CheckoutInfoSchema, CheckoutPurchaseSchema } from '../schemas/checkout';

/** Checkout info of a payment intent; `clientSecret` is the capability of the card-form iframe. */
export const getCheckoutInfo = (api: ApiClient, intentId: string, o: EndpointOptions & { clientSecret?: string } = {}) =>
  api.get(`/api/checkout-info/${encodeURIComponent(intentId)}`, CheckoutInfoSchema, {
    signal: o.signal,
    ...(o.clientSecret ? { query: { client_secret: o.clientSecret } } : {}),
  });

/** The store purchase behind a payment intent. */
export const getPurchaseByIntent = (api: ApiClient, intentId: string, o: EndpointOptions = {}) =>
  api.get('/api/store/purchase', CheckoutPurchaseSchema, { signal: o.signal, query: { payment_intent_id: intentId } });
