import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElement } from '../../element/context';
import { listenForPaymentIframe } from '../../payments/parent';
import type { PaymentResultMessage } from '../../payments/post-message';
import { keys } from '../../state/keys';
import { Alert } from '../../ui/alert';

/**
 * `<guest-checkout mode="iframe" iframe-src="…/payment-iframe?publicKey=…&parentOrigin=…">`: the card
 * form runs in the iframe (another origin); this side only accepts its `payment-result` messages
 * (from that frame, its exact origin, the documented shape) and reports them.
 */
export function IframeCheckout({ src, intentId }: { src: string; intentId: string }) {
  const { t } = useTranslation();
  const { emit, runtime } = useElement();
  const frame = useRef<HTMLIFrameElement>(null);
  const [result, setResult] = useState<PaymentResultMessage | null>(null);

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    let stop: (() => void) | null = null;
    try {
      stop = listenForPaymentIframe(el, (msg) => {
        if (intentId && msg.payment_intent_id !== intentId) return;
        setResult(msg);
        if (msg.status === 'succeeded' || msg.status === 'requires_capture') {
          for (const prefix of ['trip-info:', keys.reservations, 'pre-check-in:']) runtime.resources.invalidate(prefix);
          emit('gp-payment-succeeded', { paymentIntentId: msg.payment_intent_id, type: 'iframe' });
        } else {
          emit('gp-payment-failed', { paymentIntentId: msg.payment_intent_id, type: 'iframe', message: msg.message ?? '' });
        }
      });
    } catch (e) {
      console.warn('[guest-portal] payment iframe:', e);
    }
    return () => stop?.();
  }, [src, intentId, emit, runtime]);

  const paid = result && (result.status === 'succeeded' || result.status === 'requires_capture');
  return (
    <section className="gp-checkout" part="checkout" aria-labelledby="gp-checkout-title">
      <h1 id="gp-checkout-title" className="gp-checkout__title">
        {t('checkout:title')}
      </h1>
      {paid ? (
        <Alert tone="success">{t('checkout:dialog.successMessage')}</Alert>
      ) : (
        <>
          {result ? <Alert tone="error">{result.message || t('checkout:card.failed')}</Alert> : null}
          <iframe ref={frame} className="gp-checkout__iframe" src={src} title={t('checkout:iframe.title')} data-testid="payment-iframe" />
        </>
      )}
    </section>
  );
}
