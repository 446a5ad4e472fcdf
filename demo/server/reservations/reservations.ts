// Reservations as the server stores and serves them (spec sections 1, 4 and 9): visibility, payment and
// deposit state, trip info, and `onIntentSettled` (called by the payments plugin). The rules themselves
// (classification, deposit window and channels, the 24-hour details rule, the waiver window) come from
// src/core, shared with the SDK; this module feeds them the stored rows.
import { randomBytes } from 'node:crypto';
import { secretsMatch } from '../secrets.js';
import { isAccommodationBalancePayable } from '../../../src/core/balance';
import { parseInstant } from '../../../src/core/dates/instants';
import { isBeforeArrival } from '../../../src/core/dates/stay-windows';
import {
  DEFAULT_DEPOSIT_DENY_CHANNELS,
  DEFAULT_DEPOSIT_MINOR,
  depositWindowOpensAt,
  isDepositPayableAt,
  isDepositRequiredBy,
} from '../../../src/core/deposit';
import { isIntentDone, isIntentOpen } from '../../../src/core/intents';
import { isPreCheckInDone } from '../../../src/core/reservation';
import { tripClassAt, type TripClass } from '../../../src/core/trips';
import { detailsLockReason } from '../../../src/core/waiver';
import { many, nowIso, one, parseJson, run, toJson, type DB } from '../db.js';
import { isStaff, type Session } from '../auth.js';
import { HttpError, notFound } from '../errors.js';

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

export const getTenant = (db: DB, id: number) => one<TenantRow>(db, 'SELECT * FROM tenants WHERE id = ?', id);
export const getListing = (db: DB, id: number) => one<ListingRow>(db, 'SELECT * FROM listings WHERE id = ?', id)!;
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

/** Finds a reservation by numeric id or confirmation code, visible to the session. Otherwise 404 (never data). */
export function findVisibleReservation(db: DB, session: Session, idOrCode: string | number): ReservationRow {
  const key = String(idOrCode).trim();
  const row = /^\d+$/.test(key)
    ? one<ReservationRow>(db, 'SELECT * FROM reservations WHERE tenant_id = ? AND id = ?', session.tenantId, Number(key))
    : reservationByCode(db, session.tenantId, key);
  if (!row) throw notFound('Reservation not found');
  if (isStaff(session)) return row;
  if (session.guestId === null || row.guest_id !== session.guestId) throw notFound('Reservation not found');
  if (session.reservationId !== null && session.reservationId !== row.id) throw notFound('Reservation not found');
  return row;
}

