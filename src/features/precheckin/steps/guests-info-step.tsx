import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  guestCategoryAt,
  guestDocumentTypes,
  guestFieldRequirements,
  guestFieldsShown,
  initialGuestCounts,
  previousGuestsToPrefill,
  regroupGuestDetails,
  resizeGuestDetails,
  totalGuests,
  TRIP_PURPOSES,
  type GuestCounts,
} from '../../../core/guests';
import type { GuestDetail } from '../../../core/types';
import type { PreCheckInDraft } from '../../../api/endpoints/precheckin';
import { useAdoptedStyles } from '../../../styles/use-adopted-styles';
import { Alert } from '../../../ui/alert';
import { FieldError } from '../../../ui/field-error';
import { RadioGroup } from '../../../ui/radio-group';
import type { StepContext, StepModule, StepProps } from '../step-contract';
import { GuestCounters } from './guest-counters';
import { GuestDetailBlock } from './guest-detail-block';
import { useGuestErrorText } from './guest-error-text';
import { GuestStayTimes } from './guest-stay-times';
import { guestsStepStyles } from './guests-step.styles';
import { validateGuestsInfo } from './guests-info-validation';

/** The rows the step shows: the registered guests as they are, else one row per counted guest. */
function guestRows(draft: PreCheckInDraft, ctx: StepContext): GuestDetail[] {
  const rows = draft.guests_details ?? [];
  return ctx.externalRegistration ? [...rows] : resizeGuestDetails(rows, totalGuests(initialGuestCounts(draft)));
}

/** The draft with new detail rows; guest_count_info.guests keeps the names in step. */
function withDetails(draft: PreCheckInDraft, rows: GuestDetail[], counts: GuestCounts = initialGuestCounts(draft)): PreCheckInDraft {
  const names = rows.map((g) => (g.full_name ?? '').trim()).filter(Boolean);
  // Spread copies: core's GuestDetail is an interface, the draft's rows are open records.
  return { ...draft, guests_details: rows.map((g) => ({ ...g })), guest_count_info: { ...draft.guest_count_info, ...counts, guests: names } };
}

/** Guests the step shows but the guest does not edit: locked by the company, or from the registration service. */
const guestsReadOnly = (ctx: StepContext) => ctx.record.locked_guest_details === true || ctx.externalRegistration;

/** The previous stay's guests the step starts from (it says so): never over anything typed or saved. */
function previousStayRows(draft: PreCheckInDraft, ctx: StepContext): GuestDetail[] | null {
  return guestsReadOnly(ctx) ? null : previousGuestsToPrefill(ctx.record, draft.guests_details, totalGuests(initialGuestCounts(draft)));
}

/**
 * What the step fills in by itself: the previous stay's guests, else the counts the guest sees (a record
 * without guest_count_info shows 1 adult, and the save must say so too). Nothing for guests shown read-only.
 */
function prepareGuests(draft: PreCheckInDraft, ctx: StepContext): PreCheckInDraft {
  if (guestsReadOnly(ctx)) return draft;
  const previous = previousStayRows(draft, ctx);
  if (previous) return withDetails(draft, previous);
  return typeof draft.guest_count_info?.adults === 'number' ? draft : withDetails(draft, guestRows(draft, ctx));
}

/** Whether the rows shown are the previous stay's, about to be filled in or filled in when the wizard opened. */
function showsPreviousStay(draft: PreCheckInDraft, ctx: StepContext): boolean {
  if (previousStayRows(draft, ctx)) return true;
  const filled = previousStayRows(ctx.record, ctx);
  return filled !== null && JSON.stringify(filled) === JSON.stringify(draft.guests_details ?? []);
}

/** One busy flag for the shell from several uploads that may run at once. */
function useBusyPerGuest(setBusy: (busy: boolean) => void) {
  const busy = useRef(new Set<number>());
  return (index: number) => (b: boolean) => {
    if (b) busy.current.add(index);
    else busy.current.delete(index);
    setBusy(busy.current.size > 0);
  };
}

