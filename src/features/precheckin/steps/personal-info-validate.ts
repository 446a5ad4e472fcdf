import type { PreCheckInDraft } from '../../../api/endpoints/precheckin';
import { msg, VALIDATION as V } from '../../../core/messages';
import type { PreCheckIn as CorePreCheckIn } from '../../../core/types';
import { personalInfoErrors } from '../../../core/validation/precheckin-record';
import { loadPhoneRules } from '../phone/load-phone-rules';
import type { StepContext, StepErrors } from '../step-contract';

/** The guest's own calendar: the age rule reads "today" where the guest is. */
export function guestTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Personal info / Contact Info: core's rules (the server applies the same before Done), and the phone
 * checked by libphonenumber-js as well.
 */
export async function validatePersonalInfoStep(draft: PreCheckInDraft, ctx: StepContext, now = new Date()): Promise<StepErrors> {
  const errors: StepErrors = personalInfoErrors(draft as Partial<CorePreCheckIn>, { ...ctx, record: ctx.record as CorePreCheckIn }, now, guestTimeZone());
  const phone = draft.client_info?.phone_number;
  if (!errors['client_info.phone_number'] && phone) {
    try {
      const rules = await loadPhoneRules();
      if (!rules.isValidStoredPhone(phone)) errors['client_info.phone_number'] = msg(V.phoneInvalid);
    } catch (e) {
      // Without the library the general phone rule (already applied) stands.
      console.warn('[guest-portal] phone rules could not be loaded for validation', e);
    }
  }
  return errors;
}
