import { useTranslation } from 'react-i18next';
import { AIR_MATTRESS_REQUEST, namedSpecialRequest } from '../../../core/guests';
import { useElement } from '../../../element/context';
import { isolateAuto } from '../../../core/bidi';
import { useAdoptedStyles } from '../../../styles/use-adopted-styles';
import { Counter } from '../../../ui/counter';
import type { StepModule, StepProps } from '../step-contract';
import { useGuestErrorText } from './guest-error-text';
import { guestsStepStyles } from './guests-step.styles';
import { ParkingSection } from './parking-section';
import { validateSpecialRequestsStep } from './special-requests-validation';
import { YesNoChoice } from './yes-no-choice';

function SpecialRequestsStep({ draft, update, errors, ctx }: StepProps) {
  useAdoptedStyles(guestsStepStyles);
  const { t } = useTranslation(['guests', 'core']);
  const { locale } = useElement();
  const { record } = ctx;
  const requests = record.special_requests_settings ?? [];
  const values = draft.special_requests ?? {};
  const offerParking = ctx.settings.offer_parking === true;
  const airMattress = record.allow_air_mattress === true;
  /** Pack n play, High Chair and Pool fence read in the guest's language; the tenant's own requests as written. */
  const plainLabel = (name: string) => {
    const named = namedSpecialRequest(name);
    return named ? t(`guests:requests.named.${named}`) : name;
  };
  const label = (name: string) => (namedSpecialRequest(name) ? plainLabel(name) : <bdi dir="auto">{name}</bdi>);
  const errorText = useGuestErrorText(
    Object.fromEntries(
      Object.entries(errors).map(([path, m]) => {
        const name = m.params?.name;
        return [path, typeof name === 'string' ? { ...m, params: { ...m.params, name: isolateAuto(plainLabel(name), locale) } } : m];
      }),
    ),
  );
  const set = (name: string, value: boolean | number) => update((d) => ({ ...d, special_requests: { ...d.special_requests, [name]: value } }));

  return (
    <div className="gp-guests" part="special-requests-step">
      {requests.length === 0 && !airMattress && !offerParking ? <p className="gp-guests__note">{t('requests.none')}</p> : null}
      {requests.length > 0 || airMattress ? (
        <section className="gp-guests__section" aria-label={t(ctx.variant === 'B' ? 'core:precheckin.steps.b.specialRequests' : 'core:precheckin.steps.a.specialRequests')}>
          {requests.map((s) => {
            const value = values[s.name];
            const path = `special_requests.${s.name}`;
            if ((s.type ?? 'toggle').toLowerCase() === 'counter') {
              const max = typeof s.max === 'number' ? s.max : undefined;
              const named = isolateAuto(plainLabel(s.name), locale);
              return (
                <Counter
                  key={s.name}
                  label={label(s.name)}
                  hint={max != null ? t('requests.upTo', { max }) : undefined}
                  value={typeof value === 'number' ? value : 0}
                  min={0}
                  max={max}
                  error={errorText(path)}
                  decreaseLabel={t('requests.remove', { name: named })}
                  increaseLabel={t('requests.add', { name: named })}
                  onChange={(n) => set(s.name, n)}
                />
              );
            }
            return (
              <YesNoChoice
                key={s.name}
                name={path}
                label={label(s.name)}
                value={typeof value === 'boolean' ? value : null}
                required={s.required === true}
                error={errorText(path)}
                onChange={(b) => set(s.name, b)}
              />
            );
          })}
          {airMattress ? (
            <YesNoChoice
              name={`special_requests.${AIR_MATTRESS_REQUEST}`}
              label={t('requests.airMattress')}
              value={typeof values[AIR_MATTRESS_REQUEST] === 'boolean' ? (values[AIR_MATTRESS_REQUEST] as boolean) : null}
              onChange={(b) => set(AIR_MATTRESS_REQUEST, b)}
            />
          ) : null}
        </section>
      ) : null}
      {offerParking ? <ParkingSection draft={draft} record={record} update={update} error={errorText} /> : null}
    </div>
  );
}

/** Special requests (with parking in both readings): the tenant's toggles and counters, the air mattress, parking. */
export const specialRequestsStep: StepModule = { Component: SpecialRequestsStep, validate: validateSpecialRequestsStep };
