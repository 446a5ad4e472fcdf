// Structural input types for the pure domain rules, mirroring spec section 3 (snake_case as the
// server sends it). Every field the server may omit is optional and nullable, ids accept numbers or
// strings, and status-like fields are plain strings, so the API layer's validated (stricter) types
// stay assignable to these.

/** A user-visible message: an i18n key (`namespace:path`) plus interpolation params. */
export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

export type Id = string | number;
type Opt<T> = T | null | undefined;

export interface Listing {
  id?: Opt<Id>;
  title?: Opt<string>;
  nickname?: Opt<string>;
  hotel_title?: Opt<string>;
  hotel_name?: Opt<string>;
  city_name?: Opt<string>;
  resort_name?: Opt<string>;
  is_resort?: Opt<boolean>;
  container_picture?: Opt<string>;
  container_pictures?: Opt<ReadonlyArray<string | { url?: Opt<string> }>>;
  picture?: Opt<string>;
  public_logo?: Opt<string>;
  timezone?: Opt<string>;
  address?: Opt<string>;
  lat?: Opt<number>;
  lng?: Opt<number>;
  get_currency?: Opt<string>;
  damage_waiver_amount?: Opt<number>;
}

export interface PaymentIntent {
  payment_intent_id?: Opt<string>;
  client_secret?: Opt<string>;
  status?: Opt<string>;
  /** Minor units (cents). */
  amount?: Opt<number>;
  currency?: Opt<string>;
  /** `manual` means a deposit or an authorization hold. */
  capture_method?: Opt<string>;
  metadata?: Opt<{ type?: Opt<string> }>;
  payment_provider?: Opt<string>;
  store_item_purchase?: Opt<{ store_item_id?: Opt<Id> }>;
}

export interface CheckinInfoSettings {
  accept_deposit_payments?: Opt<boolean>;
  deposit_deny_channels?: Opt<readonly string[]>;
  accept_portal_payments?: Opt<boolean>;
  allow_manual_card_charge?: Opt<boolean>;
  partial_reservation_days_threshold?: Opt<number>;
  use_listing_title?: Opt<boolean>;
  hide_hotel_units?: Opt<boolean>;
  guest_id_docs_deny_channels?: Opt<readonly string[]>;
  require_all_guest_details?: Opt<boolean>;
  require_guest_passport?: Opt<boolean>;
  require_guest_id?: Opt<boolean>;
  require_guest_address?: Opt<boolean>;
  require_guest_email?: Opt<boolean>;
  require_guest_phone?: Opt<boolean>;
  require_guest_photo_id?: Opt<boolean>;
  primary_guest_info_only?: Opt<boolean>;
  optional_guest_names?: Opt<boolean>;
  disable_guest_count_changes?: Opt<boolean>;
  offer_parking?: Opt<boolean>;
  require_signature?: Opt<boolean>;
  show_membership?: Opt<boolean>;
  membership_title?: Opt<string>;
  membership_description?: Opt<string>;
  show_opt_in?: Opt<boolean>;
  selfie_upload_option?: Opt<string>;
  show_selfie_with_id?: Opt<boolean>;
  require_selfie_with_id?: Opt<boolean>;
  accept_damage_waiver?: Opt<boolean>;
  travel_guide_url?: Opt<string>;
}

export interface GuestDetail {
  full_name?: Opt<string>;
  passport?: Opt<string>;
  id?: Opt<string>;
  phone_number?: Opt<string>;
  email?: Opt<string>;
  address?: Opt<string>;
  photo_id?: Opt<string>;
  driving_licence?: Opt<string>;
}

export interface ClientInfo {
  email?: Opt<string>;
  birthday?: Opt<string>;
  phone_number?: Opt<string>;
  trip_purpose?: Opt<string>;
  need_parking?: Opt<boolean>;
  car_amount?: Opt<number>;
  car_model?: Opt<string>;
  licence_plate?: Opt<string>;
  address?: Opt<{
    address_line1?: Opt<string>;
    town?: Opt<string>;
    county?: Opt<string>;
    zip_code?: Opt<string>;
  }>;
}

