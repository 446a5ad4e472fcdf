// Validation rules of spec section 5. Each validator returns null (valid) or a message descriptor
// (i18n key + params). `validateForm(schema, values)` runs a schema into a field → message map.
import { birthDateBounds, calendarDate, isValidIsoDate, MIN_GUEST_AGE_YEARS, parseHHmm, TIME_SLOT_MINUTES } from './dates';
import { msg, VALIDATION as V } from './messages';
import { isChannelIn } from './reservation';
import type { CheckinInfoSettings, ClientInfo, Message, PreCheckIn, SpecialRequestSetting } from './types';

// ---------------------------------------------------------------------------------------------
// Form plumbing

export type Validator<T = unknown, Values = Record<string, unknown>> = (value: T, values: Values) => Message | null;
export type FormSchema<Values extends object> = {
  [K in keyof Values]?: Validator<Values[K], Values> | ReadonlyArray<Validator<Values[K], Values>>;
};
export type FormErrors<Values extends object> = Partial<Record<Extract<keyof Values, string>, Message>>;

/** Runs each field's validators in order; the first message per field wins. */
export function validateForm<Values extends object>(schema: FormSchema<Values>, values: Values): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  for (const field of Object.keys(schema) as Array<Extract<keyof Values, string>>) {
    const rule = schema[field];
    const list = (Array.isArray(rule) ? rule : rule ? [rule] : []) as ReadonlyArray<Validator<Values[typeof field], Values>>;
    for (const validate of list) {
      const m = validate(values[field], values);
      if (m) {
        errors[field] = m;
        break;
      }
    }
  }
  return errors;
}

/** No field has a message. */
export function isValid(errors: Record<string, Message | undefined | null>): boolean {
  return Object.values(errors).every((m) => m == null);
}

/** Combines validators: the first message wins. */
export function firstOf<T>(...validators: Array<(value: T) => Message | null>): (value: T) => Message | null {
  return (value) => {
    for (const f of validators) {
      const m = f(value);
      if (m) return m;
    }
    return null;
  };
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : v == null ? '' : String(v).trim());