function GuestsInfoStep({ draft, update, prefill, errors, ctx, setBusy }: StepProps) {
  useAdoptedStyles(guestsStepStyles);
  const { t } = useTranslation(['guests', 'core']);
  const error = useGuestErrorText(errors);
  const purposeId = useId();
  const busyFor = useBusyPerGuest(setBusy);
  const { record, settings, externalRegistration } = ctx;
  const locked = record.locked_guest_details === true;
  const counts = initialGuestCounts(draft);
  const rows = guestRows(draft, ctx);
  const readOnly = guestsReadOnly(ctx);
  const requirementCtx = { settings, channel: ctx.channel, adults: counts.adults };
  const documentTypes = guestDocumentTypes(settings, ctx.channel);

  // A returning guest starts from the previous stay's guests (never over anything typed or saved), told so.
  const [prefilled] = useState(() => showsPreviousStay(draft, ctx));
  // Once per visit; already in the draft when the wizard opened on this step.
  const prepared = useRef(false);
  useEffect(() => {
    if (prepared.current) return;
    prepared.current = true;
    if (prepareGuests(draft, ctx) !== draft) prefill((d) => prepareGuests(d, ctx));
  }, [prefill, draft, ctx]);

  const setCounts = (next: GuestCounts) =>
    update((d) => {
      // Registered guests come from the registration service: the counts never reshape them.
      if (ctx.externalRegistration) return { ...d, guest_count_info: { ...d.guest_count_info, ...next } };
      const from = initialGuestCounts(d);
      return withDetails(d, regroupGuestDetails(d.guests_details, from, next), next);
    });
  const editGuest = (index: number) => (edit: (g: GuestDetail) => GuestDetail) =>
    update((d) => {
      const list = guestRows(d, ctx);
      list[index] = edit(list[index] ?? {});
      return withDetails(d, list);
    });
  const setTime = (field: 'requested_check_in_time' | 'requested_check_out_time', value: string | null) =>
    update((d) => ({ ...d, times_info: { ...d.times_info, [field]: value } }));
  // Read as core's rule does (any case), written lower-case as the contract wants it.
  const purpose = TRIP_PURPOSES.find((p) => p === (draft.client_info?.trip_purpose ?? '').trim().toLowerCase()) ?? null;
  const purposeError = error('client_info.trip_purpose');

  return (
    <div className="gp-guests" part="guests-step">
      <GuestStayTimes
        checkIn={draft.times_info?.requested_check_in_time}
        checkOut={draft.times_info?.requested_check_out_time}
        minCheckIn={record.min_check_in_time_string}
        maxCheckOut={record.max_check_out_time_string}
        timeZone={ctx.timeZone}
        onChange={setTime}
        checkInError={error('times_info.requested_check_in_time')}
        checkOutError={error('times_info.requested_check_out_time')}
      />
      <GuestCounters counts={counts} ageBands={ctx.ageBands} fixed={locked || settings.disable_guest_count_changes === true} onChange={setCounts} />
      <section className="gp-guests__section" aria-label={t('details.title')}>
        <h3 className="gp-guests__heading">{t('details.title')}</h3>
        {prefilled ? <Alert tone="info">{t('details.prefilled')}</Alert> : null}
        {locked ? <p className="gp-guests__note">{t('details.locked')}</p> : externalRegistration ? <p className="gp-guests__note">{t('details.registered')}</p> : null}
        {rows.map((guest, i) => (
          <GuestDetailBlock
            key={i}
            index={i}
            category={externalRegistration ? 'adult' : guestCategoryAt(i, counts)}
            guest={guest}
            shown={guestFieldsShown(i, requirementCtx)}
            required={guestFieldRequirements(i, requirementCtx)}
            documentTypes={documentTypes}
            readOnly={readOnly}
            error={(field) => error(`guests_details.${i}.${field}`)}
            onChange={editGuest(i)}
            reservationId={ctx.reservationId}
            setBusy={busyFor(i)}
          />
        ))}
      </section>
      <section className="gp-guests__section">
        <p className="gp-guests__question" id={purposeId} data-required="">
          {t('tripPurpose.label')}
        </p>
        <RadioGroup
          labelledBy={purposeId}
          describedBy={purposeError ? `${purposeId}-error` : undefined}
          required
          options={TRIP_PURPOSES.map((p) => ({ value: p, label: t(`core:guests.tripPurpose.${p}`) }))}
          value={purpose}
          onChange={(p) => update((d) => ({ ...d, client_info: { ...d.client_info, trip_purpose: p } }))}
        />
        <FieldError id={`${purposeId}-error`} error={purposeError} />
      </section>
    </div>
  );
}

/** Guests info (reading A) / Basic info (reading B): times, who is coming, each guest's details, trip purpose. */
export const guestsInfoStep: StepModule = { Component: GuestsInfoStep, validate: validateGuestsInfo, prepare: prepareGuests };
