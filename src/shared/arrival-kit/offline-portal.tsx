import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArrivalKit } from '../../core/arrival-kit';
import { dateRangeText } from '../../core/dates/zoned-text';
import { intlLocale } from '../../core/locales';
import { useElement } from '../../element/context';
import { useRouter } from '../../router/router';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { Alert } from '../../ui/alert';
import { Link } from '../../ui/link';
import { readArrivalKits } from './kit-storage';
import { arrivalKitStyles } from './kit.styles';
import { ArrivalKitView, SavedAtLine } from './kit-view';
import { useArrivalKitScope } from './use-kit-scope';

const TRIP_ROUTES = new Set(['tourist-trips', 'tourist-portal']);

function KitCard({ kit }: { kit: ArrivalKit }) {
  const { t } = useTranslation();
  const { locale } = useElement();
  const dates = kit.checkIn && kit.checkOut ? dateRangeText(new Date(kit.checkIn), new Date(kit.checkOut), intlLocale(locale), kit.timeZone) : null;
  return (
    <li className="gp-kit-card" part="kit-card" data-code={kit.code}>
      <h2 className="gp-kit-card__title">
        <Link to={{ name: 'reservation-info', params: { id: kit.code } }} dir="auto">
          {kit.title}
        </Link>
      </h2>
      {dates ? <p className="gp-kit-card__meta">{dates}</p> : null}
      <SavedAtLine kit={kit} />
      <Link className="gp-kit-card__open" to={{ name: 'reservation-info', params: { id: kit.code } }}>
        {t('offline:openKit')}
      </Link>
    </li>
  );
}

function BackToTrips() {
  const { t } = useTranslation();
  return (
    <p className="gp-kit__back">
      <Link to={{ name: 'tourist-trips' }}>{t('offline:backToTrips')}</Link>
    </p>
  );
}

/**
 * The hosted portal without a network (the start could not reach the server): the trips list and the
 * info pages open from the arrival kits kept on this phone; every other screen (payments, store,
 * pre-check-in uploads) says it needs the network. With no kit kept here, `fallback` (the start error).
 */
export function OfflinePortal({ fallback }: { fallback: ReactNode }) {
  useAdoptedStyles(arrivalKitStyles);
  const { t } = useTranslation();
  const { route } = useRouter();
  const scope = useArrivalKitScope();
  // Read on every screen change: the clock decides expiry at the moment a screen opens.
  const kits = scope ? readArrivalKits(scope, new Date()) : [];
  if (!kits.length) return <>{fallback}</>;

  const banner = <Alert tone="info">{t('offline:banner')}</Alert>;
  if (TRIP_ROUTES.has(route.name)) {
    return (
      <section className="gp-kit-list" part="offline-trips" aria-labelledby="gp-kit-list-title">
        <h1 id="gp-kit-list-title" className="gp-kit__title">
          {t('offline:tripsTitle')}
        </h1>
        {banner}
        <ul className="gp-kit-list__items">
          {kits.map((kit) => (
            <KitCard key={kit.code} kit={kit} />
          ))}
        </ul>
      </section>
    );
  }
  const kit = route.name === 'reservation-info' ? kits.find((k) => k.code === route.params.id) : undefined;
  if (kit) {
    return (
      <div className="gp-kit-page">
        {banner}
        <ArrivalKitView kit={kit} />
        <BackToTrips />
      </div>
    );
  }
  return (
    <div className="gp-kit-page" part="needs-network">
      <Alert tone="warning">{t(route.name === 'reservation-info' ? 'offline:notSaved' : 'offline:needsNetwork')}</Alert>
      <BackToTrips />
    </div>
  );
}

/** The info page met a network failure: the kit kept for this reservation, if any, instead of the error. */
export function SavedKitOr({ code, children }: { code: string; children: ReactNode }) {
  useAdoptedStyles(arrivalKitStyles);
  const { t } = useTranslation();
  const scope = useArrivalKitScope();
  const kit = useMemo(() => (scope ? readArrivalKits(scope, new Date()).find((k) => k.code === code) : undefined), [scope, code]);
  if (!kit) return <>{children}</>;
  return (
    <div className="gp-kit-page">
      <Alert tone="info">{t('offline:banner')}</Alert>
      <ArrivalKitView kit={kit} />
    </div>
  );
}
