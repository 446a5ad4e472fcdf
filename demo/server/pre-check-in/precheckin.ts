// Pre-check-in record: composed from the reservation, listing and tenant settings plus the guest-entered data.
import { EARLIEST_TODAY_TIME_ZONE } from '../../../src/core/dates/birth-date';
import { isCheckInTimeAllowed, isCheckOutTimeAllowed } from '../../../src/core/dates/time-of-day';
import { doneStepMarker, isDoneStep, resolveWizardVariant, wizardContextFor, type WizardContext } from '../../../src/core/precheckin-steps';
import { AIR_MATTRESS_REQUEST } from '../../../src/core/guests';
import { isPreCheckInDone, PRE_CHECK_IN_DONE } from '../../../src/core/reservation';
import { validateEmail, validatePhone } from '../../../src/core/validation/general';
import { validateBirthDate } from '../../../src/core/validation/personal-info';
import type { Session } from '../auth.js';
import { one, parseJson, nowIso, run, toJson, type DB } from '../db.js';
import { badRequest, HttpError } from '../errors.js';
import { paymentRequired, notPaidError } from '../reservations/money.js';
import { checkinSettings, getGuest, getListing, getTenant, type ReservationRow } from '../reservations/rows.js';
import { serializeReservation } from '../reservations/serialize.js';
import { hasStoreItems } from '../reservations/trip-info.js';
import { storeEntries } from '../store/store.js';

interface PreCheckInRow {
  reservation_id: number;
  step: number;
  status: string;
  locked_guest_details: number;
  unlock_portal_access: number;
  skip_guest_registration: number;
  data: string;
  previous_guests_details: string | null;
  updated_at: string | null;
}

/** Fields the guest may write (everything else in the body is ignored). */
const WRITABLE = [
  'times_info',
  'guest_count_info',
  'guests_details',
  'client_info',
  'guest_registration_id',
  'special_requests',
  'car_info',
  'parking_spaces',
  'id_pic',
  'selfie_pic',
  'additional_doc',
  'additional_documents',
  'terms_signature_image',
  'terms_accepted',
  'request_to_memeber',
  'opt_in_consent',
  'vr_licence_signed',
] as const;

function ensureRow(db: DB, reservationId: number): PreCheckInRow {
  run(db, 'INSERT OR IGNORE INTO pre_check_ins (reservation_id) VALUES (?)', reservationId);
  return one<PreCheckInRow>(db, 'SELECT * FROM pre_check_ins WHERE reservation_id = ?', reservationId)!;
}

