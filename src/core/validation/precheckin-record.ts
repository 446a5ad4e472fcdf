// The pre-check-in wizard's field rules over a whole record: what each step refuses (the SDK's steps run
// them on Next) and what a record must pass before it is Done (the reference server runs them on the save
// that completes it). Messages are keyed by field path ('client_info.email', 'guests_details.1.full_name').
import { initialGuestCounts, parkingSpaces, resizeGuestDetails, totalGuests, validateGuests, validateTripPurpose } from '../guests';
import { msg } from '../messages';
import type { CheckinInfoSettings, Message, PreCheckIn } from '../types';
import { validateZip } from './general';
import { isSelfieRequired } from './identity';
import { validatePersonalInfo, type PersonalInfoField } from './personal-info';
import { validateParkingDetails, validateSpecialRequests } from './special-requests';
import { validateCheckInTime, validateCheckOutTime } from './stay-times';

export type FieldErrors = Record<string, Message>;

/** What the rules read besides the record: the tenant's settings and the reservation's channel. */
export interface RecordRulesContext {
  /** The record as the server answered it (settings-like fields: special_requests_settings, locked_guest_details, additional_docs…). */
  record: PreCheckIn;
  settings: CheckinInfoSettings;
  channel: string | null;
  /** Tenant supports identity verification: ID and selfie are both required. */
  identityVerification: boolean;
  /** The external registration service replaces manual guest entry. */
  externalRegistration: boolean;
}

/** A selfie the tenant requires outside identity verification (the spec has no wording for it). */
export const SELFIE_REQUIRED: Message = msg('contact:validation.selfieRequired');

/**
 * Guests info / Basic info: the two times within their bounds, every counted guest's required fields
 * (not for guests the registration service supplied, nor for locked details the guest cannot change),
 * and the trip purpose.
 */
export function guestsInfoErrors(draft: Partial<PreCheckIn>, ctx: RecordRulesContext): FieldErrors {
  const errors: FieldErrors = {};
  const set = (path: string, m: Message | null) => {
    if (m) errors[path] = m;
  };
  set('times_info.requested_check_in_time', validateCheckInTime(draft.times_info?.requested_check_in_time, ctx.record.min_check_in_time_string));
  set('times_info.requested_check_out_time', validateCheckOutTime(draft.times_info?.requested_check_out_time, ctx.record.max_check_out_time_string));
  if (!ctx.externalRegistration && ctx.record.locked_guest_details !== true) {
    const counts = initialGuestCounts(draft);
    const rows = resizeGuestDetails(draft.guests_details, totalGuests(counts));
    validateGuests(rows, { settings: ctx.settings, channel: ctx.channel, adults: counts.adults }).forEach((fields, i) => {
      for (const [field, m] of Object.entries(fields)) set(`guests_details.${i}.${field}`, m);
    });
  }
  set('client_info.trip_purpose', validateTripPurpose(draft.client_info?.trip_purpose));
  return errors;
}

/**
 * Special requests: a required toggle needs a choice ('Please select an option for {name}'), a counter
 * stays within 0..max; parking details (when offered, needed, and an assigned parking or pass exists).
 */
export function specialRequestsErrors(draft: Partial<PreCheckIn>, ctx: RecordRulesContext): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, m] of Object.entries(validateSpecialRequests(ctx.record.special_requests_settings, draft.special_requests))) errors[`special_requests.${name}`] = m;
  if (ctx.settings.offer_parking === true) {
    for (const [field, m] of Object.entries(validateParkingDetails(draft.client_info ?? {}, ctx.record, parkingSpaces(ctx.record)))) errors[`client_info.${field}`] = m;
  }
  return errors;
}

/** Where each of the personal-info messages shows (field paths). */
const PERSONAL_PATHS: Record<Exclude<PersonalInfoField, 'registration'>, string> = {
  email: 'client_info.email',
  birthday: 'client_info.birthday',
  phone_number: 'client_info.phone_number',
  id_pic: 'id_pic',
  additional_documents: 'additional_documents',
  terms: 'terms_accepted',
  signature: 'terms_signature_image',
};

/**
 * Personal info / Contact Info: e-mail, birthday, phone, ID and selfie, additional documents, terms,
 * signature (a signature saved before, or a generated signed document, counts), the zip rule when a zip
 * is given, and a required selfie. `timeZone` is where "today" is read for the age rule.
 */
export function personalInfoErrors(draft: Partial<PreCheckIn>, ctx: RecordRulesContext, now: Date, timeZone: string): FieldErrors {
  const core = validatePersonalInfo(draft as PreCheckIn, {
    now,
    timeZone,
    settings: ctx.settings,
    channel: ctx.channel,
    identityVerification: ctx.identityVerification,
    termsAccepted: draft.terms_accepted === true,
    hasNewSignature: !!draft.terms_signature_image || !!draft.generated_sign_doc || !!ctx.record.generated_sign_doc,
  });
  const errors: FieldErrors = {};
  for (const [field, path] of Object.entries(PERSONAL_PATHS) as Array<[keyof typeof PERSONAL_PATHS, string]>) {
    const m = core[field];
    if (m) errors[path] = m;
  }
  const zip = draft.client_info?.address?.zip_code;
  if (zip && zip.trim()) {
    const m = validateZip(zip);
    if (m) errors['client_info.address.zip_code'] = m;
  }
  if (!ctx.identityVerification && isSelfieRequired(ctx.settings, ctx.channel) && !draft.selfie_pic) errors.selfie_pic = SELFIE_REQUIRED;
  return errors;
}

/**
 * Everything a record must pass before it is Done: every step's rules over the whole record. Special
 * requests only count when the wizard shows their step (`withSpecialRequests`).
 */
export function completedRecordErrors(
  draft: Partial<PreCheckIn>,
  ctx: RecordRulesContext,
  opts: { now: Date; timeZone: string; withSpecialRequests: boolean },
): FieldErrors {
  return {
    ...guestsInfoErrors(draft, ctx),
    ...(opts.withSpecialRequests ? specialRequestsErrors(draft, ctx) : {}),
    ...personalInfoErrors(draft, ctx, opts.now, opts.timeZone),
  };
}
