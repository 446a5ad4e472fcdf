import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../ui/icons/check-icon';

/** /payment-success: shown in the store window after a payment. */
export function PaymentSuccessPage() {
  const { t } = useTranslation();
  return (
    <section className="gp-success" part="payment-success" aria-labelledby="gp-success-title">
      <span className="gp-success__icon">
        <CheckIcon />
      </span>
      <h1 id="gp-success-title">{t('shell:paymentSuccess.title')}</h1>
      <p>{t('shell:paymentSuccess.message')}</p>
      <p>{t('shell:paymentSuccess.purchaseRequest')}</p>
      <p>{t('shell:paymentSuccess.closeWindow')}</p>
    </section>
  );
}

/** /purchase-request-success: shown to staff after creating a payment request. */
export function PurchaseRequestSuccessPage() {
  const { t } = useTranslation();
  return (
    <section className="gp-success" part="purchase-request-success" aria-labelledby="gp-success-title">
      <span className="gp-success__icon">
        <CheckIcon />
      </span>
      <h1 id="gp-success-title">{t('shell:purchaseRequestSuccess.title')}</h1>
      <p>{t('shell:purchaseRequestSuccess.message')}</p>
      <p>{t('shell:purchaseRequestSuccess.closeWindow')}</p>
    </section>
  );
}
