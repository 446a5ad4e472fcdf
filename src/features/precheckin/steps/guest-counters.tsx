import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgeBandVariant, GuestCounts } from '../../../core/guests';
import { Counter } from '../../../ui/counter';

export interface GuestCountersProps {
  counts: GuestCounts;
  ageBands: AgeBandVariant;
  /** disable_guest_count_changes or locked details: the counts are shown, not changed. */
  fixed: boolean;
  onChange: (counts: GuestCounts) => void;
}

const ROWS = [
  { key: 'adults', min: 1, add: 'addAdult', remove: 'removeAdult' },
  { key: 'kids', min: 0, add: 'addKid', remove: 'removeKid' },
  { key: 'babies', min: 0, add: 'addBaby', remove: 'removeBaby' },
] as const;

/** Adults (at least 1), kids and babies, each labelled with the age band of the tenant's reading. */
export function GuestCounters({ counts, ageBands, fixed, onChange }: GuestCountersProps) {
  const { t } = useTranslation('guests');
  const headingId = useId();
  const band = (key: (typeof ROWS)[number]['key']) => (key === 'adults' ? t('counts.adultsBand') : t(`counts.${key}Band${ageBands}`));
  return (
    <section className="gp-guests__section" aria-labelledby={headingId}>
      <h3 className="gp-guests__heading" id={headingId}>
        {t('counts.title')}
      </h3>
      {fixed ? <p className="gp-guests__note">{t('counts.fixed')}</p> : null}
      {ROWS.map((row) => (
        <Counter
          key={row.key}
          label={t(`counts.${row.key}`)}
          hint={band(row.key)}
          value={counts[row.key]}
          min={row.min}
          disabled={fixed}
          decreaseLabel={t(`counts.${row.remove}`)}
          increaseLabel={t(`counts.${row.add}`)}
          onChange={(n) => onChange({ ...counts, [row.key]: n })}
        />
      ))}
    </section>
  );
}
