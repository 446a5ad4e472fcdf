// Reading B's store step: a short teaser of the reservation's add-ons. 'Not Now' (the wizard's button on
// this step) goes on; the store opens in the same history, so Back returns to this very step with the
// draft intact.
import { useTranslation } from 'react-i18next';
import { findWaiverItem } from '../../../core/store';
import { useResourceOf } from '../../../element/use-element-resource';
import { useRouter } from '../../../router/router';
import { ServerText } from '../../../ui/bidi';
import { Button } from '../../../ui/button';
import type { StepModule, StepProps } from '../step-contract';
import { storeItemsResource } from '../../../shared/resources/store-items';

const TEASER_ITEMS = 3;

function StoreStep({ ctx }: StepProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const code = ctx.confirmationCode;
  const items = useResourceOf(storeItemsResource(code));
  const names = (items.data ?? [])
    .filter((e) => findWaiverItem([e]) == null && e.item?.name)
    .slice(0, TEASER_ITEMS)
    .map((e) => e.item!.name!);
  return (
    <section className="gp-offer" part="store-step" aria-labelledby="gp-store-step-title">
      <h3 id="gp-store-step-title">{t('precheckin:store.title')}</h3>
      <p>{t('precheckin:store.message')}</p>
      {names.length ? (
        <ul className="gp-offer__list" aria-label={t('precheckin:store.examples')}>
          {names.map((n) => (
            <li key={n}>
              <ServerText>{n}</ServerText>
            </li>
          ))}
        </ul>
      ) : null}
      <p>{t('precheckin:store.later')}</p>
      <Button variant="secondary" onClick={() => router.navigate({ name: 'tourist-store', params: { id: code } })}>
        {t('precheckin:store.browse')}
      </Button>
    </section>
  );
}

export const storeStep: StepModule = {
  Component: StoreStep,
  // Add-ons are optional: this step never holds the guest.
  validate: () => ({}),
};
