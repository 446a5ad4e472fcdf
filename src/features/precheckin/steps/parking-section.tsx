import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { parkingSpaces, shouldWarnAboutParking } from '../../../core/guests';
import { parkingDetailsRequired } from '../../../core/validation/special-requests';
import type { PreCheckInDraft } from '../../../api/endpoints/precheckin';
import type { PreCheckIn } from '../../../api/schemas/precheckin';
import { Alert } from '../../../ui/alert';
import { ServerText } from '../../../ui/bidi';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { YesNoChoice } from './yes-no-choice';

export interface ParkingSectionProps {
  draft: PreCheckInDraft;
  record: PreCheckIn;
  update: (edit: (draft: PreCheckInDraft) => PreCheckInDraft) => void;
  error: (path: string) => string | null;
}

/** Car details live twice: client_info (car_model, licence_plate) and car_info (model, license_plate, has_info), as the server reads both. */
function withCar(d: PreCheckInDraft, field: 'car_model' | 'licence_plate', value: string): PreCheckInDraft {
  const client = { ...d.client_info, [field]: value };
  const car = { ...d.car_info, [field === 'car_model' ? 'model' : 'license_plate']: value };
  car.has_info = Boolean((car.model ?? '').trim() || (car.license_plate ?? '').trim());
  return { ...d, client_info: client, car_info: car };
}

const CAR_FIELDS = [
  { name: 'car_model', label: 'parking.carModel' },
  { name: 'licence_plate', label: 'parking.licencePlate' },
] as const;

/**
 * Parking (when the tenant offers it): need parking → number of cars (1 to the listing's spaces, default
 * 3) with a warning above rooms minus 2 cars, car model and licence plate, and the assigned-parking and
 * parking-pass descriptions as the server wrote them.
 */
export function ParkingSection({ draft, record, update, error }: ParkingSectionProps) {
  const { t } = useTranslation('guests');
  const headingId = useId();
  const client = draft.client_info ?? {};
  const need = client.need_parking;
  const max = parkingSpaces(record);
  const cars = client.car_amount ?? null;
  const detailsRequired = parkingDetailsRequired(need, record);
  const assigned = record.has_assigned_parking === true ? record.car_info?.assigned_parking_desc : null;
  const pass = record.has_parking_pass === true ? record.car_info?.parking_pass_desc : null;
  const descriptions = [
    { label: 'parking.assigned', text: assigned },
    { label: 'parking.pass', text: pass },
  ].filter((d): d is { label: string; text: string } => !!d.text);
  const setNeed = (value: boolean) =>
    update((d) => ({
      ...d,
      client_info: { ...d.client_info, need_parking: value, car_amount: value ? (d.client_info?.car_amount ?? Math.min(1, max)) : d.client_info?.car_amount },
    }));

  return (
    <section className="gp-guests__section" aria-labelledby={headingId}>
      <h3 className="gp-guests__heading" id={headingId}>
        {t('parking.title')}
      </h3>
      {descriptions.length > 0 ? (
        <dl className="gp-guests__info">
          {descriptions.map((d) => (
            <Fragment key={d.label}>
              <dt>{t(d.label)}</dt>
              <dd>
                <ServerText className="gp-guests__server">{d.text}</ServerText>
              </dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      <YesNoChoice name="need_parking" label={t('parking.need')} value={need} onChange={setNeed} />
      {need === true ? (
        <>
          <Select
            label={t('parking.cars')}
            name="car_amount"
            options={Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
            value={cars == null ? '' : String(cars)}
            placeholder={cars == null ? '' : undefined}
            error={error('client_info.car_amount')}
            onChange={(e) => {
              const n = e.target.value ? Number(e.target.value) : null;
              update((d) => ({ ...d, client_info: { ...d.client_info, car_amount: n } }));
            }}
          />
          {shouldWarnAboutParking(cars, record.listing_num_of_rooms) ? <Alert tone="warning">{t('parking.warning')}</Alert> : null}
          <div className="gp-guests__row">
            {CAR_FIELDS.map((f) => (
              <TextField
                key={f.name}
                label={t(f.label)}
                name={f.name}
                required={detailsRequired}
                dir="auto"
                autoComplete="off"
                value={client[f.name] ?? ''}
                error={error(`client_info.${f.name}`)}
                onChange={(e) => {
                  const value = e.target.value;
                  update((d) => withCar(d, f.name, value));
                }}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