export function preCheckInRecord(db: DB, r: ReservationRow) {
  const row = ensureRow(db, r.id);
  const data = parseJson<Record<string, unknown>>(row.data, {});
  const listing = getListing(db, r.listing_id);
  const tenant = getTenant(db, r.tenant_id)!;
  const settings = checkinSettings(tenant);
  const guest = getGuest(db, r.guest_id);
  const parking = parseJson<{ assigned_parking_desc?: string; parking_pass_desc?: string }>(listing.parking_info, {});
  const car = (data.car_info as Record<string, unknown> | undefined) ?? {};
  const optIn = parseJson<{ opt_in_title?: string; opt_in_message?: string }>(tenant.checkin_settings, {});
  const prev = row.previous_guests_details ? parseJson<unknown[]>(row.previous_guests_details, []) : null;
  return {
    reservation_id: r.id,
    confirmation_code: r.confirmation_code,
    step: row.step,
    status: row.status,
    min_check_in_time_string: listing.min_check_in_time,
    max_check_out_time_string: listing.max_check_out_time,
    times_info: (data.times_info as object | undefined) ?? {
      requested_check_in_time: r.planned_arrival,
      requested_check_out_time: r.planned_departure,
    },
    guest_count_info: (data.guest_count_info as object | undefined) ?? {
      adults: r.adults,
      kids: r.kids,
      babies: r.babies,
      guests: [],
    },
    guests_details: (data.guests_details as unknown[] | undefined) ?? [
      { full_name: `${guest.first_name} ${guest.last_name}`.trim(), email: guest.primary_email, phone_number: guest.primary_phone },
    ],
    client_info: (data.client_info as object | undefined) ?? {
      email: guest.primary_email,
      birthday: null,
      phone_number: guest.primary_phone,
      trip_purpose: null,
      need_parking: null,
      car_amount: null,
      car_model: null,
      licence_plate: null,
      address: null,
    },
    locked_guest_details: Boolean(row.locked_guest_details),
    previous_check_in_info: prev ? { guests_details: prev } : null,
    guest_registration_id: (data.guest_registration_id as string | undefined) ?? null,
    skip_guest_registration: Boolean(row.skip_guest_registration),
    unlock_portal_access: Boolean(row.unlock_portal_access),
    special_requests_settings: parseJson<unknown[]>(listing.special_requests_settings, []),
    special_requests: (data.special_requests as object | undefined) ?? {},
    allow_air_mattress: Boolean(listing.allow_air_mattress),
    has_assigned_parking: Boolean(listing.has_assigned_parking),
    has_parking_pass: Boolean(listing.has_parking_pass),
    parking_spaces: (data.parking_spaces as number | undefined) ?? 3,
    listing_num_of_rooms: listing.num_of_rooms,
    id_pic: (data.id_pic as string | undefined) ?? null,
    selfie_pic: (data.selfie_pic as string | undefined) ?? null,
    additional_doc: (data.additional_doc as string | undefined) ?? null,
    additional_docs: parseJson<unknown[]>(listing.additional_docs, []),
    additional_documents: (data.additional_documents as unknown[] | undefined) ?? [],
    terms_of_use: tenant.terms_of_use,
    generated_sign_doc: null,
    terms_signature_image: (data.terms_signature_image as string | undefined) ?? null,
    request_to_memeber: Boolean(data.request_to_memeber),
    opt_in_info: {
      opt_in_title: optIn.opt_in_title ?? 'Stay in touch',
      opt_in_message: optIn.opt_in_message ?? 'Send me offers and news about my next vacation.',
    },
    opt_in_consent: Boolean(data.opt_in_consent),
    vr_licence_signed: Boolean(data.vr_licence_signed),
    car_info: {
      has_info: Boolean(car.model || car.license_plate),
      model: (car.model as string | undefined) ?? null,
      license_plate: (car.license_plate as string | undefined) ?? null,
      assigned_parking_desc: parking.assigned_parking_desc ?? null,
      parking_pass_desc: parking.parking_pass_desc ?? null,
    },
    terms_accepted: Boolean(data.terms_accepted),
    // The tenant's registration service applies unless this reservation's guests are entered by hand.
    guest_registration_required: tenant.guest_registration_api_key !== null && !r.guest_registration_opt_out,
    updated_at: row.updated_at,
    _settings: settings,
  };
}

