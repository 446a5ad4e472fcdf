// Pre-check-in record: composed from the reservation, listing and tenant settings plus the guest-entered data.
import { EARLIEST_TODAY_TIME_ZONE, isCheckInTimeAllowed, isCheckOutTimeAllowed } from '../../src/core/dates';
import { DONE_STEP_A } from '../../src/core/precheckin-steps';
import { isPreCheckInDone, PRE_CHECK_IN_DONE } from '../../src/core/reservation';
import { validateBirthDate, validateEmail, validatePhone } from '../../src/core/validation';
import { one, parseJson, nowIso, run, toJson, type DB } from './db.js';
import { badRequest } from './errors.js';
import {
  checkinSettings,
  getGuest,
  getListing,
  getTenant,
  paymentRequired,
  notPaidError,
  type ReservationRow,
} from './reservations.js';

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

/** An e-mail, when given, follows the SDK's rule (src/core/validation) and carries no markup. */
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

/** Business validation beyond the contract's JSON schema; throws 400 naming the field. */
function validateSave(body: Record<string, unknown>, record: ReturnType<typeof preCheckInRecord>): void {
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
    checkHttpUrl(g.photo_id, `guests_details.${i}.photo_id`);
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
      const setting = settings.find((s) => s.name === name);
      if (!setting) throw badRequest(`Unknown special request ${name}`, `special_requests.${name}`);
      if (setting.type === 'toggle' && typeof value !== 'boolean') throw badRequest(`${name} must be true or false`, `special_requests.${name}`);
      if (setting.type === 'counter' && (typeof value !== 'number' || value < 0 || (setting.max != null && value > setting.max))) {
        throw badRequest(`${name} must be between 0 and ${setting.max ?? 'the maximum'}`, `special_requests.${name}`);
      }
    }
  }
  for (const key of ['id_pic', 'selfie_pic', 'additional_doc']) checkHttpUrl(body[key], key);
  ((body.additional_documents as { type: string }[] | undefined) ?? []).forEach((d, i) => checkText(d.type, `additional_documents.${i}.type`));
  checkHttpUrl(body.terms_signature_image, 'terms_signature_image', true);
  checkText(body.guest_registration_id, 'guest_registration_id');
}

/** POST /api/check-in/{id}: merges the writable fields, sets the step and status. */
export function savePreCheckIn(db: DB, r: ReservationRow, body: Record<string, unknown>) {
  const tenant = getTenant(db, r.tenant_id)!;
  const settings = checkinSettings(tenant);
  if (paymentRequired(r, settings)) throw notPaidError(db, r);
  const record = preCheckInRecord(db, r);
  validateSave(body, record);
  const row = ensureRow(db, r.id);
  const data = parseJson<Record<string, unknown>>(row.data, {});
  for (const key of WRITABLE) {
    if (!(key in body)) continue;
    if (key === 'guests_details' && row.locked_guest_details) continue;
    if (key === 'guest_count_info' && settings.disable_guest_count_changes) continue;
    data[key] = body[key];
  }
  const step = body.step as number;
  const done = step >= DONE_STEP_A || isPreCheckInDone(row.status);
  const status = done ? PRE_CHECK_IN_DONE : step > 0 ? 'In Progress' : row.status;
  run(
    db,
    'UPDATE pre_check_ins SET data = ?, step = ?, status = ?, updated_at = ? WHERE reservation_id = ?',
    toJson(data),
    Math.max(step, done ? DONE_STEP_A : 0),
    status,
    nowIso(),
    r.id,
  );
  return getPreCheckIn(db, r);
}
