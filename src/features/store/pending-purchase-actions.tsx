import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelPendingPurchase } from '../../api/endpoints/store';
import { errorMessageKey, isApiError } from '../../api/errors';
import { useElement } from '../../element/context';
import { useRouter } from '../../router/router';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { carriedQuery } from './carried-query';

export interface PendingPurchaseActionsProps {
  purchaseId: string | number;
  paymentIntentId: string;
  /** A Request waits for its card authorisation, a Reserve for its payment. */
  awaiting: string | null | undefined;
  /**
   * Id of what the buttons act on (the item's name), for their accessible description; focus moves
   * there when the buttons go with the cancelled purchase and nothing else took it.
   */
  describedBy?: string;
  /** Reloads what shows the purchase; resolves once the new state is in. */
  onCancelled: () => Promise<unknown>;
}

/**
 * Continue and Cancel of an unfinished purchase (ordered, its checkout left before paying): Continue
 * opens the store checkout of its intent, Cancel cancels it on the server and frees the item. A
 * purchase that was paid or cancelled meanwhile says so and the list reloads to its true state.
 */
export function PendingPurchaseActions({ purchaseId, paymentIntentId, awaiting, describedBy, onCancelled }: PendingPurchaseActionsProps) {
  const { t } = useTranslation();
  const { api } = useElement().runtime;
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  // Where focus goes when the buttons leave with their cancelled purchase (and nothing else took it).
  const cancelledIn = useRef<Node | null>(null);
  useEffect(() => {
    const cancelled = cancelledIn;
    return () => {
      // A document or a shadow root (compared by shape: a test's document may come from another realm).
      const root = cancelled.current as (Node & DocumentOrShadowRoot & NonElementParentNode) | null;
      if (!describedBy || !root || !('getElementById' in root)) return;
      // Focus that fell with the removed button is null in a shadow root and <body> in a document.
      const active = root.activeElement;
      if (active && active !== (root as Partial<Document>).body) return;
      (root.getElementById(describedBy) as HTMLElement | null)?.focus();
    };
  }, [describedBy]);

  async function cancel() {
    const root = cancelButton.current?.getRootNode() ?? null;
    setBusy(true);
    setError(null);
    try {
      await cancelPendingPurchase(api, purchaseId);
    } catch (e) {
      if (isApiError(e) && e.kind === 'aborted') return;
      setError(isApiError(e) && e.code === 'purchase_not_pending' ? 'store:pending.notPending' : errorMessageKey(e));
      if (!(isApiError(e) && e.code === 'purchase_not_pending')) {
        setBusy(false);
        return;
      }
    }
    cancelledIn.current = root;
    await onCancelled();
    setBusy(false);
  }

  const proceed = () => router.navigate({ name: 'store-checkout', params: { id: paymentIntentId }, query: carriedQuery(router.route.query) });

  return (
    <>
      <Button size="small" aria-describedby={describedBy} onClick={proceed} data-action="continue-payment">
        {t(awaiting === 'authorization' ? 'store:dialog.continueToAuthorization' : 'store:pending.continuePayment')}
      </Button>
      <Button ref={cancelButton} size="small" variant="secondary" aria-describedby={describedBy} busy={busy} onClick={() => void cancel()} data-action="cancel-purchase">
        {t('store:pending.cancel')}
      </Button>
      {error ? <Alert tone="error">{t(error)}</Alert> : null}
    </>
  );
}
