// Pre-check-in personal info (Contact Info) step: e-mail prefill, date of birth, documents, terms, signature.
import { birthDateBounds, MIN_GUEST_AGE_YEARS } from '../dates/birth-date';
import { isValidIsoDate } from '../dates/days';
import { msg, VALIDATION as V } from '../messages';
import type { CheckinInfoSettings, Message, PreCheckIn } from '../types';
import { str } from './form';
import { validateEmail, validatePhone } from './general';
import { areIdDocsDenied } from './identity';
import { validateExternalRegistration } from './registration';

/**
 * Booking-relay e-mail domains: a prefilled e-mail on one of them is cleared (the spec mentions
 * four without naming them). Chosen: Airbnb, Booking.com, Vrbo/HomeAway and Expedia relay domains.
 */
export const BOOKING_RELAY_DOMAINS: readonly string[] = ['guest.airbnb.com', 'guest.booking.com', 'messages.homeaway.com', 'relay.expedia.com'];

/** The e-mail's domain is (or is under) a booking-relay domain. */
export function isBookingRelayEmail(email: string | null | undefined): boolean {
  const domain = str(email).toLowerCase().split('@')[1] ?? '';
  return domain !== '' && BOOKING_RELAY_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/** The profile e-mail to prefill: cleared ('') when it is a booking-relay address. */
export function prefillEmail(email: string | null | undefined): string {
  const s = str(email);
  return isBookingRelayEmail(s) ? '' : s;
}

/** Date of birth (YYYY-MM-DD): required, real date, between 1940-01-01 and today minus 18 years. */
export function validateBirthDate(value: string | null | undefined, now: Date, timeZone = 'UTC'): Message | null {
  const s = str(value).slice(0, 10);
  if (!s) return msg(V.requiredField);
  if (!isValidIsoDate(s)) return msg(V.invalidDate);
  const { min, max } = birthDateBounds(now, timeZone);
  if (s < min) return msg(V.birthDateTooEarly, { min });
  if (s > max) return msg(V.birthDateTooYoung, { age: MIN_GUEST_AGE_YEARS });
  return null;
}

export interface PersonalInfoContext {
  now: Date;
  /** The guest's time zone for "today" (birth-date bound). */
  timeZone?: string;
  settings?: CheckinInfoSettings | null;
  /** Reservation channel (source), for guest_id_docs_deny_channels. */
  channel?: string | null;
  /** Identity-verification provider enabled: both ID and selfie are required. */
  identityVerification?: boolean;
  termsAccepted: boolean;
  /** A signature was drawn in this session. */
  hasNewSignature: boolean;
  /** Only when the external registration service is used: its guests_registration_status. */
  externalRegistrationStatus?: string | null;
  /** Phone is part of the form (default true). */
  requirePhone?: boolean;
}

export type PersonalInfoField =
  | 'email'
  | 'birthday'
  | 'phone_number'
  | 'id_pic'
  | 'additional_documents'
  | 'terms'
  | 'signature'
  | 'registration';

/** Requested additional documents without a matching upload (matched by id, else by type). */
export function missingAdditionalDocuments(record: Pick<PreCheckIn, 'additional_docs' | 'additional_documents'>): Array<{ id?: unknown; type?: unknown }> {
  const uploaded = (record.additional_documents ?? []).filter((u) => !!u.url);
  return (record.additional_docs ?? []).filter(
    (req) =>
      !uploaded.some(
        (u) => (req.id != null && u.id != null && String(req.id) === String(u.id)) || (req.type != null && req.type !== '' && u.type === req.type),
      ),
  );
}

/**
 * Personal info / Contact Info step:
 * - e-mail, date of birth, phone: general rules;
 * - ID unless denied for the channel: with identity verification both ID and selfie ('You must
 *   upload ID document and Selfie'); otherwise the ID photo when selfie-with-ID is required
 *   (require_selfie_with_id, default true) ('You must upload ID document');
 * - every requested additional document uploaded;
 * - terms acknowledged; signature when required and neither a new one nor a signed image exists;
 * - with the external service, its status must be COMPLETE ('Please complete the check-in process').
 */
export function validatePersonalInfo(record: PreCheckIn, ctx: PersonalInfoContext): Partial<Record<PersonalInfoField, Message>> {
  const errors: Partial<Record<PersonalInfoField, Message>> = {};
  const client = record.client_info ?? {};
  const set = (f: PersonalInfoField, m: Message | null) => {
    if (m) errors[f] = m;
  };
  set('email', validateEmail(client.email));
  set('birthday', validateBirthDate(client.birthday, ctx.now, ctx.timeZone));
  if (ctx.requirePhone !== false) set('phone_number', validatePhone(client.phone_number));

  const settings = ctx.settings ?? {};
  if (!areIdDocsDenied(settings, ctx.channel)) {
    if (ctx.identityVerification) {
      if (!record.id_pic || !record.selfie_pic) set('id_pic', msg(V.idAndSelfieRequired));
    } else if (settings.require_selfie_with_id !== false && !record.id_pic) {
      set('id_pic', msg(V.idDocumentRequired));
    }
  }
  if (missingAdditionalDocuments(record).length > 0) set('additional_documents', msg(V.additionalDocumentsRequired));
  if (!ctx.termsAccepted) set('terms', msg(V.termsRequired));
  if (settings.require_signature === true && !ctx.hasNewSignature && !record.terms_signature_image) set('signature', msg(V.signatureRequired));
  if (ctx.externalRegistrationStatus !== undefined) set('registration', validateExternalRegistration(ctx.externalRegistrationStatus));
  return errors;
}
