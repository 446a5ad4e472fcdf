// Checks of the values a pre-check-in save writes (beyond the contract's JSON schema); each throws 400
// naming the field. The rules of times, e-mail, phone and birth date are the SDK's (src/core).
import { EARLIEST_TODAY_TIME_ZONE } from '../../../src/core/dates/birth-date';
import { isCheckInTimeAllowed, isCheckOutTimeAllowed } from '../../../src/core/dates/time-of-day';
import { AIR_MATTRESS_REQUEST } from '../../../src/core/guests';
import { validateEmail, validatePhone } from '../../../src/core/validation/general';
import { validateBirthDate } from '../../../src/core/validation/personal-info';
import type { Session } from '../auth/sessions.js';
import { one, type DB } from '../db.js';
import { badRequest } from '../errors.js';
import type { ReservationRow } from '../reservations/rows.js';
import type { preCheckInRecord } from './record.js';

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
export function validateSave(db: DB, r: ReservationRow, body: Record<string, unknown>, record: ReturnType<typeof preCheckInRecord>, request: SaveRequest): void {
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
