// The damage waiver step: what the waiver is (amounts are never stated in the texts), Pay Waiver through
// the store checkout, and going on without it (the deposit then remains due).
import { useTranslation } from 'react-i18next';
import { useResourceOf } from '../../../element/use-element-resource';
import { useWaiverPurchase } from '../../../shared/waiver-purchase/use-waiver-purchase';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import type { StepModule, StepProps } from '../step-contract';
import { storeItemsResource } from '../../../shared/resources/store-items';

function DamageWaiverStep({ ctx }: StepProps) {
  const { t } = useTranslation();
  const code = ctx.confirmationCode;
  const items = useResourceOf(storeItemsResource(code));
  const waiver = useWaiverPurchase();
  return (
    <section className="gp-offer" part="waiver-step" aria-labelledby="gp-waiver-step-title">
      <h3 id="gp-waiver-step-title">{t('precheckin:waiver.title')}</h3>
      <p>{t('precheckin:waiver.message')}</p>
      <p>{t('precheckin:waiver.optional')}</p>
      {waiver.error ? <Alert tone="error">{waiver.error}</Alert> : null}
      <Button busy={waiver.busy} onClick={() => void waiver.purchase(ctx.reservation?.id ?? ctx.reservationId, items.data)}>
        {t('precheckin:waiver.pay')}
      </Button>
    </section>
  );
}

export const damageWaiverStep: StepModule = {
  Component: DamageWaiverStep,
  // The waiver is an offer: going on without it is allowed.
  validate: () => ({}),
};
