import * as v from 'valibot';
import { Id, lenientList, nullableBoolean, nullableNumber, listAnswer, nullableString, optionalBlock, textList } from './common';

/**
 * Reservation as listed by GET /api/tourist/reservations/ (contract: components.schemas.Reservation).
 * Loose objects: unknown keys are kept unchecked, so only the fields the trips and info pages read
 * are declared (this schema is part of the <guest-trips> bundle); everything the UI can live without
 * is nullish so an older server does not break the list.
 */

export const PaymentIntentSchema = v.looseObject({
  payment_intent_id: nullableString,
  status: nullableString,
  amount: nullableNumber,
  currency: nullableString,
  capture_method: nullableString,
  metadata: optionalBlock(v.looseObject({ type: nullableString })),
});

export const ListingSchema = v.looseObject({
  id: optionalBlock(Id),
  title: nullableString,
  nickname: nullableString,
  hotel_title: nullableString,
  hotel_name: nullableString,
  city_name: nullableString,
  container_picture: nullableString,
  container_pictures: optionalBlock(v.array(v.union([v.string(), v.looseObject({ url: nullableString })]))),
  picture: nullableString,
  timezone: nullableString,
  address: nullableString,
  lat: nullableNumber,
  lng: nullableNumber,
});

export const CheckinSettingsSchema = v.looseObject({
  accept_deposit_payments: nullableBoolean,
  deposit_deny_channels: textList,
  accept_portal_payments: nullableBoolean,
  partial_reservation_days_threshold: nullableNumber,
  use_listing_title: nullableBoolean,
  accept_damage_waiver: nullableBoolean,
  travel_guide_url: nullableString,
});

export const PurchasedItemSchema = v.looseObject({
  id: optionalBlock(Id),
  store_item_id: optionalBlock(Id),
  reservation_id: optionalBlock(Id),
  item_name: nullableString,
  description: nullableString,
  status: nullableString,
  item_image: nullableString,
  amount: nullableNumber,
  extra_data: optionalBlock(v.looseObject({ category: nullableString, description: nullableString })),
});
export type PurchasedItem = v.InferOutput<typeof PurchasedItemSchema>;

const MoneySchema = v.looseObject({ title: nullableString, amount: nullableNumber });

export const DepositInfoSchema = v.looseObject({
  required: nullableBoolean,
  placed: nullableBoolean,
  payable: nullableBoolean,
  amount: nullableNumber,
  currency: nullableString,
  payment_intent_id: nullableString,
  payable_from: nullableString,
});

export const ReservationSchema = v.looseObject({
  id: optionalBlock(Id),
  confirmation_code: v.string(),
  check_in: nullableString,
  check_out: nullableString,
  planned_arrival: nullableString,
  planned_departure: nullableString,
  source: nullableString,
  price: nullableNumber,
  balance_due: nullableNumber,
  currency: nullableString,
  is_merchant: nullableBoolean,
  additional_invoice_items: lenientList(MoneySchema),
  payment_intents: lenientList(PaymentIntentSchema),
  checkin_info: optionalBlock(CheckinSettingsSchema),
  pre_check_in_info: optionalBlock(v.looseObject({ status: nullableString, step: nullableNumber, unlock_portal_access: nullableBoolean })),
  guest: optionalBlock(
    v.looseObject({
      full_name: nullableString,
      primary_email: nullableString,
      primary_phone: nullableString,
    }),
  ),
  listing: optionalBlock(ListingSchema),
  purchased_items: lenientList(PurchasedItemSchema),
  classification: nullableString,
  deposit: optionalBlock(DepositInfoSchema),
  payment_required: nullableBoolean,
  has_damage_waiver_to_pay: nullableBoolean,
});
export type Reservation = v.InferOutput<typeof ReservationSchema>;

/** Reservations that lack a confirmation code are dropped (and reported), not the list. */
export const ReservationListSchema = listAnswer(ReservationSchema);
