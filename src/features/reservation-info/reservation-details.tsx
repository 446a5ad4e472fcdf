import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '../../api/schemas/reservation';
import type { PreCheckInSummary } from '../../api/schemas/trip-info';
import type { TripInfo } from '../../api/schemas/trip-info';
import { formatHHmm } from '../../core/dates/time-of-day';
import { formatMoney } from '../../core/money';
import { isDepositPlaced, isDepositRequired } from '../../core/payments';
import { chosenSpecialRequests } from '../../core/reservation-info';
import { Link } from '../../ui/link';
import { dateText } from '../../core/dates/zoned-text';
import { isolateAuto } from '../../core/bidi';
import { LtrText, ServerText } from '../../ui/bidi';

function Block({ title, children, part }: { title: string; children: ReactNode; part: string }) {
  return (
    <div className="gp-details__block" part={part}>
      <dt className="gp-details__label">{title}</dt>
      <dd className="gp-details__value">{children}</dd>
    </div>
  );
}

export interface ReservationDetailsProps {
  code: string;
  reservation: Reservation | undefined;
  preCheckIn: PreCheckInSummary | undefined;
  tripInfo: TripInfo | undefined;
  checkIn: Date | null;
  checkOut: Date | null;
  intl: string;
  timeZone: string;
}

/** Pre-check-in summary and reservation details, with an Edit link back to the pre-check-in. */
export function ReservationDetails({ code, reservation: r, preCheckIn: p, tripInfo: ti, checkIn, checkOut, intl, timeZone }: ReservationDetailsProps) {
  const { t } = useTranslation();
  const currency = r?.currency;
  const money = (minor: number) => <LtrText>{formatMoney(minor, currency, intl)}</LtrText>;
  // Guest names, car models, plates and request labels come from the server in any script.
  const server = (text: string) => isolateAuto(text, intl);
  const dash = <span className="gp-muted">{t('info:details.none')}</span>;

  const names = [r?.guest?.full_name, ...(p?.guest_count_info?.guests ?? []), ...(p?.guests_details ?? []).map((g) => g.full_name)]
    .map((n) => (n ?? '').trim())
    .filter((n, i, all) => n && all.indexOf(n) === i);
  const counts = p?.guest_count_info;
  const requests = chosenSpecialRequests(ti?.special_reqeusts ?? p?.special_requests);
  const car = ti?.car_info ?? p?.car_info;
  const client = p?.client_info;
  const parking = [
    client?.need_parking && typeof client.car_amount === 'number' ? t('info:details.cars', { count: client.car_amount }) : null,
    car?.model || client?.car_model ? t('info:details.carModel', { model: server(car?.model || client?.car_model || '') }) : null,
    car?.license_plate || client?.licence_plate ? t('info:details.plate', { plate: server(car?.license_plate || client?.licence_plate || '') }) : null,
    car?.assigned_parking_desc ? <ServerText>{car.assigned_parking_desc}</ServerText> : null,
    car?.parking_pass_desc ? <ServerText>{car.parking_pass_desc}</ServerText> : null,
  ].filter((x) => x !== null && x !== '');
  const time = (v: string | null | undefined) => (v ? formatHHmm(v, intl) : null);
  const ciTime = time(ti?.times_info?.requested_check_in_time ?? p?.times_info?.requested_check_in_time ?? r?.planned_arrival ?? ti?.min_check_in_time_string);
  const coTime = time(ti?.times_info?.requested_check_out_time ?? p?.times_info?.requested_check_out_time ?? r?.planned_departure ?? ti?.max_check_out_time_string);
  const extra = (r?.additional_invoice_items ?? []).filter((x) => x.title && typeof x.amount === 'number');
  const depositRequired = r ? isDepositRequired(r) || r.deposit?.required === true : false;
  const depositPlaced = r ? isDepositPlaced(r) || r.deposit?.placed === true : false;
  const day = (d: Date | null) => (d ? dateText(d, intl, timeZone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }) : null);

  return (
    <section className="gp-details" part="reservation-details" aria-labelledby="gp-details-title">
      <div className="gp-details__header">
        <h2 id="gp-details-title" className="gp-info__h2">
          {t('info:details.title')}
        </h2>
        <Link className="gp-details__edit" to={{ name: 'pre-check-in', params: { id: code } }} aria-describedby="gp-details-title">
          {t('info:details.edit')}
        </Link>
      </div>
      <p className="gp-muted">{t('info:details.summary')}</p>
      <dl className="gp-details__grid">
        <Block title={t('info:details.whoIsComing')} part="details-who">
          {names.length
            ? names.map((n, i) => (
                <span key={n}>
                  {i ? ', ' : null}
                  <ServerText>{n}</ServerText>
                </span>
              ))
            : dash}
        </Block>
        <Block title={t('info:details.guests')} part="details-guests">
          {counts ? (
            <ul className="gp-details__plain">
              <li>{t('info:details.adults', { n: counts.adults ?? 0 })}</li>
              <li>{t('info:details.kids', { n: counts.kids ?? 0 })}</li>
              <li>{t('info:details.babies', { n: counts.babies ?? 0 })}</li>
            </ul>
          ) : (
            dash
          )}
        </Block>
        <Block title={t('info:details.specialRequests')} part="details-requests">
          {requests.length ? (
            <ul className="gp-details__plain">
              {requests.map((x) => (
                <li key={x.label}>
                  {x.count != null ? t('info:details.requestCount', { name: server(x.label), count: x.count }) : <ServerText>{x.label}</ServerText>}
                </li>
              ))}
            </ul>
          ) : (
            dash
          )}
        </Block>
        <Block title={t('info:details.parking')} part="details-parking">
          {parking.length ? (
            <ul className="gp-details__plain">
              {parking.map((x, i) => (
                // Translated lines (server parts isolated inside) and the server's notes (<bdi>) keep the page's alignment.
                <li key={i}>{x}</li>
              ))}
            </ul>
          ) : (
            dash
          )}
        </Block>
        <Block title={t('info:stay.checkIn')} part="details-check-in">
          {[day(checkIn), ciTime].filter(Boolean).join(' · ') || dash}
        </Block>
        <Block title={t('info:stay.checkOut')} part="details-check-out">
          {[day(checkOut), coTime].filter(Boolean).join(' · ') || dash}
        </Block>
        <Block title={t('info:details.additionalCosts')} part="details-additional">
          {extra.length ? (
            <ul className="gp-details__plain">
              {extra.map((x, i) => (
                <li key={i}>
                  <ServerText>{x.title}</ServerText>: {money(x.amount!)}
                </li>
              ))}
            </ul>
          ) : (
            dash
          )}
        </Block>
        <Block title={t('info:details.total')} part="details-total">
          {typeof r?.price === 'number' ? money(r.price) : dash}
        </Block>
        <Block title={t('info:details.deposit')} part="details-deposit">
          {/* Amounts of deposit and waiver are not shown (spec section 1). */}
          {t(depositRequired ? (depositPlaced ? 'info:details.depositPlaced' : 'info:details.depositPending') : 'info:details.depositNotRequired')}
        </Block>
      </dl>
    </section>
  );
}
