import { useTranslation } from 'react-i18next';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { Button } from '../../ui/button';
import { overlayStyles } from './overlay.styles';

export interface PayPromptProps {
  /** Opens the accommodation checkout; null when no intent is known (the prompt then only explains). */
  onCheckout: (() => void) | null;
  /** What waits behind the payment (default: the reservation details). */
  message?: string;
}

/** Booking balance still to pay: 'Complete your booking payment' with Proceed to Checkout (spec: payment overlay). */
export function PayPrompt({ onCheckout, message }: PayPromptProps) {
  useAdoptedStyles(overlayStyles);
  const { t } = useTranslation();
  return (
    <section className="gp-overlay" part="pay-prompt" aria-labelledby="gp-pay-title">
      <h2 id="gp-pay-title" className="gp-info__h2 gp-overlay__title">
        {t('info:pay.title')}
      </h2>
      <p>{message ?? t('info:pay.message')}</p>
      {onCheckout ? <Button onClick={onCheckout}>{t('info:pay.proceed')}</Button> : null}
    </section>
  );
}
