import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../api/schemas/reservation';
import { cardPicture } from '../../core/listing';
import { intlLocale } from '../../core/locales';
import { checkInInstant, checkOutInstant, listingTimeZone } from '../../core/reservation';
import { tripTitle } from '../../core/trips';
import { dateRangeText } from '../../core/dates/zoned-text';
import { useRouter } from '../../router/router';

export interface ReservationCardProps {
  reservation: Reservation;
  locale: string;
  fallbackTimeZone?: string | null;
  /** The card opens this reservation's store. */
  link?: boolean;
}

/** A reservation: picture, home, dates in the listing's zone and the confirmation code. */
export function ReservationCard({ reservation: r, locale, fallbackTimeZone, link }: ReservationCardProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const code = r.confirmation_code;
  const zone = listingTimeZone(r, fallbackTimeZone);
  const ci = checkInInstant(r, fallbackTimeZone);
  const co = checkOutInstant(r, fallbackTimeZone);
  const dates = ci && co ? dateRangeText(ci, co, intlLocale(locale), zone) : null;
  const picture = cardPicture(r.listing);
  const title = tripTitle(r) || code;
  const target = { name: 'tourist-store' as const, params: { id: code } };
  function open(e: MouseEvent<HTMLAnchorElement>) {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    router.navigate(target);
  }
  return (
    <article className={`gp-store-res${link ? ' gp-store-res--link' : ''}`} part="store-reservation" data-code={code}>
      {picture ? <img className="gp-store-res__img" src={picture} alt="" loading="lazy" decoding="async" width="96" height="72" /> : <span className="gp-store-res__img" aria-hidden="true" />}
      <div className="gp-store-res__text">
        <h2 className="gp-store-res__title" dir="auto">
          {link ? (
            <a className="gp-store-res__link" href={router.linkHref(target)} onClick={open}>
              {title}
            </a>
          ) : (
            title
          )}
        </h2>
        {dates ? <p className="gp-store-res__meta">{dates}</p> : null}
        <p className="gp-store-res__meta">
          {t('store:reservation.code')} <bdi dir="ltr">{code}</bdi>
        </p>
      </div>
    </article>
  );
}