export function getPreCheckIn(db: DB, r: ReservationRow) {
  const tenant = getTenant(db, r.tenant_id)!;
  if (paymentRequired(r, checkinSettings(tenant))) throw notPaidError(db, r);
  const { _settings, ...record } = preCheckInRecord(db, r);
  void _settings;
  return record;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what this check rejects
const SAFE_TEXT = /[<>\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
const PHONE_MAX_LENGTH = 30;

function checkText(value: unknown, field: string): void {
  if (typeof value === 'string' && SAFE_TEXT.test(value)) throw badRequest(`${field} contains characters that are not allowed`, field);
}

/** An e-mail, when given, follows the SDK's rule (src/core/validation/general.ts) and carries no markup. */
function checkEmail(value: unknown, field: string): void {
  if (typeof value !== 'string' || value === '') return;
  checkText(value, field);
  if (validateEmail(value) !== null) throw badRequest('E-mail must be valid', field);
}

function checkHttpUrl(value: unknown, field: string, allowDataImage = false): void {
  if (value === null || value === undefined || value === '') return;
  if (typeof value !== 'string') throw badRequest(`${field} must be a URL`, field);
  if (/^https?:\/\//i.test(value)) return;
  if (allowDataImage && /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/.test(value)) return;
  throw badRequest(`${field} must be an http(s) URL`, field);
}

/** Who saves, and where from: uploads are checked against the reservation and the uploader. */
export interface SaveRequest {
  session: Session;
  /** This server's origin as the client sees it. */
  origin: string;
  /** Every origin of this server (media URLs it issued start with one of them). */
  ownOrigins: readonly string[];
}

const OWN_MEDIA_PATH = /^\/media\/([0-9a-f]{32}\.[a-z0-9]{2,5})$/;

/**
 * A document URL: media this server issued for this reservation (or, uploaded without a reservation,
 * by this same account), else an https URL of the tenant's media host. Media of another reservation
 * or account, and plain http elsewhere, are refused.
 */
function checkDocumentUrl(db: DB, value: unknown, field: string, r: ReservationRow, request: SaveRequest): void {
  checkHttpUrl(value, field);
  if (typeof value !== 'string' || value === '') return;
  const url = new URL(value);
  const own = request.ownOrigins.includes(url.origin) ? OWN_MEDIA_PATH.exec(url.pathname) : null;
  if (own) {
    const media = one<{ reservation_id: number | null; uploaded_by: number | null }>(
      db,
      'SELECT reservation_id, uploaded_by FROM media_files WHERE file_name = ?',
      own[1],
    );
    const mine = media && (media.reservation_id === r.id || (media.reservation_id === null && media.uploaded_by === request.session.userId));
    if (!mine) throw badRequest(`${field} was not uploaded for this reservation`, field);
    return;
  }
  if (url.protocol !== 'https:') throw badRequest(`${field} must be an https URL or a file uploaded for this reservation`, field);
}

/** Business validation beyond the contract's JSON schema; throws 400 naming the field. */
function validateSave(db: DB, r: ReservationRow, body: Record<string, unknown>, record: ReturnType<typeof preCheckInRecord>, request: SaveRequest): void {
  const times = body.times_info as { requested_check_in_time?: string | null; requested_check_out_time?: string | null } | undefined;
  if (times?.requested_check_in_time && !isCheckInTimeAllowed(times.requested_check_in_time, record.min_check_in_time_string)) {
    throw badRequest(`Check-in time must be ${record.min_check_in_time_string} or later`, 'times_info.requested_check_in_time');
  }
  if (times?.requested_check_out_time && !isCheckOutTimeAllowed(times.requested_check_out_time, record.max_check_out_time_string)) {
    throw badRequest(`Check-out time must be ${record.max_check_out_time_string} or earlier`, 'times_info.requested_check_out_time');
  }
  const guests = (body.guests_details as Record<string, unknown>[] | undefined) ?? [];
  guests.forEach((g, i) => {
    for (const key of ['full_name', 'passport', 'id', 'phone_number', 'address', 'driving_licence']) checkText(g[key], `guests_details.${i}.${key}`);
    checkEmail(g.email, `guests_details.${i}.email`);
    checkDocumentUrl(db, g.photo_id, `guests_details.${i}.photo_id`, r, request);
  });
  const names = (body.guest_count_info as { guests?: string[] } | undefined)?.guests ?? [];
  names.forEach((n, i) => checkText(n, `guest_count_info.guests.${i}`));
  const client = body.client_info as Record<string, unknown> | undefined;
  if (client) {
    checkEmail(client.email, 'client_info.email');
    for (const key of ['phone_number', 'car_model', 'licence_plate']) checkText(client[key], `client_info.${key}`);
    const address = client.address as Record<string, unknown> | null | undefined;
    if (address) for (const key of Object.keys(address)) checkText(address[key], `client_info.address.${key}`);
    const phone = client.phone_number;
    if (typeof phone === 'string' && phone !== '' && (phone.length > PHONE_MAX_LENGTH || validatePhone(phone) !== null)) {
      throw badRequest('Phone number must be valid', 'client_info.phone_number');
    }
    // The guest's zone is unknown here: "today" is read where it comes first (see docs/decisions.md).
    if (typeof client.birthday === 'string' && validateBirthDate(client.birthday, new Date(), EARLIEST_TODAY_TIME_ZONE) !== null) {
      throw badRequest('Date of birth must be between 1940-01-01 and 18 years ago', 'client_info.birthday');
    }
  }
  const car = body.car_info as Record<string, unknown> | undefined;
  if (car) for (const key of ['model', 'license_plate']) checkText(car[key], `car_info.${key}`);
  const requests = body.special_requests as Record<string, boolean | number> | undefined;
  if (requests) {
    const settings = record.special_requests_settings as { name: string; type: string; max?: number | null }[];
    for (const [name, value] of Object.entries(requests)) {
      // The air mattress is asked as a yes/no question of its own when the listing allows one.
      if (name === AIR_MATTRESS_REQUEST && record.allow_air_mattress) {
        if (typeof value !== 'boolean') throw badRequest(`${name} must be true or false`, `special_requests.${name}`);
        continue;
      }
      const setting = settings.find((s) => s.name === name);
      if (!setting) throw badRequest(`Unknown special request ${name}`, `special_requests.${name}`);
      if (setting.type === 'toggle' && typeof value !== 'boolean') throw badRequest(`${name} must be true or false`, `special_requests.${name}`);
      if (setting.type === 'counter' && (typeof value !== 'number' || value < 0 || (setting.max != null && value > setting.max))) {
        throw badRequest(`${name} must be between 0 and ${setting.max ?? 'the maximum'}`, `special_requests.${name}`);
      }
    }
  }
  for (const key of ['id_pic', 'selfie_pic', 'additional_doc']) checkDocumentUrl(db, body[key], key, r, request);
  ((body.additional_documents as { type: string; url: string }[] | undefined) ?? []).forEach((d, i) => {
    checkText(d.type, `additional_documents.${i}.type`);
    checkDocumentUrl(db, d.url, `additional_documents.${i}.url`, r, request);
  });
  checkHttpUrl(body.terms_signature_image, 'terms_signature_image', true);
  checkText(body.guest_registration_id, 'guest_registration_id');
}

/**
 * The reservation's wizard as the SDK computes it (core's wizardContextFor over the same values the
 * SDK reads: the trips-list reservation, the record, trip info's has_damage_waiver_to_pay and
 * has_store_items, and the reservation's store items).
 */
export function wizardContextOf(db: DB, r: ReservationRow, record: { special_requests_settings?: unknown; unlock_portal_access?: boolean }, origin: string, now = Date.now()): WizardContext {
  const tenant = getTenant(db, r.tenant_id)!;
  const reservation = serializeReservation(db, r, origin, now);
  const specialRequests = Array.isArray(record.special_requests_settings) ? (record.special_requests_settings as { name: string }[]) : [];
  return wizardContextFor(
    {
      variant: resolveWizardVariant(tenant.precheckin_variant),
      listing: { is_resort: Boolean(getListing(db, r.listing_id).is_resort) },
      settings: reservation.checkin_info,
      record: { special_requests_settings: specialRequests },
      waiver: {
        reservation,
        preCheckIn: { unlock_portal_access: record.unlock_portal_access === true },
        tripInfo: { has_damage_waiver_to_pay: reservation.has_damage_waiver_to_pay },
        storeItems: storeEntries(db, r.tenant_id, r, origin),
      },
      storeEnabled: Boolean(tenant.store_support),
      hasStoreItems: hasStoreItems(db, tenant),
    },
    new Date(now),
  );
}

/** Reservations whose next save answers 500 once (the dev route `fail-next-save`, for Retry journeys). */
const failingSaves = new WeakMap<DB, Set<number>>();

export function failNextSave(db: DB, reservationId: number): void {
  const set = failingSaves.get(db) ?? new Set<number>();
  set.add(reservationId);
  failingSaves.set(db, set);
}

function takeFailingSave(db: DB, reservationId: number): boolean {
  return failingSaves.get(db)?.delete(reservationId) ?? false;
}

const sameInstant = (a: string, b: string) => a === b || (!Number.isNaN(Date.parse(a)) && Date.parse(a) === Date.parse(b));

/** A save based on an older record than the stored one: 409 stale_record (unless no base was sent). */
function checkNotStale(body: Record<string, unknown>, row: PreCheckInRow): void {
  const base = body.base_updated_at;
  if (typeof base !== 'string' || base === '') return;
  if (row.updated_at !== null && sameInstant(base, row.updated_at)) return;
  const message = 'The pre-check-in was changed since it was loaded';
  throw new HttpError(409, 'stale_record', message, undefined, { error: 'stale_record', message, updated_at: row.updated_at });
}

/**
 * POST /api/check-in/{id}: merges the writable fields, sets the step and status. Done follows the SDK's
 * rule for the tenant's reading (isDoneStep: A 3 or later, B the reservation's last step).
 */
export function savePreCheckIn(db: DB, r: ReservationRow, body: Record<string, unknown>, request: SaveRequest) {
  const tenant = getTenant(db, r.tenant_id)!;
  const settings = checkinSettings(tenant);
  if (paymentRequired(r, settings)) throw notPaidError(db, r);
  const record = preCheckInRecord(db, r);
  validateSave(db, r, body, record, request);
  const row = ensureRow(db, r.id);
  checkNotStale(body, row);
  if (takeFailingSave(db, r.id)) throw new Error('Simulated save failure (dev route fail-next-save)');
  const data = parseJson<Record<string, unknown>>(row.data, {});
  for (const key of WRITABLE) {
    if (!(key in body)) continue;
    if (key === 'guests_details' && row.locked_guest_details) continue;
    if (key === 'guest_count_info' && settings.disable_guest_count_changes) continue;
    data[key] = body[key];
  }
  const step = body.step as number;
  const wizard = wizardContextOf(db, r, record, request.origin);
  const done = isDoneStep(step, wizard) || isPreCheckInDone(row.status);
  const status = done ? PRE_CHECK_IN_DONE : step > 0 ? 'In Progress' : row.status;
  run(
    db,
    'UPDATE pre_check_ins SET data = ?, step = ?, status = ?, updated_at = ? WHERE reservation_id = ?',
    toJson(data),
    done ? Math.max(step, doneStepMarker(wizard)) : step,
    status,
    nowIso(),
    r.id,
  );
  return getPreCheckIn(db, r);
}
