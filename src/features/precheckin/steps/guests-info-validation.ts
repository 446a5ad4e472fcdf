import { initialGuestCounts, resizeGuestDetails, totalGuests, validateGuests, validateTripPurpose } from '../../../core/guests';
import { validateCheckInTime, validateCheckOutTime } from '../../../core/validation/stay-times';
import type { PreCheckInDraft } from '../../../api/endpoints/precheckin';
import type { StepContext, StepErrors } from '../step-contract';

/**
 * Guests info / Basic info: the two times within their bounds, every counted guest's required fields
 * (not for guests the registration service supplied, nor for locked details the guest cannot change),
 * and the trip purpose.
 */
export function validateGuestsInfo(draft: PreCheckInDraft, ctx: StepContext): StepErrors {
  const errors: StepErrors = {};
  const set = (path: string, m: ReturnType<typeof validateTripPurpose>) => {
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