/** Empty: null, undefined, blank string, empty array. */
export function isEmpty(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

// ---------------------------------------------------------------------------------------------
// General rules

export const NAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

/** 'Required field'. */
export function validateRequired(value: unknown): Message | null {
  return isEmpty(value) ? msg(V.requiredField) : null;
}

/** Name: required, max 30 characters. */
export function validateName(value: string | null | undefined): Message | null {
  const s = str(value);
  if (!s) return msg(V.nameRequired);
  return s.length > NAME_MAX_LENGTH ? msg(V.nameMaxLength, { max: NAME_MAX_LENGTH }) : null;
}

/** First name (sign-up, card form): 'First name is required', max 30. */
export function validateFirstName(value: string | null | undefined): Message | null {
  const s = str(value);
  if (!s) return msg(V.firstNameRequired);
  return s.length > NAME_MAX_LENGTH ? msg(V.nameMaxLength, { max: NAME_MAX_LENGTH }) : null;
}

/** Last name (sign-up, card form): 'Last name is required', max 30. */
export function validateLastName(value: string | null | undefined): Message | null {
  const s = str(value);
  if (!s) return msg(V.lastNameRequired);
  return s.length > NAME_MAX_LENGTH ? msg(V.nameMaxLength, { max: NAME_MAX_LENGTH }) : null;
}

/** E-mail: required, must contain @ (with text on both sides, no spaces). */
export function validateEmail(value: string | null | undefined): Message | null {
  const s = str(value);
  if (!s) return msg(V.emailRequired);
  return /^[^\s@]+@[^\s@]+$/.test(s) ? null : msg(V.emailInvalid);
}

/** Phone: required; digits, plus, spaces, hyphens, parentheses only, with at least one digit. */
export function validatePhone(value: string | null | undefined): Message | null {
  const s = str(value);
  if (!s) return msg(V.phoneRequired);
  return /^[\d+\s\-()]+$/.test(s) && /\d/.test(s) ? null : msg(V.phoneInvalid);
}

/** Zip: required; letters, digits, hyphens ('Zip code be valid' — spec wording). */
export function validateZip(value: string | null | undefined): Message | null {
  const s = str(value);
  if (!s) return msg(V.zipRequired);
  return /^[A-Za-z0-9-]+$/.test(s) ? null : msg(V.zipInvalid);
}

export type PasswordRuleId = 'minLength' | 'lowercase' | 'uppercase' | 'digit' | 'special';

/** The password rules, each with its own message (for a checklist UI). */
export const PASSWORD_RULES: ReadonlyArray<{ id: PasswordRuleId; message: Message; test: (password: string) => boolean }> = [
  { id: 'minLength', message: msg(V.passwordMinLength, { min: PASSWORD_MIN_LENGTH }), test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'lowercase', message: msg(V.passwordLowercase), test: (p) => /[a-z]/.test(p) },
  { id: 'uppercase', message: msg(V.passwordUppercase), test: (p) => /[A-Z]/.test(p) },
  { id: 'digit', message: msg(V.passwordDigit), test: (p) => /\d/.test(p) },
  { id: 'special', message: msg(V.passwordSpecial, { chars: PASSWORD_SPECIAL_CHARACTERS }), test: (p) => /[!@#$%^&*]/.test(p) },
];

/** Every failing password message, in rule order; just 'required' when empty. */
export function passwordIssues(password: string | null | undefined): Message[] {
  const p = password ?? '';
  if (p === '') return [msg(V.passwordRequired)];
  return PASSWORD_RULES.filter((r) => !r.test(p)).map((r) => r.message);
}

/** The first failing password message. */
export function validatePassword(password: string | null | undefined): Message | null {
  return passwordIssues(password)[0] ?? null;
}

/** Sign-up confirmation: 'Passwords are not matched'. */
export function validatePasswordConfirmation(password: string | null | undefined, confirmation: string | null | undefined): Message | null {
  if (!confirmation) return msg(V.requiredField);
  return (password ?? '') === confirmation ? null : msg(V.passwordsNotMatched);
}

/** 'Minimun is N' (spec wording). */
export function validateMin(value: number | null | undefined, min: number): Message | null {
  return typeof value === 'number' && value < min ? msg(V.min, { min }) : null;
}

/** 'Maximun is N' (spec wording). */
export function validateMax(value: number | null | undefined, max: number): Message | null {
  return typeof value === 'number' && value > max ? msg(V.max, { max }) : null;
}

/** At most `max` characters. */
export function validateMaxLength(value: string | null | undefined, max: number): Message | null {
  return (value ?? '').length > max ? msg(V.maxLength, { max }) : null;
}

/** Year below the current year (of `now`, UTC) → 'Invalid year'. Accepts 2- or 4-digit years. */
export function validateYearNotPast(year: string | number | null | undefined, now: Date): Message | null {
  const s = str(year);
  if (!s) return msg(V.requiredField);
  if (!/^\d{2}(\d{2})?$/.test(s)) return msg(V.invalidYear);
  const full = s.length === 2 ? 2000 + Number(s) : Number(s);
  return full < now.getUTCFullYear() ? msg(V.invalidYear) : null;
}

/** Date range: both ends needed ('Choose start and end dates'). */
export function validateDateRange(start: string | null | undefined, end: string | null | undefined): Message | null {
  return !start || !end ? msg(V.dateRangeRequired) : null;
}

// ---------------------------------------------------------------------------------------------
// Auth forms

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmation: string;
}

export const signUpSchema: FormSchema<SignUpValues> = {
  firstName: (v) => validateFirstName(v),
  lastName: (v) => validateLastName(v),
  email: (v) => validateEmail(v),
  password: (v) => validatePassword(v),
  confirmation: (v, all) => validatePasswordConfirmation(all.password, v),
};

export function validateSignUp(values: SignUpValues): FormErrors<SignUpValues> {
  return validateForm(signUpSchema, values);
}

export interface LoginValues {
  email: string;
  password: string;
}

/** Login: e-mail rules; password required only (the server judges it). */
export function validateLogin(values: LoginValues): FormErrors<LoginValues> {
  return validateForm<LoginValues>(
    { email: (v) => validateEmail(v), password: (v) => (v ? null : msg(V.passwordRequired)) },
    values,
  );
}

/** Forgot password: e-mail rules. */
export function validateForgotPassword(values: { email: string }): FormErrors<{ email: string }> {
  return validateForm<{ email: string }>({ email: (v) => validateEmail(v) }, values);
}

// ---------------------------------------------------------------------------------------------
// Times (pre-check-in)

/** A time the pickers offer: HH:mm on the 30-minute grid (minutes since midnight), else null. */
function slotMinutes(value: string): number | null {
  const t = parseHHmm(value);
  return t != null && t % TIME_SLOT_MINUTES === 0 ? t : null;
}

/** Check-in time: HH:mm in 30-minute steps, at least min_check_in_time. */
export function validateCheckInTime(value: string | null | undefined, minCheckInTime?: string | null): Message | null {
  if (!value) return msg(V.requiredField);
  const t = slotMinutes(value);
  if (t == null) return msg(V.invalidTime);
  const min = parseHHmm(minCheckInTime);
  return min != null && t < min ? msg(V.checkInTimeTooEarly, { time: minCheckInTime!.trim() }) : null;
}

/** Check-out time: HH:mm in 30-minute steps, at most max_check_out_time. */
export function validateCheckOutTime(value: string | null | undefined, maxCheckOutTime?: string | null): Message | null {
  if (!value) return msg(V.requiredField);
  const t = slotMinutes(value);
  if (t == null) return msg(V.invalidTime);
  const max = parseHHmm(maxCheckOutTime);
  return max != null && t > max ? msg(V.checkOutTimeTooLate, { time: maxCheckOutTime!.trim() }) : null;
}

// ---------------------------------------------------------------------------------------------
// Personal info

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

/** ID documents are not required for channels in guest_id_docs_deny_channels. */
export function areIdDocsDenied(settings: CheckinInfoSettings | null | undefined, channel: string | null | undefined): boolean {
  return isChannelIn(channel, settings?.guest_id_docs_deny_channels);
}

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

export const EXTERNAL_REGISTRATION_COMPLETE = 'COMPLETE';

/** External guest-registration service: guests_registration_status must be COMPLETE. */
export function validateExternalRegistration(status: string | null | undefined): Message | null {
  return (status ?? '').trim().toUpperCase() === EXTERNAL_REGISTRATION_COMPLETE ? null : msg(V.checkInProcessIncomplete);
}

/** The check-in error 'Please complete the registration process'. */
export const REGISTRATION_INCOMPLETE_MESSAGE: Message = msg(V.registrationIncomplete);

// ---------------------------------------------------------------------------------------------
// Special requests and parking

/**
 * Special requests: a required toggle needs a selection (true or false chosen) — 'Please select an
 * option for {{name}}'; a counter must be 0..max ('Minimun is 0' / 'Maximun is N').
 */
export function validateSpecialRequests(
  settings: readonly SpecialRequestSetting[] | null | undefined,
  values: Readonly<Record<string, boolean | number | null | undefined>> | null | undefined,
): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const s of settings ?? []) {
    const value = values?.[s.name];
    const type = (s.type ?? 'toggle').toLowerCase();
    if (type === 'counter') {
      const n = typeof value === 'number' ? value : value === true ? 1 : 0;
      const m = validateMin(n, 0) ?? (typeof s.max === 'number' ? validateMax(n, s.max) : null);
      if (m) errors[s.name] = m;
    } else if (s.required && typeof value !== 'boolean') {
      errors[s.name] = msg(V.specialRequestOptionRequired, { name: s.name });
    }
  }
  return errors;
}

