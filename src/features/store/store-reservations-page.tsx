import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paidReservations } from '../../core/intents';
import { isStoreEnabled } from '../../core/store';
import { sortByCheckInDesc } from '../../core/trips';
import { useElement } from '../../element/context';
import { useResourceOf } from '../../element/use-element-resource';
import { EmptyState } from '../../ui/empty-state';
import { Loader } from '../../ui/spinner';
import { ReservationCard } from './reservation-card';
import { StoreScreen } from './store-screen';
import { LoadError, useUnauthorizedRedirect } from './load-error';
import { ShoppingBagIcon } from '../../ui/icons/shopping-bag-icon';
import { useConfiguration } from '../../element/config-resource';
import { reservationsResource } from '../../shared/resources/reservations';

/** Store tab (/tourist/store): the paid reservations; a click opens that reservation's store. */
export function StoreReservationsPage() {
  const { t } = useTranslation();
  const { locale } = useElement();
  const list = useResourceOf(reservationsResource);
  const config = useConfiguration();
  const paid = useMemo(() => (list.data ? sortByCheckInDesc(paidReservations(list.data)) : []), [list.data]);
  const error = list.status === 'error' ? list.error : config.status === 'error' ? config.error : null;
  useUnauthorizedRedirect(error);

  let body;
  if (error && (!list.data || !config.data)) body = <LoadError error={error} onRetry={() => void (list.status === 'error' ? list.reload() : config.reload())} />;
  else if (!list.data || !config.data) body = <Loader label={t('store:loading')} />;
  else if (!isStoreEnabled(config.data)) body = <EmptyState level={2} title={t('store:disabled.title')} message={t('store:disabled.message')} icon={<ShoppingBagIcon />} />;
  else if (paid.length === 0) body = <EmptyState level={2} title={t('store:reservations.emptyTitle')} message={t('store:reservations.emptyMessage')} icon={<ShoppingBagIcon />} />;
  else
    body = (
      <ul className="gp-store__reservations" aria-labelledby="gp-store-title">
        {paid.map((r) => (
          <li key={r.confirmation_code}>
            <ReservationCard reservation={r} locale={locale} fallbackTimeZone={config.data?.timezone} link />
          </li>
        ))}
      </ul>
    );

  return (
    <StoreScreen id="gp-store-title" title={t('store:title')} part="store">
      <p className="gp-store__lead">{t('store:reservations.lead')}</p>
      {body}
    </StoreScreen>
  );
}