export interface SpecialRequestSetting {
  name: string;
  type?: Opt<string>; // 'toggle' | 'counter'
  required?: Opt<boolean>;
  max?: Opt<number>;
}

export interface CarInfo {
  has_info?: Opt<boolean>;
  model?: Opt<string>;
  license_plate?: Opt<string>;
  assigned_parking_desc?: Opt<string>;
  parking_pass_desc?: Opt<string>;
}

export interface PreCheckIn {
  reservation_id?: Opt<Id>;
  step?: Opt<number>;
  status?: Opt<string>;
  min_check_in_time_string?: Opt<string>;
  max_check_out_time_string?: Opt<string>;
  times_info?: Opt<{ requested_check_in_time?: Opt<string>; requested_check_out_time?: Opt<string> }>;
  guest_count_info?: Opt<{ adults?: Opt<number>; kids?: Opt<number>; babies?: Opt<number>; guests?: Opt<readonly string[]> }>;
  guests_details?: Opt<readonly GuestDetail[]>;
  client_info?: Opt<ClientInfo>;
  locked_guest_details?: Opt<boolean>;
  previous_check_in_info?: Opt<{ guests_details?: Opt<readonly GuestDetail[]> }>;
  skip_guest_registration?: Opt<boolean>;
  unlock_portal_access?: Opt<boolean>;
  special_requests_settings?: Opt<readonly SpecialRequestSetting[]>;
  special_requests?: Opt<Record<string, boolean | number | null | undefined>>;
  allow_air_mattress?: Opt<boolean>;
  has_assigned_parking?: Opt<boolean>;
  has_parking_pass?: Opt<boolean>;
  parking_spaces?: Opt<number>;
  listing_num_of_rooms?: Opt<number>;
  id_pic?: Opt<string>;
  selfie_pic?: Opt<string>;
  additional_doc?: Opt<string>;
  additional_docs?: Opt<ReadonlyArray<{ id?: Opt<Id>; type?: Opt<string> }>>;
  additional_documents?: Opt<ReadonlyArray<{ type?: Opt<string>; url?: Opt<string>; id?: Opt<Id> }>>;
  terms_of_use?: Opt<string>;
  generated_sign_doc?: Opt<string>;
  terms_signature_image?: Opt<string>;
  terms_accepted?: Opt<boolean>;
  request_to_memeber?: Opt<boolean>;
  opt_in_info?: Opt<{ opt_in_title?: Opt<string>; opt_in_message?: Opt<string> }>;
  opt_in_consent?: Opt<boolean>;
  vr_licence_signed?: Opt<boolean>;
  car_info?: Opt<CarInfo>;
}

export interface PurchasedItem {
  store_item_id?: Opt<Id>;
  reservation_id?: Opt<Id>;
  item_name?: Opt<string>;
  description?: Opt<string>;
  status?: Opt<string>;
  item_image?: Opt<string>;
  extra_data?: Opt<{ category?: Opt<string>; description?: Opt<string> }>;
}

export interface Review {
  source?: Opt<string>; // 'survey' | 'checkup'
  avg_rate?: Opt<number>;
  listing_task?: Opt<{ public_id?: Opt<string> }>;
}

