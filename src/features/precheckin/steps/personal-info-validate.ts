import type { PreCheckInDraft } from '../../../api/endpoints/precheckin';
import { msg, VALIDATION as V } from '../../../core/messages';
import type { Message, PreCheckIn as CorePreCheckIn } from '../../../core/types';
import { validateZip } from '../../../core/validation/general';
import { isSelfieRequired } from '../../../core/validation/identity';
import { validatePersonalInfo, type PersonalInfoField } from '../../../core/validation/personal-info';
import { loadPhoneRules } from '../phone/load-phone-rules';
import type { StepContext, StepErrors } from '../step-contract';

/** Where each of core's personal-info messages shows in the step (StepErrors paths). */
const PATHS: Record<Exclude<PersonalInfoField, 'registration'>, string> = {
  email: 'client_info.email',
  birthday: 'client_info.birthday',
  phone_number: 'client_info.phone_number',
  id_pic: 'id_pic',
  additional_documents: 'additional_documents',
  terms: 'terms_accepted',
  signature: 'terms_signature_image',
};

/** A selfie the tenant requires outside identity verification (the spec has no wording for it). */
export const SELFIE_REQUIRED: Message = msg('contact:validation.selfieRequired');

/** The guest's own calendar: the age rule reads "today" where the guest is. */
export function guestTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * Personal info / Contact Info: core's rules (e-mail, birthday, phone, ID and selfie, additional documents,
 * terms, signature), the phone checked by libphonenumber-js as well, the zip rule when a zip is given, and
 * a required selfie.
 */
export async function validatePersonalInfoStep(draft: PreCheckInDraft, ctx: StepContext, now = new Date()): Promise<StepErrors> {
  const settings = ctx.settings;
  const core = validatePersonalInfo(draft as CorePreCheckIn, {
    now,
    timeZone: guestTimeZone(),
    settings,
    channel: ctx.channel,
    identityVerification: ctx.identityVerification,
    termsAccepted: draft.terms_accepted === true,
    // A signature made in this session or saved before sits in terms_signature_image; a generated signed document counts too.
    hasNewSignature: !!draft.terms_signature_image || !!draft.generated_sign_doc || !!ctx.record.generated_sign_doc,
  });
  const errors: StepErrors = {};
  for (const [field, path] of Object.entries(PATHS) as Array<[keyof typeof PATHS, string]>) {
    const m = core[field];
    if (m) errors[path] = m;
  }

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

  const zip = draft.client_info?.address?.zip_code;
  if (zip && zip.trim()) {
    const m = validateZip(zip);
    if (m) errors['client_info.address.zip_code'] = m;
  }

  if (!ctx.identityVerification && isSelfieRequired(settings, ctx.channel) && !draft.selfie_pic) errors.selfie_pic = SELFIE_REQUIRED;
  return errors;
}
