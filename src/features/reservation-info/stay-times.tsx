import { useTranslation } from 'react-i18next';
import { formatHHmm } from '../../core/dates/time-of-day';
import { plannedTimeIfDifferent } from '../../core/reservation-info';
import { dateText } from '../../core/dates/zoned-text';

export interface StayBoxProps {
  kind: 'checkIn' | 'checkOut';
  date: Date | null;
  /** Standard time `HH:mm` (min check-in / max check-out). */
  standard: string | null | undefined;
  /** Requested time `HH:mm`, shown only when it differs from the standard one. */
  planned: string | null | undefined;
  intl: string;
  timeZone: string;
}

function StayBox({ kind, date, standard, planned, intl, timeZone }: StayBoxProps) {
  const { t } = useTranslation();
  const std = standard ? formatHHmm(standard, intl) : null;
  const plannedValue = plannedTimeIfDifferent(standard, planned);
  const plannedText = plannedValue ? formatHHmm(plannedValue, intl) : null;
  return (
    <div className={`gp-stay__box gp-stay__box--${kind}`} part={kind === 'checkIn' ? 'stay-check-in' : 'stay-check-out'}>
      <h2 className="gp-stay__label">{t(`info:stay.${kind}`)}</h2>
      {date ? <p className="gp-stay__date">{dateText(date, intl, timeZone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })}</p> : null}
      {std ? <p className="gp-stay__time">{t(kind === 'checkIn' ? 'info:stay.from' : 'info:stay.until', { time: std })}</p> : null}
      {plannedText ? (
        <p className="gp-stay__planned" data-testid={`planned-${kind}`}>
          {t(kind === 'checkIn' ? 'info:stay.plannedArrival' : 'info:stay.plannedDeparture', { time: plannedText })}
        </p>
      ) : null}
    </div>
  );
}

export function StayTimes(props: { checkIn: Omit<StayBoxProps, 'kind' | 'intl' | 'timeZone'>; checkOut: Omit<StayBoxProps, 'kind' | 'intl' | 'timeZone'>; intl: string; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <section className="gp-stay" aria-label={t('info:stay.label')}>
      <StayBox kind="checkIn" {...props.checkIn} intl={props.intl} timeZone={props.timeZone} />
      <StayBox kind="checkOut" {...props.checkOut} intl={props.intl} timeZone={props.timeZone} />
    </section>
  );
}
