// The stored rows of the server's own tables (tenants, listings, reservations, guests, intents), their
// getters, and the stay's instants read the way the SDK reads them (src/core dates and trips).
import { DEFAULT_DEPOSIT_DENY_CHANNELS } from '../../../src/core/deposit';
import { parseInstant } from '../../../src/core/dates/instants';
import { tripClassAt, type TripClass } from '../../../src/core/trips';
import { oncePerTurn, one, parseJson, type DB } from '../db.js';
import { notFound } from '../errors.js';

export const DEFAULT_CHECKIN_SETTINGS = {
  accept_deposit_payments: true,
  deposit_deny_channels: [...DEFAULT_DEPOSIT_DENY_CHANNELS],
  accept_portal_payments: true,
  allow_manual_card_charge: false,
  partial_reservation_days_threshold: 0,
  use_listing_title: true,
  hide_hotel_units: false,
  guest_id_docs_deny_channels: [] as string[],
  require_all_guest_details: false,
  require_guest_passport: false,
  require_guest_id: true,
  require_guest_address: false,
  require_guest_email: true,
  require_guest_phone: true,
  require_guest_photo_id: true,
  primary_guest_info_only: false,
  optional_guest_names: false,
  disable_guest_count_changes: false,
  offer_parking: true,
  require_signature: true,
  show_membership: true,
  membership_title: 'Vacation Club',
  membership_description: 'Join our Vacation Club for member rates and early access to new homes.',
  show_opt_in: true,
  selfie_upload_option: 'both' as 'both' | 'camera' | 'upload',
  show_selfie_with_id: true,
  require_selfie_with_id: true,
  accept_damage_waiver: true,
  travel_guide_url: null as string | null,
};
export type CheckinSettings = typeof DEFAULT_CHECKIN_SETTINGS;

export interface TenantRow {
  id: number;
  slug: string;
  company_name: string;
  logo_url: string;
  icon_url: string | null;
  primary_color: string;
  currency: string;
  timezone: string;
  default_locale: string;
  store_tax: number;
  store_support: number;
  identity_verification_support: number;
  guest_registration_api_key: string | null;
  guest_registration_environment: string;
  precheckin_variant: string;
  age_bands: string;
  allowed_origins: string;
  media_upload_url: string;
  media_upload_preset: string | null;
  review_links: string;
  checkin_settings: string;
  feature_flags: string;
  public_keys: string;
  terms_of_use: string | null;
  /** 1 = surveys are answered only through the signed survey link (feedback/survey-link.ts). */
  survey_link_signed: number;
}

export interface ListingRow {
  id: number;
  tenant_id: number;
  title: string;
  nickname: string | null;
  hotel_title: string | null;
  hotel_name: string | null;
  city_name: string;
  resort_name: string | null;
  is_resort: number;
  container_picture: string | null;
  container_pictures: string;
  picture: string | null;
  public_logo: string | null;
  timezone: string;
  address: string;
  lat: number | null;
  lng: number | null;
  damage_waiver_amount: number | null;
  deposit_amount: number | null;
  num_of_rooms: number;
  min_check_in_time: string;
  max_check_out_time: string;
  checkin_instructions: string | null;
  checkout_instructions: string | null;
  instructions_langs: string;
  instruction_media: string;
  custom_address_url: string | null;
  guidebook_url: string | null;
  travel_guide_url: string | null;
  guests_info: string;
  info: string;
  gate_code: string | null;
  special_requests_settings: string;
  additional_docs: string;
  allow_air_mattress: number;
  has_assigned_parking: number;
  has_parking_pass: number;
  parking_info: string;
}

export interface ReservationRow {
  id: number;
  tenant_id: number;
  listing_id: number;
  guest_id: number;
  confirmation_code: string;
  check_in: string;
  check_out: string;
  planned_arrival: string | null;
  planned_departure: string | null;
  source: string;
  price: number;
  balance_due: number;
  currency: string;
  is_merchant: number;
  use_vcc: number;
  is_local: number;
  invoice_items: string;
  additional_invoice_items: string;
  payment_items: string;
  group_id: string | null;
  deposit_placed: number;
  guest_registration_status: string;
  guest_registration_opt_out: number;
  adults: number;
  kids: number;
  babies: number;
  created_at: string;
}

export interface GuestRow {
  id: number;
  tenant_id: number;
  first_name: string;
  last_name: string;
  primary_email: string | null;
  primary_phone: string | null;
  phones: string;
  emails: string;
  picture: string | null;
}

export interface IntentRow {
  id: string;
  tenant_id: number;
  reservation_id: number | null;
  client_secret: string;
  status: string;
  amount: number;
  currency: string;
  capture_method: string;
  type: string;
  payment_provider: string;
  store_item_purchase_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Turns stored relative URLs (`/assets/x.svg`) into absolute ones for the requesting origin. */
export function absUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  return url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;
}

export const getTenant = oncePerTurn((db, id) => one<TenantRow>(db, 'SELECT * FROM tenants WHERE id = ?', id));
export const getListing = oncePerTurn((db, id) => one<ListingRow>(db, 'SELECT * FROM listings WHERE id = ?', id)!);
export const getGuest = (db: DB, id: number) => one<GuestRow>(db, 'SELECT * FROM guests WHERE id = ?', id)!;

export const getReservation = (db: DB, id: number) => one<ReservationRow>(db, 'SELECT * FROM reservations WHERE id = ?', id);

/** A tenant's reservation by confirmation code (trimmed, case-insensitive), whoever asks. */
export const reservationByCode = (db: DB, tenantId: number, code: string) =>
  one<ReservationRow>(db, 'SELECT * FROM reservations WHERE tenant_id = ? AND confirmation_code = ? COLLATE NOCASE', tenantId, code.trim());

export function requireTenant(db: DB, id: number): TenantRow {
  const tenant = getTenant(db, id);
  if (!tenant) throw notFound('Unknown tenant');
  return tenant;
}

export function checkinSettings(tenant: TenantRow): CheckinSettings {
  return { ...DEFAULT_CHECKIN_SETTINGS, ...parseJson<Partial<CheckinSettings>>(tenant.checkin_settings, {}) };
}

export interface Stay {
  checkIn: Date;
  checkOut: Date;
  /** The listing's IANA time zone (calendar dates of the stay are read there). */
  timeZone: string;
}

/** The stay's instants as the SDK reads them: dates without an offset are wall-clock time in the listing's zone. */
export function stayOf(db: DB, r: Pick<ReservationRow, 'listing_id' | 'check_in' | 'check_out'>): Stay {
  const timeZone = getListing(db, r.listing_id).timezone || 'UTC';
  const instant = (value: string) => parseInstant(value, timeZone) ?? new Date(Number.NaN);
  return { checkIn: instant(r.check_in), checkOut: instant(r.check_out), timeZone };
}

/** The trip classification (src/core/trips) of a stored reservation. */
export function classify(db: DB, r: Pick<ReservationRow, 'listing_id' | 'check_in' | 'check_out'>, now = Date.now()): TripClass {
  const stay = stayOf(db, r);
  return tripClassAt(stay.checkIn, stay.checkOut, new Date(now));
}
