import { useTranslation } from 'react-i18next';
import type { StayText } from './stay-format';

export interface StayBoxProps {
  title: string | null | undefined;
  city: string | null | undefined;
  stay: StayText;
  picture?: string | null;
  /** Accessible name of the box (a banner on the survey, "Your reservation" on a ticket). */
  label: string;
}

/** Listing title, city, nights and dates (and the home's picture when given); server text keeps its own direction. */
export function StayBox({ title, city, stay, picture, label }: StayBoxProps) {
  const { t } = useTranslation();
  return (
    <section className="gp-stay" aria-label={label} part="stay">
      {picture ? <img className="gp-stay__picture" src={picture} alt="" /> : null}
      <div className="gp-stay__text">
        {title ? (
          <p className="gp-stay__title" dir="auto">
            {title}
          </p>
        ) : null}
        {city ? (
          <p className="gp-stay__city" dir="auto">
            {city}
          </p>
        ) : null}
        {stay.dates || stay.nights ? (
          <p className="gp-stay__dates">
            {stay.dates ? <bdi>{stay.dates}</bdi> : null}
            {stay.dates && stay.nights ? ' · ' : null}
            {stay.nights ? t('survey:banner.nights', { count: stay.nights }) : null}
          </p>
        ) : null}
      </div>
    </section>
  );
}
