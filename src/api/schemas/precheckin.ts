import * as v from 'valibot';
import { nullableBoolean, nullableNumber, nullableString } from './common';

/**
 * The full pre-check-in record of GET /api/tourist/reservations/{code}/check-in and POST /api/check-in/{id}
 * (contract: components.schemas.PreCheckIn), as the wizard reads it. Loose objects; every field the wizard can
 * live without is nullish. No defaults or transforms: the record is shared under `keys.preCheckIn(code)` with
 * the reservation info page (`PreCheckInSummarySchema`), so whichever schema loads it first must hand the
 * server's values through unchanged.
 */
const Id = v.union([v.number(), v.string()]);
const nullableStrings = v.nullish(v.array(v.string()));

export const TimesInfoSchema = v.looseObject({ requested_check_in_time: nullableString, requested_check_out_time: nullableString });

export const GuestDetailSchema = v.looseObject({
  full_name: nullableString,
  passport: nullableString,
  id: nullableString,
  phone_number: nullableString,
  email: nullableString,
  address: nullableString,
  photo_id: nullableString,
  driving_licence: nullableString,
  age: nullableNumber,
});

export const ClientInfoSchema = v.looseObject({
  email: nullableString,
  birthday: nullableString,
  phone_number: nullableString,
  trip_purpose: nullableString,
  need_parking: nullableBoolean,
  car_amount: nullableNumber,
  car_model: nullableString,
  licence_plate: nullableString,
  address: v.nullish(v.looseObject({ address_line1: nullableString, town: nullableString, county: nullableString, zip_code: nullableString })),
});

export const CarInfoSchema = v.looseObject({
  has_info: nullableBoolean,
  model: nullableString,
  license_plate: nullableString,
  assigned_parking_desc: nullableString,
  parking_pass_desc: nullableString,
});

export const SpecialRequestSettingSchema = v.looseObject({
  name: v.string(),
  type: nullableString,
  required: nullableBoolean,
  max: nullableNumber,
});

export const UploadedDocumentSchema = v.looseObject({ id: v.nullish(Id), type: v.string(), url: v.string() });

export const PreCheckInSchema = v.looseObject({
  reservation_id: Id,
  confirmation_code: nullableString,
  step: v.number(),
  status: nullableString,
  min_check_in_time_string: nullableString,
  max_check_out_time_string: nullableString,
  times_info: v.nullish(TimesInfoSchema),
  guest_count_info: v.nullish(v.looseObject({ adults: nullableNumber, kids: nullableNumber, babies: nullableNumber, guests: nullableStrings })),
  guests_details: v.nullish(v.array(GuestDetailSchema)),
  client_info: v.nullish(ClientInfoSchema),
  locked_guest_details: nullableBoolean,
  previous_check_in_info: v.nullish(v.looseObject({ guests_details: v.nullish(v.array(GuestDetailSchema)) })),
  guest_registration_id: nullableString,
  skip_guest_registration: nullableBoolean,
  /** The tenant's registration service applies to this reservation (false: guests entered by hand despite the key). */
  guest_registration_required: nullableBoolean,
  unlock_portal_access: nullableBoolean,
  special_requests_settings: v.nullish(v.array(SpecialRequestSettingSchema)),
  special_requests: v.nullish(v.record(v.string(), v.nullish(v.union([v.boolean(), v.number()])))),
  allow_air_mattress: nullableBoolean,
  has_assigned_parking: nullableBoolean,
  has_parking_pass: nullableBoolean,
  parking_spaces: nullableNumber,
  listing_num_of_rooms: nullableNumber,
  id_pic: nullableString,
  selfie_pic: nullableString,
  additional_doc: nullableString,
  additional_docs: v.nullish(v.array(v.looseObject({ id: Id, type: v.string() }))),
  additional_documents: v.nullish(v.array(UploadedDocumentSchema)),
  terms_of_use: nullableString,
  generated_sign_doc: nullableString,
  terms_signature_image: nullableString,
  terms_accepted: nullableBoolean,
  request_to_memeber: nullableBoolean,
  opt_in_info: v.nullish(v.looseObject({ opt_in_title: nullableString, opt_in_message: nullableString })),
  opt_in_consent: nullableBoolean,
  vr_licence_signed: nullableBoolean,
  car_info: v.nullish(CarInfoSchema),
  updated_at: nullableString,
});
export type PreCheckIn = v.InferOutput<typeof PreCheckInSchema>;

/** GET /api/reservations/verification_details — `{ data: { verification_details: { guests_registration_status } } }`. */
export const VerificationDetailsResponseSchema = v.looseObject({
  data: v.looseObject({
    verification_details: v.looseObject({
      /** NOT_STARTED | IN_PROGRESS | COMPLETE in the contract; kept a string so a new status reads as "not complete". */
      guests_registration_status: v.string(),
    }),
  }),
});
