import * as v from 'valibot';
import { Id, lenientList, nullableBoolean, nullableNumber, nullableString, oneOrMany, optionalBlock } from './common';
import { DoorCodeSchema, ImageListSchema, InstructionLangsSchema, LinksSchema, MediaListSchema, PhoneSchema, UrlSchema, WifiSchema } from './open-shapes';
import { DepositInfoSchema, ListingSchema, PurchasedItemSchema } from './reservation';

/** GET /api/tourist-data/{code} (contract: components.schemas.TripInfo). Protected fields are null while locked. */

/** `info` (door codes, wifi, phones, links): open sub-shapes, normalised in open-shapes.ts. */
export const TripInfoDetailsSchema = v.looseObject({
  door_codes: oneOrMany(DoorCodeSchema),
  wifi: optionalBlock(WifiSchema),
  phones: oneOrMany(PhoneSchema),
  links: optionalBlock(LinksSchema),
  custom_instructions: nullableString,
});

export const TripInfoSchema = v.looseObject({
  reservation_id: optionalBlock(Id),
  confirmation_code: nullableString,
  check_in: nullableString,
  check_out: nullableString,
  need_pre_checkin: nullableBoolean,
  has_damage_waiver_to_pay: nullableBoolean,
  has_store_items: nullableBoolean,
  error: nullableString,
  min_check_in_time_string: nullableString,
  max_check_out_time_string: nullableString,
  times_info: optionalBlock(v.looseObject({ requested_check_in_time: nullableString, requested_check_out_time: nullableString })),
  checkin_instructions: nullableString,
  checkout_instructions: nullableString,
  instructions_langs: optionalBlock(InstructionLangsSchema),
  instruction_media: MediaListSchema,
  custom_address_url: nullableString,
  travel_guide_url: nullableString,
  guidebook_url: optionalBlock(UrlSchema),
  gate_code: nullableString,
  guests_info: optionalBlock(
    v.looseObject({
      listing_info_def: oneOrMany(v.looseObject({ topic: nullableString, sub_topic: nullableString, hint: nullableString })),
      comments: nullableString,
      images: ImageListSchema,
    }),
  ),
  info: optionalBlock(TripInfoDetailsSchema),
  car_info: optionalBlock(
    v.looseObject({
      has_info: nullableBoolean,
      model: nullableString,
      license_plate: nullableString,
      assigned_parking_desc: nullableString,
      parking_pass_desc: nullableString,
    }),
  ),
  special_reqeusts: optionalBlock(v.record(v.string(), optionalBlock(v.union([v.boolean(), v.number()])))),
  listing: optionalBlock(ListingSchema),
  purchased_items: lenientList(PurchasedItemSchema),
});
export type TripInfo = v.InferOutput<typeof TripInfoSchema>;

/** Body of a 402 from trip info / pre-check-in (`not_paid`, `deposit_not_paid`). */
export const PaymentRequiredBodySchema = v.looseObject({
  code: nullableString,
  check_in: nullableString,
  min_check_in_time_string: nullableString,
  balance_due: nullableNumber,
  currency: nullableString,
  payment_intent_id: nullableString,
  deposit: v.nullish(DepositInfoSchema),
});

/**
 * The pre-check-in record fields the reservation info page reads (summary, times, access gate).
 * No defaults or transforms: the record is shared under `keys.preCheckIn(code)` with the wizard,
 * so whichever schema loads it first must hand the server's values through unchanged.
 */
export const PreCheckInSummarySchema = v.looseObject({
  reservation_id: v.nullish(Id),
  step: nullableNumber,
  status: nullableString,
  min_check_in_time_string: nullableString,
  max_check_out_time_string: nullableString,
  times_info: v.nullish(v.looseObject({ requested_check_in_time: nullableString, requested_check_out_time: nullableString })),
  guest_count_info: v.nullish(
    v.looseObject({ adults: nullableNumber, kids: nullableNumber, babies: nullableNumber, guests: v.nullish(v.array(v.string())) }),
  ),
  guests_details: v.nullish(v.array(v.looseObject({ full_name: nullableString }))),
  client_info: v.nullish(
    v.looseObject({
      need_parking: nullableBoolean,
      car_amount: nullableNumber,
      car_model: nullableString,
      licence_plate: nullableString,
      trip_purpose: nullableString,
    }),
  ),
  unlock_portal_access: nullableBoolean,
  special_requests: v.nullish(v.record(v.string(), v.nullish(v.union([v.boolean(), v.number()])))),
  car_info: v.nullish(
    v.looseObject({ has_info: nullableBoolean, model: nullableString, license_plate: nullableString, assigned_parking_desc: nullableString, parking_pass_desc: nullableString }),
  ),
});
export type PreCheckInSummary = v.InferOutput<typeof PreCheckInSummarySchema>;