/** Parking details are validated when parking is needed and an assigned parking or a parking pass exists. */
export function parkingDetailsRequired(needParking: boolean | null | undefined, record: Pick<PreCheckIn, 'has_assigned_parking' | 'has_parking_pass'>): boolean {
  return needParking === true && (record.has_assigned_parking === true || record.has_parking_pass === true);
}

/**
 * Parking details: car model and licence plate required, number of cars 1..maxCars (pass
 * guests.parkingSpaces(record)). Empty when details are not required.
 */
export function validateParkingDetails(
  client: Pick<ClientInfo, 'need_parking' | 'car_amount' | 'car_model' | 'licence_plate'>,
  record: Pick<PreCheckIn, 'has_assigned_parking' | 'has_parking_pass'>,
  maxCars: number,
): Partial<Record<'car_model' | 'licence_plate' | 'car_amount', Message>> {
  if (!parkingDetailsRequired(client.need_parking, record)) return {};
  const errors: Partial<Record<'car_model' | 'licence_plate' | 'car_amount', Message>> = {};
  const model = validateRequired(client.car_model);
  if (model) errors.car_model = model;
  const plate = validateRequired(client.licence_plate);
  if (plate) errors.licence_plate = plate;
  const cars = client.car_amount;
  const amount = cars == null ? msg(V.requiredField) : (validateMin(cars, 1) ?? validateMax(cars, maxCars));
  if (amount) errors.car_amount = amount;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Store

export interface StoreOrderInput {
  /** Option fields of the chosen menu; all are required unless `required: false`. */
  fields?: ReadonlyArray<{ key: string; required?: boolean | null }>;
  options?: Readonly<Record<string, unknown>>;
  quantity?: number | null;
  /** item.max_quantity (default 1). */
  maxQuantity?: number | null;
  enforceDisclaimer?: boolean | null;
  disclaimerAccepted?: boolean;
  /** Present when the item asks for a date range. */
  dateRange?: { start?: string | null; end?: string | null } | null;
  /** Present when the item asks for one date ('' / null = not chosen yet). */
  date?: string | null;
  /** Reservation check-in and check-out (any server date format). */
  stay?: { checkIn?: string | null; checkOut?: string | null; timeZone?: string };
}

/** True when every required option field has a value (the total is calculated only then). */
export function areOptionsComplete(input: Pick<StoreOrderInput, 'fields' | 'options'>): boolean {
  return (input.fields ?? []).every((f) => f.required === false || !isEmpty(input.options?.[f.key]));
}

/** A `YYYY-MM-DD` date between check-in and check-out (inclusive). */
export function isDateWithinStay(date: string, stay: StoreOrderInput['stay']): boolean {
  const ci = calendarDate(stay?.checkIn, stay?.timeZone);
  const co = calendarDate(stay?.checkOut, stay?.timeZone);
  const d = date.slice(0, 10);
  return (!ci || d >= ci) && (!co || d <= co);
}

/**
 * Store item dialog: option fields required ('Required field', keyed `option.<key>`); quantity
 * 1..max_quantity; disclaimer accepted when enforce_disclaimer; date range / date chosen and
 * between check-in and check-out.
 */
export function validateStoreOrder(input: StoreOrderInput): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const f of input.fields ?? []) {
    if (f.required !== false && isEmpty(input.options?.[f.key])) errors[`option.${f.key}`] = msg(V.requiredField);
  }
  const max = typeof input.maxQuantity === 'number' && input.maxQuantity >= 1 ? input.maxQuantity : 1;
  const q = input.quantity ?? 1;
  const qm = validateMin(q, 1) ?? validateMax(q, max);
  if (qm) errors.quantity = qm;
  if (input.enforceDisclaimer === true && input.disclaimerAccepted !== true) errors.disclaimer = msg(V.disclaimerRequired);
  if (input.dateRange !== undefined) {
    const r = input.dateRange;
    const m = validateDateRange(r?.start, r?.end);
    if (m) errors.dateRange = m;
    else if (!isDateWithinStay(r!.start!, input.stay) || !isDateWithinStay(r!.end!, input.stay) || r!.start! > r!.end!) {
      errors.dateRange = msg(V.dateOutsideStay);
    }
  }
  if (input.date !== undefined) {
    if (!input.date) errors.date = msg(V.requiredField);
    else if (!isDateWithinStay(input.date, input.stay)) errors.date = msg(V.dateOutsideStay);
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Uploads

export const DOCUMENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'] as const;
/** `accept` attribute for document inputs: png, jpeg, jpg, webp, video and pdf. */
export const DOCUMENT_ACCEPT = 'image/png,image/jpeg,image/jpg,image/webp,video/*,application/pdf';
export const IMAGE_COMPRESSION_QUALITY = 0.7;

const EXT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf' };
const VIDEO_EXT = ['mp4', 'mov', 'webm', 'm4v', 'avi', 'mkv', '3gp'];

function fileKind(file: { type?: string | null; name?: string | null }): string {
  const type = (file.type ?? '').toLowerCase();
  if (type) return type;
  const ext = (file.name ?? '').toLowerCase().split('.').pop() ?? '';
  if (VIDEO_EXT.includes(ext)) return 'video/' + ext;
  return EXT_TYPES[ext] ?? '';
}

/** Documents accept png, jpeg, jpg, webp, any video and pdf (by MIME type, else by extension). */
export function isAcceptedDocumentFile(file: { type?: string | null; name?: string | null }): boolean {
  const k = fileKind(file);
  return (DOCUMENT_IMAGE_TYPES as readonly string[]).includes(k) || k === 'application/pdf' || k.startsWith('video/');
}

/** Selfies accept images only (png, jpeg, jpg, webp). */
export function isAcceptedSelfieFile(file: { type?: string | null; name?: string | null }): boolean {
  return (DOCUMENT_IMAGE_TYPES as readonly string[]).includes(fileKind(file));
}

export function validateDocumentFile(file: { type?: string | null; name?: string | null }): Message | null {
  return isAcceptedDocumentFile(file) ? null : msg(V.fileTypeNotAccepted);
}

export function validateSelfieFile(file: { type?: string | null; name?: string | null }): Message | null {
  return isAcceptedSelfieFile(file) ? null : msg(V.fileTypeNotAccepted);
}

/** selfie_upload_option: 'both' (default), 'camera' or 'upload'. */
export function selfieCaptureModes(option: string | null | undefined): { upload: boolean; camera: boolean } {
  const o = (option ?? 'both').trim().toLowerCase();
  if (o === 'camera') return { upload: false, camera: true };
  if (o === 'upload') return { upload: true, camera: false };
  return { upload: true, camera: true };
}

/** Selfie camera (spec section 9): JPEG at quality 0.8 from a video stream of at most 640×800. */
export const CAMERA_JPEG_QUALITY = 0.8;
export const CAMERA_MAX_VIDEO_WIDTH = 640;
export const CAMERA_MAX_VIDEO_HEIGHT = 800;

/** The selfie with ID is asked for when show_selfie_with_id is on and ID documents are not denied for the channel. */
export function isSelfieShown(settings: CheckinInfoSettings | null | undefined, channel: string | null | undefined, identityVerification = false): boolean {
  if (areIdDocsDenied(settings, channel)) return false;
  return identityVerification || settings?.show_selfie_with_id === true;
}

/** A shown selfie is required unless require_selfie_with_id is false (identity verification always requires it). */
export function isSelfieRequired(settings: CheckinInfoSettings | null | undefined, channel: string | null | undefined, identityVerification = false): boolean {
  return isSelfieShown(settings, channel, identityVerification) && (identityVerification || settings?.require_selfie_with_id !== false);
}

/** Camera denied: 'Please allow camera access to use this feature'. */
export const CAMERA_ACCESS_DENIED_MESSAGE: Message = msg(V.cameraAccessDenied);

// ---------------------------------------------------------------------------------------------
// Reservation lookup and gate code

/** Empty confirmation code / last name messages (typing clears them: revalidate on change). */
export function validateLookup(values: { confirmationCode?: string | null; lastName?: string | null }): Partial<Record<'confirmationCode' | 'lastName', Message>> {
  const errors: Partial<Record<'confirmationCode' | 'lastName', Message>> = {};
  if (!str(values.confirmationCode)) errors.confirmationCode = msg(V.confirmationCodeRequired);
  if (!str(values.lastName)) errors.lastName = msg(V.lookupLastNameRequired);
  return errors;
}

/** Lookup mismatch (also when validate fails), spec section 8. */
export const LOOKUP_MISMATCH_MESSAGE: Message = msg(V.lookupMismatch);

/**
 * Failed lookup: the gate-code lookup shows the server-supplied error when present (as raw text);
 * otherwise (and always for the reservation search) the mismatch message.
 */
export function lookupFailure(serverError: string | null | undefined, gateCode: boolean): { text: string } | Message {
  const s = str(serverError);
  return gateCode && s ? { text: s } : LOOKUP_MISMATCH_MESSAGE;
}
