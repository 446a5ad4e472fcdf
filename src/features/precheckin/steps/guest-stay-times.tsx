import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { checkInTimeSlots, checkOutTimeSlots, formatHHmm, normalizeHHmm } from '../../../core/dates/time-of-day';
import { intlLocale } from '../../../core/locales';
import { useElement } from '../../../element/context';
import { isolateLtr } from '../../../core/bidi';
import { Select, type SelectOption } from '../../../ui/select';

export interface GuestStayTimesProps {
  checkIn: string | null | undefined;
  checkOut: string | null | undefined;
  /** min_check_in_time_string / max_check_out_time_string of the record. */
  minCheckIn: string | null | undefined;
  maxCheckOut: string | null | undefined;
  timeZone: string;
  onChange: (field: 'requested_check_in_time' | 'requested_check_out_time', value: string | null) => void;
  checkInError: string | null;
  checkOutError: string | null;
}

/**
 * Slots on the 30-minute grid shown in the locale's time format (values stay HH:mm). A saved value that
 * is off the grid is still offered, so loading a record never silently changes what the guest chose;
 * the step's validation judges it.
 */
function timeOptions(slots: string[], current: string | null, intl: string): SelectOption[] {
  const values = current && !slots.includes(current) ? [...slots, current].sort() : slots;
  return values.map((v) => ({ value: v, label: formatHHmm(v, intl) ?? v }));
}

/** Requested check-in (from min_check_in_time) and check-out (up to max_check_out_time), wall-clock time at the listing. */
export function GuestStayTimes({ checkIn, checkOut, minCheckIn, maxCheckOut, timeZone, onChange, checkInError, checkOutError }: GuestStayTimesProps) {
  const { t } = useTranslation('guests');
  const { locale } = useElement();
  const intl = intlLocale(locale);
  const headingId = useId();
  const inValue = normalizeHHmm(checkIn);
  const outValue = normalizeHHmm(checkOut);
  const fields = [
    { name: 'requested_check_in_time', label: 'times.checkIn', slots: checkInTimeSlots(minCheckIn), value: inValue, error: checkInError },
    { name: 'requested_check_out_time', label: 'times.checkOut', slots: checkOutTimeSlots(maxCheckOut), value: outValue, error: checkOutError },
  ] as const;
  return (
    <section className="gp-guests__section" aria-labelledby={headingId}>
      <h3 className="gp-guests__heading" id={headingId}>
        {t('times.title')}
      </h3>
      <p className="gp-guests__note">{t('times.zoneHint', { timeZone: isolateLtr(timeZone, locale) })}</p>
      <div className="gp-guests__row">
        {fields.map((f) => (
          <Select
            key={f.name}
            label={t(f.label)}
            name={f.name}
            options={timeOptions(f.slots, f.value, intl)}
            placeholder={t('times.choose')}
            value={f.value ?? ''}
            required
            error={f.error}
            onChange={(e) => onChange(f.name, e.target.value || null)}
          />
        ))}
      </div>
    </section>
  );
}
