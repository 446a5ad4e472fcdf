import { useId, type MouseEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerText } from '../../ui/bidi';
import { formatMoney } from '../../core/money';
import { accommodationPaymentPrompt } from '../../core/balance';
import { checkInInstant, checkOutInstant, listingTimeZone } from '../../core/reservation';
import { cardPicture } from '../../core/listing';
import { TRIP_STATUS_LABEL_KEYS, tripCardRoute, tripTitle, type TripClass } from '../../core/trips';
import type { Reservation } from '../../api/schemas/reservation';
import { intlLocale } from '../../core/locales';
import { useRouter } from '../../router/router';
import { Button } from '../../ui/button';
import { Link } from '../../ui/link';
import { dateRangeText } from '../../core/dates/zoned-text';
import { isolateLtr } from '../../core/bidi';
import { toRouteTarget } from './route-target';
import { useServerFirstScreen } from '../../shared/screen-now/use-screen-now';
import { cardPictureLoading } from '../../ui/card-picture-loading';

export interface TripCardProps {
  reservation: Reservation;
  tripClass: TripClass | null;
  now: Date;
  locale: string;
  fallbackTimeZone?: string | null;
  fallbackCurrency?: string | null;
  /** The list's first card (its picture loads at once: cardPictureLoading). */
  first?: boolean;
}

/** A picture that fails to load is hidden: the media box (the listing placeholder) shows instead of a broken image. */
function hideBrokenImage(e: SyntheticEvent<HTMLImageElement>) {
  e.currentTarget.hidden = true;
}

/**
 * The same for a picture that failed before React was listening: in a card rendered on the server, the
 * browser may fetch the picture, and fail, while the SDK is still loading; hydration attaches `onError`
 * after the event has passed. Only then: a picture the browser renders has not been asked for yet.
 */
function hideIfAlreadyBroken(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) img.hidden = true;
}

/** One trip: picture, status badge, title, dates in the listing's zone, pay-balance and show-info actions. */
export function TripCard({ reservation: r, tripClass, now, locale, fallbackTimeZone, fallbackCurrency, first = false }: TripCardProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const titleId = useId();
  const serverRendered = useServerFirstScreen();
  const code = r.confirmation_code;
  const title = tripTitle(r) || code;
  const zone = listingTimeZone(r, fallbackTimeZone);
  const intl = intlLocale(locale);
  const ci = checkInInstant(r, fallbackTimeZone);
  const co = checkOutInstant(r, fallbackTimeZone);
  const dates = ci && co ? dateRangeText(ci, co, intl, zone) : null;
  const picture = cardPicture(r.listing);
  const target = toRouteTarget(tripCardRoute(r, now));
  const pay = accommodationPaymentPrompt(r);
  const city = r.listing?.city_name;

  function open(e: MouseEvent<HTMLAnchorElement>) {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    router.navigate(target);
  }

  return (
    <li className="gp-trip" part="trip-card" data-code={code} data-class={tripClass ?? undefined}>
      <div className="gp-trip__media">
        {picture ? <img className="gp-trip__img" src={picture} alt="" {...cardPictureLoading(first)} decoding="async" onError={hideBrokenImage} ref={serverRendered ? hideIfAlreadyBroken : undefined} /> : null}
        {tripClass ? (
          <span className={`gp-trip__badge gp-trip__badge--${tripClass}`} part="trip-badge">
            {t(TRIP_STATUS_LABEL_KEYS[tripClass])}
          </span>
        ) : null}
      </div>
      <div className="gp-trip__body">
        <h2 className="gp-trip__title" id={titleId}>
          <a className="gp-trip__link" href={router.linkHref(target)} onClick={open} dir="auto">
            {title}
          </a>
        </h2>
        {dates ? <p className="gp-trip__meta">{dates}</p> : null}
        {city ? (
          // The line keeps the page's alignment; the city inside takes its own direction.
          <p className="gp-trip__meta">
            <ServerText>{city}</ServerText>
          </p>
        ) : null}
        {pay ? (
          <p className="gp-trip__balance">
            {t('trips:card.balanceDue', { amount: isolateLtr(formatMoney(r.balance_due ?? 0, r.currency ?? fallbackCurrency, intl), locale) })}
          </p>
        ) : null}
        <div className="gp-trip__actions">
          {pay ? (
            <Button
              size="small"
              aria-describedby={titleId}
              onClick={() => router.navigate({ name: 'reservation-checkout', params: { id: code, intentId: pay.intentId } })}
            >
              {t('trips:card.payBalance')}
            </Button>
          ) : null}
          <Link className="gp-trip__info" to={{ name: 'reservation-info', params: { id: code } }} aria-describedby={titleId}>
            {t('trips:card.showInfo')}
          </Link>
        </div>
      </div>
    </li>
  );
}
