import { useRef, useState } from 'react';
import { requestStoreItem, reserveStoreItem, type StoreOrder } from '../../api/endpoints/store';
import { isApiError } from '../../api/errors';
import { waiverCheckoutRoute, type StoreItemAction } from '../../core/store';
import { useElement } from '../../element/context';
import type { ActionLog } from '../../shared/action-log/use-action-log';
import { createAttempt, randomIdempotencyKey } from '../../payments/attempt';
import { useRouter } from '../../router/router';
import { carriedQuery } from './carried-query';

export type OrderState = { status: 'idle' } | { status: 'busy' } | { status: 'error'; error: unknown } | { status: 'awaiting-authorization'; intentId: string };

/**
 * Places an order from the item dialog. Reserve → store checkout with the payment intent id; Request
 * (manual approval) → the card authorisation is still to do (the request is sent only once the card
 * hold is placed, in the checkout); staff → the
 * payment request is created and the flow ends on purchase-request-success; the damage waiver →
 * store checkout with the damage-protection flag. One idempotency key per attempt, reused when the
 * outcome of a send is unknown (network loss, time-out, 5xx).
 */
export function usePlaceOrder(log: ActionLog) {
  const { api } = useElement().runtime;
  const router = useRouter();
  const [state, setState] = useState<OrderState>({ status: 'idle' });
  const attempt = useRef(createAttempt(randomIdempotencyKey));

  async function place(order: StoreOrder, action: StoreItemAction, opts: { manual: boolean; waiver: boolean }) {
    if (attempt.current.inFlight) return;
    setState({ status: 'busy' });
    log('compose_order_attempt', order.itemId);
    const query = carriedQuery(router.route.query);
    const manual = action === 'request' || (action === 'create-payment-request' && opts.manual);
    try {
      const res = await attempt.current.run((key) => (manual ? requestStoreItem : reserveStoreItem)(api, { ...order, query }, key));
      const intentId = res.payment_intent.payment_intent_id;
      log('compose_order_successful', order.itemId);
      if (action === 'create-payment-request') {
        router.navigate({ name: 'purchase-request-success' });
      } else if (opts.waiver) {
        const dest = waiverCheckoutRoute(intentId, query);
        router.navigate({ name: 'store-checkout', params: { id: dest.params.id }, query: { ...dest.query, isDamageProtection: 'true' } });
      } else if (action === 'request') {
        setState({ status: 'awaiting-authorization', intentId });
      } else {
        router.navigate({ name: 'store-checkout', params: { id: intentId }, query });
      }
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') return;
      setState({ status: 'error', error });
    }
  }

  function continueToCheckout(intentId: string) {
    router.navigate({ name: 'store-checkout', params: { id: intentId }, query: carriedQuery(router.route.query) });
  }

  function reset() {
    attempt.current.reset();
    setState({ status: 'idle' });
  }

  return { state, place, continueToCheckout, reset };
}
