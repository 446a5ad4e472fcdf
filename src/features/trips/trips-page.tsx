import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/schemas/user';
import { errorMessageKey, isApiError } from '../../api/errors';
import { afterLoginRoute, classifyTrip, isTripTab, shownTab, tripTabs, tripsForTab, type TripTab } from '../../core/trips';
import { useElement } from '../../element/context';
import { useRouter } from '../../router/router';
import { keys } from '../../state/keys';
import { isLandingPending, takeLanding } from '../../state/landing';
import { useResourceOf } from '../../element/use-element-resource';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Loader } from '../../ui/spinner';
import { TabPanel, Tabs } from '../../ui/tabs';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { TripCard } from './trip-card';
import { toRouteTarget } from './route-target';
import { tripsStyles } from './trips.styles';
import { LuggageIcon } from '../../ui/icons/luggage-icon';
import { useConfiguration } from '../../element/config-resource';
import { useScreenNow } from '../../shared/screen-now/use-screen-now';
import { reservationsResource } from '../../shared/resources/reservations';

const ID_PREFIX = 'gp-trips';

export interface TripsPageProps {
  /**
   * Rendered by a standalone <guest-trips>: a 401 shows a sign-in prompt (and gp-error) instead of
   * going to the login route, which only the portal can show.
   */
  standalone?: boolean;
}

/** My Trips (routes tourist-trips and tourist-portal): tabs All, Upcoming, Past with trip cards. */
export function TripsPage({ standalone = false }: TripsPageProps = {}) {
  useAdoptedStyles(tripsStyles);
  const { t } = useTranslation();
  const { locale, emit, runtime } = useElement();
  const router = useRouter();
  const { route } = router;
  const list = useResourceOf(reservationsResource);
  const config = useConfiguration();
  const reservations = list.data;
  // One "now" per loaded list: classification and tabs stay consistent within a render pass (the
  // server's, while hydrating the list it rendered).
  const now = useScreenNow([reservations]);
  const [tab, setTab] = useState<TripTab>(() => (isTripTab(route.query.tab) ? route.query.tab : 'all'));

  const tabs = useMemo(() => (reservations ? tripTabs(reservations, now) : []), [reservations, now]);
  const current = shownTab(tabs, tab);
  const shown = useMemo(() => (reservations ? tripsForTab(reservations, current, now) : []), [reservations, current, now]);

  // Landing flagged afterLogin: open the pre-check-in of the first upcoming trip that still needs it,
  // once per sign-in and only if the guest has not navigated first (src/state/landing). A standalone
  // <guest-trips> lists the trips: the pre-check-in is not its to show.
  const landing = !standalone && isLandingPending(runtime, route.query);
  useEffect(() => {
    if (standalone || !reservations || !takeLanding(runtime, route.query)) return;
    const target = afterLoginRoute(reservations, now, runtime.resources.getState().entries[keys.user]?.data as User | undefined);
    if (target) router.navigate(toRouteTarget(target), { replace: true });
    else {
      const { afterLogin: _flag, ...query } = route.query;
      router.navigate({ name: route.name === 'tourist-portal' ? 'tourist-portal' : 'tourist-trips', query }, { replace: true });
    }
  }, [standalone, runtime, reservations, now, router, route]);

  const error = list.status === 'error' ? list.error : null;
  const unauthorized = isApiError(error) && error.isUnauthorized;
  useEffect(() => {
    if (!error) return;
    if (unauthorized && !standalone) {
      router.navigate({ name: 'login', query: { status: 'not_authorized' } }, { replace: true });
      return;
    }
    emit('gp-error', {
      code: unauthorized ? 'unauthorized' : isApiError(error) ? error.code : 'unexpected',
      message: unauthorized ? t('trips:errors.signIn') : t(errorMessageKey(error)),
      ...(isApiError(error) && error.status ? { status: error.status } : {}),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one gp-error per failure, not per re-render with new texts
  }, [error]);

  const heading = (
    <h1 className="gp-trips__title" id={`${ID_PREFIX}-title`}>
      {t('trips:title')}
    </h1>
  );

  let body;
  if (error && !reservations) {
    body = unauthorized ? (
      standalone ? (
        <div className="gp-trips__error">
          <Alert tone="info">{t('trips:errors.signIn')}</Alert>
          <Button onClick={() => router.navigate({ name: 'login', query: { status: 'not_authorized' } })}>{t('trips:actions.signIn')}</Button>
        </div>
      ) : (
        <Loader />
      )
    ) : (
      <div className="gp-trips__error">
        <Alert tone="error">{t(errorMessageKey(error))}</Alert>
        <Button variant="secondary" onClick={() => void list.reload()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  } else if (!reservations || landing) {
    body = <Loader label={t('trips:loading')} />;
  } else {
    body = (
      <>
        <Tabs
          className="gp-trips__tabs"
          idPrefix={ID_PREFIX}
          label={t('trips:tabsLabel')}
          value={current}
          onChange={(id) => isTripTab(id) && setTab(id)}
          tabs={tabs.map((x) => ({ id: x.id, label: t(x.labelKey), disabled: x.disabled }))}
        />
        <TabPanel idPrefix={ID_PREFIX} id={current}>
          {/* No trips yet: the tabs stay (All; Upcoming and Past disabled, spec) above the empty state. */}
          {reservations.length === 0 ? (
            <EmptyState level={2} title={t('trips:empty.title')} message={t('trips:empty.message')} icon={<LuggageIcon />} />
          ) : (
            <ul className="gp-trips__list" aria-labelledby={`${ID_PREFIX}-title`}>
              {shown.map((r, i) => (
                <TripCard
                  key={r.confirmation_code}
                  first={i === 0}
                  reservation={r}
                  tripClass={classifyTrip(r, now)}
                  now={now}
                  locale={locale}
                  fallbackTimeZone={config.data?.timezone}
                  fallbackCurrency={config.data?.currency}
                />
              ))}
            </ul>
          )}
        </TabPanel>
      </>
    );
  }

  return (
    <section className="gp-trips" part="trips" aria-labelledby={`${ID_PREFIX}-title`}>
      {heading}
      {body}
    </section>
  );
}
