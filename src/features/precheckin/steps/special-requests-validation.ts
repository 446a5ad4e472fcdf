import { parkingSpaces } from '../../../core/guests';
import { validateParkingDetails, validateSpecialRequests } from '../../../core/validation/special-requests';
import type { PreCheckInDraft } from '../../../api/endpoints/precheckin';
import type { StepContext, StepErrors } from '../step-contract';

/**
 * Special requests: a required toggle needs a choice ('Please select an option for {name}'), a counter
 * stays within 0..max; parking details (when offered, needed, and an assigned parking or pass exists).
 */
export function validateSpecialRequestsStep(draft: PreCheckInDraft, ctx: StepContext): StepErrors {
  const errors: StepErrors = {};
  for (const [name, m] of Object.entries(validateSpecialRequests(ctx.record.special_requests_settings, draft.special_requests))) errors[`special_requests.${name}`] = m;
  if (ctx.settings.offer_parking === true) {
    for (const [field, m] of Object.entries(validateParkingDetails(draft.client_info ?? {}, ctx.record, parkingSpaces(ctx.record)))) errors[`client_info.${field}`] = m;
  }
  return errors;
}