export interface Reservation {
  id?: Opt<Id>;
  confirmation_code?: Opt<string>;
  check_in?: Opt<string>;
  check_out?: Opt<string>;
  planned_arrival?: Opt<string>;
  planned_departure?: Opt<string>;
  source?: Opt<string>;
  tenant_id?: Opt<Id>;
  price?: Opt<number>;
  balance_due?: Opt<number>;
  currency?: Opt<string>;
  is_merchant?: Opt<boolean>;
  use_vcc?: Opt<boolean>;
  extra_data?: Opt<{ is_local?: Opt<boolean> }>;
  additional_invoice_items?: Opt<ReadonlyArray<{ title?: Opt<string>; amount?: Opt<number> }>>;
  payment_items?: Opt<ReadonlyArray<{ status?: Opt<string> }>>;
  payment_intents?: Opt<readonly PaymentIntent[]>;
  /** The server's deposit summary; `placed` is true once it is paid, authorised or replaced by a waiver. */
  deposit?: Opt<{ placed?: Opt<boolean> }>;
  checkin_info?: Opt<CheckinInfoSettings>;
  pre_check_in_info?: Opt<{ unlock_portal_access?: Opt<boolean>; status?: Opt<string> }>;
  guest?: Opt<{
    full_name?: Opt<string>;
    primary_email?: Opt<string>;
    primary_phone?: Opt<string>;
  }>;
  listing?: Opt<Listing>;
  reviews?: Opt<readonly Review[]>;
  basic_company_info?: Opt<{ company_name?: Opt<string>; links?: Opt<{ google?: Opt<string>; facebook?: Opt<string> }> }>;
  purchased_items?: Opt<readonly PurchasedItem[]>;
  logo_url?: Opt<string>;
}

export interface TripInfo {
  need_pre_checkin?: Opt<boolean>;
  has_damage_waiver_to_pay?: Opt<boolean>;
  has_store_items?: Opt<boolean>;
  error?: Opt<string>;
  min_check_in_time_string?: Opt<string>;
  max_check_out_time_string?: Opt<string>;
  checkin_instructions?: Opt<string>;
  checkout_instructions?: Opt<string>;
  custom_address_url?: Opt<string>;
  travel_guide_url?: Opt<string>;
}

export interface StoreItemEntry {
  item?: Opt<{
    id?: Opt<Id>;
    name?: Opt<string>;
    description?: Opt<string>;
    image?: Opt<string>;
    disclaimer?: Opt<string>;
    enforce_disclaimer?: Opt<boolean>;
    max_quantity?: Opt<number>;
    inquiry_only?: Opt<boolean>;
    is_manual?: Opt<boolean>;
    topic_name?: Opt<string>;
    available_from?: Opt<string>;
    duration?: Opt<number | string>;
  }>;
  price?: Opt<{ total?: Opt<number>; start_from?: Opt<number>; per_hour?: Opt<number>; per_day?: Opt<number> }>;
  status?: Opt<string>;
  has_menus?: Opt<boolean>;
  /** The item's unfinished purchase (status in_bag): what it waits for. */
  pending_purchase?: Opt<{ awaiting?: Opt<string> }>;
}


export interface Ticket {
  id?: Opt<Id>;
  status?: Opt<string>;
  created_at?: Opt<string>;
  scheduled_at?: Opt<string>;
  moved_to_done_at?: Opt<string>;
  assigned_contractor_id?: Opt<Id>;
  assigned_contractor?: Opt<{ first_name?: Opt<string>; last_name?: Opt<string>; email?: Opt<string> }>;
  desc_images?: Opt<readonly unknown[]>;
}

export interface User {
  id?: Opt<Id>;
  first_name?: Opt<string>;
  locale?: Opt<string>;
  tenant_id?: Opt<Id>;
  role?: Opt<string>;
  email?: Opt<string>;
  phone?: Opt<string>;
  abilities?: Opt<readonly string[]>;
  guest_id?: Opt<Id>;
}

export interface Configuration {
  logo_url?: Opt<string>;
  company_name?: Opt<string>;
  currency?: Opt<string>;
  timezone?: Opt<string>;
  tenant_id?: Opt<Id>;
  /** Fraction (0.08 = 8 %). */
  store_tax?: Opt<number>;
  store_support?: Opt<boolean>;
}

/** Route descriptor returned by navigation rules; the router maps names to paths (spec section 2). */
export interface RouteDescriptor<N extends string = RouteName> {
  name: N;
  params: Record<string, string>;
  query?: Record<string, string>;
}

export type RouteName =
  | 'tourist-trips'
  | 'pre-check-in'
  | 'reservation-info'
  | 'reservation-checkout'
  | 'tourist-store'
  | 'store-checkout';
