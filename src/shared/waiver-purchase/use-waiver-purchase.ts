// Buying the damage waiver (spec: "places an order for one item named 'Damage Waiver', then goes to
// store-checkout with id = payment intent id, the current query and the damage-protection flag").
// Shared by the info page's lock overlay and the pre-check-in's damage waiver step.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reserveStoreItem } from '../../api/endpoints/store';
import { errorMessageKey, isApiError } from '../../api/errors';
import type { StoreItemEntry } from '../../api/schemas/store';
import { retryPaymentAttempt, startPaymentAttempt, type PaymentAttempt } from '../../core/payments';
import { findWaiverItem, waiverCheckoutRoute, waiverOrder } from '../../core/store';
import { useElement } from '../../element/context';
import { useRouter } from '../../router/router';

function newKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface WaiverPurchase {
  busy: boolean;
  /** Translated reason the last attempt failed (null before and after a success). */
  error: string | null;
  /** Orders the waiver and hands over to the store checkout; errors stay in `error`. */
  purchase(reservationId: string | number | null | undefined, storeItems: readonly StoreItemEntry[] | null | undefined): Promise<void>;
}

export function useWaiverPurchase(): WaiverPurchase {
  const { t } = useTranslation();
  const { api } = useElement().runtime;
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One payment attempt per press; a retry after a lost answer reuses its idempotency key.
  const attempt = useRef<PaymentAttempt | null>(null);

  async function purchase(reservationId: string | number | null | undefined, storeItems: readonly StoreItemEntry[] | null | undefined) {
    setError(null);
    const order = reservationId != null ? waiverOrder(reservationId, findWaiverItem(storeItems)) : null;
    if (!order) {
      setError(t('info:lock.waiverUnavailable'));
      return;
    }
    setBusy(true);
    attempt.current = attempt.current ? retryPaymentAttempt(attempt.current) : startPaymentAttempt(null, newKey);
    const query = router.route.query;
    try {
      const res = await reserveStoreItem(api, { ...order, options: {}, query }, attempt.current.key);
      attempt.current = null;
      const dest = waiverCheckoutRoute(res.payment_intent.payment_intent_id, query);
      router.navigate({ name: 'store-checkout', params: { id: dest.params.id }, query: { ...dest.query, isDamageProtection: 'true' } }, { state: { isDamageProtection: true } });
    } catch (e) {
      // Only a request that may not have arrived is retried with the same key.
      if (!(isApiError(e) && (e.kind === 'network' || e.kind === 'timeout'))) attempt.current = null;
      setError(t(errorMessageKey(e)));
      setBusy(false);
    }
  }

  return { busy, error, purchase };
}