export function visibleReservations(db: DB, session: Session): ReservationRow[] {
  if (isStaff(session)) {
    return many<ReservationRow>(db, 'SELECT * FROM reservations WHERE tenant_id = ? ORDER BY check_in DESC', session.tenantId);
  }
  if (session.guestId === null) return [];
  if (session.reservationId !== null) {
    return many<ReservationRow>(
      db,
      'SELECT * FROM reservations WHERE tenant_id = ? AND guest_id = ? AND id = ?',
      session.tenantId,
      session.guestId,
      session.reservationId,
    );
  }
  return many<ReservationRow>(
    db,
    'SELECT * FROM reservations WHERE tenant_id = ? AND guest_id = ? ORDER BY check_in DESC, id DESC',
    session.tenantId,
    session.guestId,
  );
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

export const intentsOf = (db: DB, reservationId: number) =>
  many<IntentRow>(db, 'SELECT * FROM payment_intents WHERE reservation_id = ? ORDER BY created_at, id', reservationId);

export function newIntentId(): string {
  return `pi_${randomBytes(12).toString('hex')}`;
}

/** Creates a payment intent row (shared table with the payments plugin). */
export function createIntent(
  db: DB,
  input: {
    tenantId: number;
    reservationId: number | null;
    amount: number;
    currency: string;
    type: 'accommodation' | 'deposit' | 'store';
    captureMethod?: 'automatic' | 'manual';
    status?: string;
    provider?: string;
    storeItemPurchaseId?: number | null;
    createdAt?: string;
  },
): IntentRow {
  const id = newIntentId();
  const now = input.createdAt ?? nowIso();
  run(
    db,
    `INSERT INTO payment_intents (id, tenant_id, reservation_id, client_secret, status, amount, currency, capture_method,
       type, payment_provider, store_item_purchase_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    input.tenantId,
    input.reservationId,
    `${id}_secret_${randomBytes(12).toString('hex')}`,
    input.status ?? 'requires_payment_method',
    input.amount,
    input.currency,
    input.captureMethod ?? 'automatic',
    input.type,
    input.provider ?? 'sandbox',
    input.storeItemPurchaseId ?? null,
    now,
    now,
  );
  return one<IntentRow>(db, 'SELECT * FROM payment_intents WHERE id = ?', id)!;
}

/** Accommodation balance must be paid in the portal before details and pre-check-in (the SDK's rule). */
export function paymentRequired(r: ReservationRow, settings: CheckinSettings): boolean {
  return isAccommodationBalancePayable({ balance_due: r.balance_due, use_vcc: Boolean(r.use_vcc), checkin_info: settings });
}

function confirmedWaiver(db: DB, reservationId: number): boolean {
  return Boolean(
    one(
      db,
      `SELECT 1 FROM store_item_purchases p JOIN store_items i ON i.id = p.store_item_id
        WHERE p.reservation_id = ? AND i.is_damage_waiver = 1 AND p.status = 'confirmed'`,
      reservationId,
    ),
  );
}

export interface DepositInfo {
  required: boolean;
  placed: boolean;
  payable: boolean;
  amount: number;
  currency: string;
  payment_intent_id: string | null;
  payable_from: string;
}

/**
 * Deposit state, by the rules of src/core/deposit: required when the tenant accepts deposits, the channel
 * is not deposit-denied and the stay is not over; payable 0–48 hours before check-in. Placed when a deposit
 * intent is authorised/paid, or a damage waiver was bought instead. Creates the deposit intent (the
 * listing's amount, else DEFAULT_DEPOSIT_MINOR) once it is payable and none exists.
 */
export function depositInfo(db: DB, r: ReservationRow, settings: CheckinSettings, now = Date.now()): DepositInfo {
  const intents = intentsOf(db, r.id).filter((i) => i.type === 'deposit');
  const at = new Date(now);
  const stay = stayOf(db, r);
  const required = isDepositRequiredBy(
    { acceptsDeposits: settings.accept_deposit_payments, channel: r.source, denyChannels: settings.deposit_deny_channels, checkOut: stay.checkOut },
    at,
  );
  const placed = Boolean(r.deposit_placed) || intents.some((i) => isIntentDone(i.status)) || confirmedWaiver(db, r.id);
  const payable = isDepositPayableAt({ required, placed, checkIn: stay.checkIn }, at);
  const listing = getListing(db, r.listing_id);
  const defaultAmount = listing.deposit_amount ?? DEFAULT_DEPOSIT_MINOR;
  let open = intents.find((i) => isIntentOpen(i.status));
  if (payable && !open) {
    open = createIntent(db, {
      tenantId: r.tenant_id,
      reservationId: r.id,
      amount: defaultAmount,
      currency: r.currency,
      type: 'deposit',
      captureMethod: 'manual',
    });
  }
  return {
    required,
    placed,
    payable,
    amount: open?.amount ?? intents[0]?.amount ?? defaultAmount,
    currency: r.currency,
    payment_intent_id: open?.id ?? intents.find((i) => isIntentDone(i.status))?.id ?? null,
    payable_from: depositWindowOpensAt(stay.checkIn).toISOString(),
  };
}

export function waiverItemId(db: DB, tenantId: number): number | null {
  return (
    one<{ id: number }>(db, 'SELECT id FROM store_items WHERE tenant_id = ? AND is_damage_waiver = 1 AND active = 1', tenantId)?.id ??
    null
  );
}

/** A damage waiver can replace the deposit any time before arrival. */
export function hasDamageWaiverToPay(db: DB, r: ReservationRow, settings: CheckinSettings, deposit: DepositInfo, now = Date.now()): boolean {
  const listing = getListing(db, r.listing_id);
  return (
    settings.accept_damage_waiver &&
    (listing.damage_waiver_amount ?? 0) > 0 &&
    waiverItemId(db, r.tenant_id) !== null &&
    deposit.required &&
    !deposit.placed &&
    isBeforeArrival(stayOf(db, r).checkIn, new Date(now))
  );
}

export function serializeIntent(db: DB, i: IntentRow) {
  const purchase =
    i.store_item_purchase_id !== null
      ? one<{ id: number; store_item_id: number }>(
          db,
          'SELECT id, store_item_id FROM store_item_purchases WHERE id = ?',
          i.store_item_purchase_id,
        )
      : undefined;
  return {
    payment_intent_id: i.id,
    client_secret: i.client_secret,
    status: i.status,
    amount: i.amount,
    currency: i.currency,
    capture_method: i.capture_method,
    metadata: { type: i.type },
    payment_provider: i.payment_provider,
    store_item_purchase: purchase ? { id: purchase.id, store_item_id: purchase.store_item_id } : null,
    created_at: i.created_at,
  };
}

export function serializeListing(l: ListingRow, currency: string, origin: string) {
  return {
    id: l.id,
    title: l.title,
    nickname: l.nickname,
    hotel_title: l.hotel_title,
    hotel_name: l.hotel_name,
    city_name: l.city_name,
    resort_name: l.resort_name,
    is_resort: Boolean(l.is_resort),
    container_picture: absUrl(l.container_picture, origin),
    container_pictures: parseJson<string[]>(l.container_pictures, []).map((u) => absUrl(u, origin) ?? u),
    picture: absUrl(l.picture, origin),
    public_logo: absUrl(l.public_logo, origin),
    timezone: l.timezone,
    address: l.address,
    lat: l.lat,
    lng: l.lng,
    get_currency: currency,
    damage_waiver_amount: l.damage_waiver_amount,
  };
}

export function companyInfo(tenant: TenantRow) {
  const links = parseJson<{ google?: string | null; facebook?: string | null }>(tenant.review_links, {});
  return { company_name: tenant.company_name, links: { google: links.google ?? null, facebook: links.facebook ?? null } };
}

export function reviewsOf(db: DB, reservationId: number) {
  return many<{ id: number; source: string; avg_rate: number; public_id: string | null; created_at: string }>(
    db,
    `SELECT rv.id, rv.source, rv.avg_rate, rv.created_at, t.public_id FROM reviews rv
       LEFT JOIN listing_tasks t ON t.id = rv.listing_task_id WHERE rv.reservation_id = ? ORDER BY rv.id`,
    reservationId,
  ).map((rv) => ({
    id: rv.id,
    source: rv.source,
    avg_rate: rv.avg_rate,
    listing_task: rv.public_id ? { public_id: rv.public_id } : null,
    created_at: rv.created_at,
  }));
}

export function purchasedItems(db: DB, reservationId: number, origin: string) {
  return many<{
    id: number;
    store_item_id: number;
    reservation_id: number;
    name: string;
    description: string;
    status: string;
    image: string | null;
    topic_name: string;
    amount: number;
  }>(
    db,
    `SELECT p.id, p.store_item_id, p.reservation_id, i.name, i.description, p.status, i.image, i.topic_name, p.amount
       FROM store_item_purchases p JOIN store_items i ON i.id = p.store_item_id
      WHERE p.reservation_id = ? AND p.status IN ('confirmed', 'pending_capture') ORDER BY p.id`,
    reservationId,
  ).map((p) => ({
    id: p.id,
    store_item_id: p.store_item_id,
    reservation_id: p.reservation_id,
    item_name: p.name,
    description: p.description,
    status: p.status,
    item_image: absUrl(p.image, origin),
    amount: p.amount,
    extra_data: { category: p.topic_name, description: p.description },
  }));
}

export function preCheckInSummary(db: DB, reservationId: number) {
  const row = one<{ status: string; step: number; unlock_portal_access: number }>(
    db,
    'SELECT status, step, unlock_portal_access FROM pre_check_ins WHERE reservation_id = ?',
    reservationId,
  );
  return {
    status: row?.status ?? 'New',
    step: row?.step ?? 0,
    unlock_portal_access: Boolean(row?.unlock_portal_access),
  };
}

export function serializeReservation(db: DB, r: ReservationRow, origin: string, now = Date.now()) {
  const tenant = getTenant(db, r.tenant_id)!;
  const settings = checkinSettings(tenant);
  const listing = getListing(db, r.listing_id);
  const guest = getGuest(db, r.guest_id);
  const deposit = depositInfo(db, r, settings, now);
  return {
    id: r.id,
    confirmation_code: r.confirmation_code,
    check_in: r.check_in,
    check_out: r.check_out,
    planned_arrival: r.planned_arrival,
    planned_departure: r.planned_departure,
    source: r.source,
    tenant_id: r.tenant_id,
    price: r.price,
    balance_due: r.balance_due,
    currency: r.currency,
    is_merchant: Boolean(r.is_merchant),
    use_vcc: Boolean(r.use_vcc),
    extra_data: { is_local: Boolean(r.is_local) },
    invoice_items: parseJson(r.invoice_items, []),
    additional_invoice_items: parseJson(r.additional_invoice_items, []),
    payment_items: parseJson(r.payment_items, []),
    payment_intents: intentsOf(db, r.id).map((i) => serializeIntent(db, i)),
    checkin_info: settings,
    pre_check_in_info: preCheckInSummary(db, r.id),
    guest: {
      full_name: `${guest.first_name} ${guest.last_name}`.trim(),
      first_name: guest.first_name,
      last_name: guest.last_name,
      primary_email: guest.primary_email,
      primary_phone: guest.primary_phone,
      phones: parseJson<string[]>(guest.phones, []),
      emails: parseJson<string[]>(guest.emails, []),
    },
    listing: serializeListing(listing, r.currency, origin),
    reviews: reviewsOf(db, r.id),
    basic_company_info: companyInfo(tenant),
    purchased_items: purchasedItems(db, r.id, origin),
    logo_url: absUrl(tenant.logo_url, origin) ?? tenant.logo_url,
    classification: classify(db, r, now),
    deposit,
    payment_required: paymentRequired(r, settings),
    has_damage_waiver_to_pay: hasDamageWaiverToPay(db, r, settings, deposit, now),
  };
}

export function openAccommodationIntent(db: DB, r: ReservationRow): IntentRow | undefined {
  return intentsOf(db, r.id).find((i) => i.type === 'accommodation' && isIntentOpen(i.status));
}

export function notPaidError(db: DB, r: ReservationRow): HttpError {
  const listing = getListing(db, r.listing_id);
  return new HttpError(402, 'not_paid', 'The accommodation balance must be paid first', undefined, {
    check_in: r.check_in,
    min_check_in_time_string: listing.min_check_in_time,
    balance_due: r.balance_due,
    currency: r.currency,
    payment_intent_id: openAccommodationIntent(db, r)?.id ?? null,
  });
}

/** The tenant's store is on and offers something besides the waiver (trip info `has_store_items`). */
export function hasStoreItems(db: DB, tenant: TenantRow): boolean {
  return (
    Boolean(tenant.store_support) &&
    Boolean(one(db, 'SELECT 1 FROM store_items WHERE tenant_id = ? AND active = 1 AND is_damage_waiver = 0', tenant.id))
  );
}

/** GET /api/tourist-data/{code}: see the contract for the order of the rules. */
export function tripInfo(db: DB, r: ReservationRow, origin: string, now = Date.now()) {
  const tenant = getTenant(db, r.tenant_id)!;
  const settings = checkinSettings(tenant);
  if (paymentRequired(r, settings)) throw notPaidError(db, r);
  const listing = getListing(db, r.listing_id);
  const deposit = depositInfo(db, r, settings, now);
  const pci = one<{ status: string; data: string; unlock_portal_access: number }>(
    db,
    'SELECT status, data, unlock_portal_access FROM pre_check_ins WHERE reservation_id = ?',
    r.id,
  );
  const data = parseJson<Record<string, unknown>>(pci?.data, {});
  const lock = detailsLockReason(
    { checkIn: stayOf(db, r).checkIn, depositDue: deposit.required && !deposit.placed, portalUnlocked: Boolean(pci?.unlock_portal_access) },
    new Date(now),
  );
  const locked = lock === 'before-unlock-time';
  if (lock === 'deposit-required') {
    throw new HttpError(402, 'deposit_not_paid', 'The security deposit must be placed first', undefined, {
      check_in: r.check_in,
      min_check_in_time_string: listing.min_check_in_time,
      currency: r.currency,
      payment_intent_id: deposit.payment_intent_id,
      deposit,
    });
  }
  const parking = parseJson<{ assigned_parking_desc?: string; parking_pass_desc?: string }>(listing.parking_info, {});
  const car = (data.car_info as Record<string, unknown> | undefined) ?? {};
  const base = {
    reservation_id: r.id,
    confirmation_code: r.confirmation_code,
    check_in: r.check_in,
    check_out: r.check_out,
    need_pre_checkin: !isPreCheckInDone(pci?.status),
    has_damage_waiver_to_pay: hasDamageWaiverToPay(db, r, settings, deposit, now),
    has_store_items: hasStoreItems(db, tenant),
    error: locked ? 'details_not_available_yet' : null,
    min_check_in_time_string: listing.min_check_in_time,
    max_check_out_time_string: listing.max_check_out_time,
    times_info: (data.times_info as object | undefined) ?? {
      requested_check_in_time: r.planned_arrival,
      requested_check_out_time: r.planned_departure,
    },
    car_info: {
      has_info: Boolean(car.model || car.license_plate),
      model: (car.model as string | undefined) ?? null,
      license_plate: (car.license_plate as string | undefined) ?? null,
      assigned_parking_desc: parking.assigned_parking_desc ?? null,
      parking_pass_desc: parking.parking_pass_desc ?? null,
    },
    special_reqeusts: (data.special_requests as Record<string, boolean | number> | undefined) ?? {},
    listing: serializeListing(listing, r.currency, origin),
    purchased_items: purchasedItems(db, r.id, origin),
  };
  if (locked) {
    return {
      ...base,
      checkin_instructions: null,
      checkout_instructions: null,
      instructions_langs: null,
      instruction_media: null,
      custom_address_url: null,
      travel_guide_url: null,
      guidebook_url: null,
      guests_info: null,
      info: null,
    };
  }
  const info = parseJson<Record<string, unknown>>(listing.info, {});
  const guestsInfo = parseJson<Record<string, unknown>>(listing.guests_info, {});
  return {
    ...base,
    checkin_instructions: listing.checkin_instructions,
    checkout_instructions: listing.checkout_instructions,
    instructions_langs: parseJson(listing.instructions_langs, {}),
    instruction_media: parseJson<{ type: string; url: string }[]>(listing.instruction_media, []).map((m) => ({
      ...m,
      url: absUrl(m.url, origin) ?? m.url,
    })),
    custom_address_url: listing.custom_address_url,
    travel_guide_url: listing.travel_guide_url ?? settings.travel_guide_url,
    guidebook_url: listing.guidebook_url,
    guests_info: {
      listing_info_def: (guestsInfo.listing_info_def as unknown[] | undefined) ?? [],
      comments: (guestsInfo.comments as string | undefined) ?? null,
      images: ((guestsInfo.images as string[] | undefined) ?? []).map((u) => absUrl(u, origin) ?? u),
    },
    info: {
      door_codes: (info.door_codes as unknown[] | undefined) ?? [],
      wifi: (info.wifi as object | undefined) ?? null,
      phones: (info.phones as unknown[] | undefined) ?? [],
      links: (info.links as unknown[] | undefined) ?? [],
      custom_instructions: (info.custom_instructions as string | undefined) ?? null,
    },
  };
}

/**
 * Called (by the payments plugin, or the dev approve/reject routes) after an intent changed status.
 * Idempotent per (intent, status): accommodation → balance_due and a SUCCEEDED payment item; deposit → placed;
 * store → purchase pending_capture / confirmed / cancelled.
 */
export function onIntentSettled(db: DB, intentId: string): void {
  const intent = one<IntentRow>(db, 'SELECT * FROM payment_intents WHERE id = ?', intentId);
  if (!intent) return;
  db.transaction(() => {
    const marker = run(db, 'INSERT OR IGNORE INTO intent_settlements (intent_id, status, settled_at) VALUES (?, ?, ?)', intent.id, intent.status, nowIso());
    if (marker.changes === 0) return;
    const now = nowIso();
    if (intent.type === 'accommodation' && intent.status === 'succeeded' && intent.reservation_id !== null) {
      const r = getReservation(db, intent.reservation_id);
      if (!r) return;
      const items = parseJson<{ status: string; amount: number; title?: string }[]>(r.payment_items, []);
      items.push({ status: 'SUCCEEDED', amount: intent.amount, title: 'Accommodation' });
      run(
        db,
        'UPDATE reservations SET balance_due = MAX(0, balance_due - ?), payment_items = ? WHERE id = ?',
        intent.amount,
        toJson(items),
        r.id,
      );
    } else if (intent.type === 'deposit' && isIntentDone(intent.status) && intent.reservation_id !== null) {
      run(db, 'UPDATE reservations SET deposit_placed = 1 WHERE id = ?', intent.reservation_id);
    } else if (intent.type === 'store' && intent.store_item_purchase_id !== null) {
      const status =
        intent.status === 'succeeded'
          ? 'confirmed'
          : intent.status === 'requires_capture'
            ? 'pending_capture'
            : intent.status === 'canceled'
              ? 'cancelled'
              : null;
      if (status) {
        run(db, 'UPDATE store_item_purchases SET status = ?, updated_at = ? WHERE id = ?', status, now, intent.store_item_purchase_id);
      }
    }
  })();
}

export function setIntentStatus(db: DB, intentId: string, status: string): void {
  run(db, 'UPDATE payment_intents SET status = ?, updated_at = ? WHERE id = ?', status, nowIso(), intentId);
  onIntentSettled(db, intentId);
}

/** Case-insensitive, trimmed match of confirmation code and guest last name, within the tenant. */
export function findByCodeAndLastName(db: DB, tenantId: number, code: string, lastName: string) {
  const wantedCode = code.trim();
  const wantedName = lastName.trim().toLowerCase();
  if (!wantedCode || !wantedName) return undefined;
  const rows = many<{ id: number; guest_id: number; confirmation_code: string; listing_id: number; check_out: string; last_name: string }>(
    db,
    `SELECT r.id, r.guest_id, r.confirmation_code, r.listing_id, r.check_out, g.last_name FROM reservations r
       JOIN guests g ON g.id = r.guest_id WHERE r.tenant_id = ? AND r.confirmation_code = ? COLLATE NOCASE`,
    tenantId,
    wantedCode,
  );
  return rows.find((r) => r.last_name.trim().toLowerCase() === wantedName);
}

/** The reservation's guest (or tenant staff) may see an intent; intents without a reservation: staff only. */
export function intentVisibleTo(db: DB, session: Session, intent: Pick<IntentRow, 'tenant_id' | 'reservation_id'>): boolean {
  if (session.tenantId !== intent.tenant_id) return false;
  if (intent.reservation_id == null) return isStaff(session);
  try {
    findVisibleReservation(db, session, intent.reservation_id);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whoever holds the intent's capability: its client secret (payment links, the card-form iframe) or a
 * session of the guest it belongs to (or staff of its tenant). The intent id alone is not enough.
 */
export function holdsIntent(
  db: DB,
  session: Session | null,
  intent: Pick<IntentRow, 'tenant_id' | 'reservation_id' | 'client_secret'>,
  clientSecret: string | undefined,
): boolean {
  if (clientSecret) return secretsMatch(clientSecret, intent.client_secret);
  return !!session && intentVisibleTo(db, session, intent);
}
