// Calls of the pre-check-in wizard. The record schema is the full one (the info page uses the summary
// schema of endpoints/trip-info.ts under the same resource key).
import type { ApiClient, EndpointOptions } from '../client';
import type { Message } from '../../core/types';
import { isApiError } from '../errors';
import { PreCheckInSchema, VerificationDetailsResponseSchema, type PreCheckIn } from '../schemas/precheckin';
import { preCheckInPath } from '../first-call-paths';

const enc = (c: string | number) => encodeURIComponent(String(c));
const some = <T>(x: T | null | undefined): T | undefined => (x === null ? undefined : x);

/** Reading A saves 1–4 (4 with the waiver step), reading B 1–5; 0 keeps the status. */
export type PreCheckInStep = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * What POST /api/check-in/{id} receives: the writable fields of the record plus `step` (contract:
 * components.schemas.PreCheckInSave; the contract test checks this type against it). Fields the contract
 * does not allow to be null are left out instead of being sent as null.
 */
export type PreCheckInSaveBody = {
  step: PreCheckInStep;
  /** The `updated_at` of the record the draft started from; the server answers 409 `stale_record` when it changed. */
  base_updated_at?: string;
  times_info?: { requested_check_in_time?: string | null; requested_check_out_time?: string | null };
  guest_count_info?: { adults?: number; kids?: number; babies?: number; guests?: string[] };
  guests_details?: {
    full_name?: string | null;
    passport?: string | null;
    id?: string | null;
    phone_number?: string | null;
    email?: string | null;
    address?: string | null;
    photo_id?: string | null;
    driving_licence?: string | null;
    age?: number | null;
  }[];
  client_info?: {
    email?: string | null;
    birthday?: string | null;
    phone_number?: string | null;
    trip_purpose?: 'leisure' | 'business' | null;
    need_parking?: boolean | null;
    car_amount?: number | null;
    car_model?: string | null;
    licence_plate?: string | null;
    address?: { address_line1?: string | null; town?: string | null; county?: string | null; zip_code?: string | null } | null;
  };
  guest_registration_id?: string | null;
  special_requests?: Record<string, boolean | number>;
  car_info?: {
    has_info?: boolean;
    model?: string | null;
    license_plate?: string | null;
    assigned_parking_desc?: string | null;
    parking_pass_desc?: string | null;
  };
  parking_spaces?: number;
  id_pic?: string | null;
  selfie_pic?: string | null;
  additional_doc?: string | null;
  additional_documents?: { id?: number | string | null; type: string; url: string }[];
  terms_signature_image?: string | null;
  terms_accepted?: boolean;
  request_to_memeber?: boolean;
  opt_in_consent?: boolean;
  vr_licence_signed?: boolean;
};

/** Query of GET /api/reservations/verification_details (contract test: operations.getVerificationDetails). */
export type VerificationDetailsQuery = { reservation_id: string };

/** The record as the wizard holds it (the loaded record with its edits); every field optional. */
export type PreCheckInDraft = Partial<PreCheckIn>;

const tripPurpose = (x: string | null | undefined): 'leisure' | 'business' | null | undefined =>
  x === 'leisure' || x === 'business' ? x : x == null ? x : undefined;

/**
 * Picks the writable fields of a (loaded and edited) record for the save call. Pure. `baseUpdatedAt` is
 * the `updated_at` of the record the draft started from: sent only when it is a non-empty string (a
 * record that never had one, or an overwrite after a conflict, sends none).
 */
export function preCheckInSaveBody(record: PreCheckInDraft, step: PreCheckInStep, baseUpdatedAt?: string | null): PreCheckInSaveBody {
  const body: PreCheckInSaveBody = { step };
  if (typeof baseUpdatedAt === 'string' && baseUpdatedAt.trim() !== '') body.base_updated_at = baseUpdatedAt;
  const r = record;
  if (r.times_info) body.times_info = { requested_check_in_time: r.times_info.requested_check_in_time, requested_check_out_time: r.times_info.requested_check_out_time };
  if (r.guest_count_info) {
    const g = r.guest_count_info;
    body.guest_count_info = { adults: some(g.adults), kids: some(g.kids), babies: some(g.babies), guests: some(g.guests) };
  }
  if (r.guests_details) {
    body.guests_details = r.guests_details.map((d) => ({
      full_name: d.full_name,
      passport: d.passport,
      id: d.id,
      phone_number: d.phone_number,
      email: d.email,
      address: d.address,
      photo_id: d.photo_id,
      driving_licence: d.driving_licence,
      age: d.age,
    }));
  }
  if (r.client_info) {
    const c = r.client_info;
    body.client_info = {
      email: c.email,
      birthday: c.birthday,
      phone_number: c.phone_number,
      trip_purpose: tripPurpose(c.trip_purpose),
      need_parking: c.need_parking,
      car_amount: c.car_amount,
      car_model: c.car_model,
      licence_plate: c.licence_plate,
      address: c.address && { address_line1: c.address.address_line1, town: c.address.town, county: c.address.county, zip_code: c.address.zip_code },
    };
  }
  if (r.guest_registration_id !== undefined) body.guest_registration_id = r.guest_registration_id;
  if (r.special_requests) {
    const chosen: Record<string, boolean | number> = {};
    for (const [k, val] of Object.entries(r.special_requests)) if (val !== null && val !== undefined) chosen[k] = val;
    body.special_requests = chosen;
  }
  if (r.car_info) {
    const c = r.car_info;
    body.car_info = { has_info: some(c.has_info), model: c.model, license_plate: c.license_plate, assigned_parking_desc: c.assigned_parking_desc, parking_pass_desc: c.parking_pass_desc };
  }
  if (r.parking_spaces != null) body.parking_spaces = r.parking_spaces;
  if (r.id_pic !== undefined) body.id_pic = r.id_pic;
  if (r.selfie_pic !== undefined) body.selfie_pic = r.selfie_pic;
  if (r.additional_doc !== undefined) body.additional_doc = r.additional_doc;
  if (r.additional_documents) body.additional_documents = r.additional_documents.map((d) => ({ id: d.id, type: d.type, url: d.url }));
  if (r.terms_signature_image !== undefined) body.terms_signature_image = r.terms_signature_image;
  if (r.terms_accepted != null) body.terms_accepted = r.terms_accepted;
  if (r.request_to_memeber != null) body.request_to_memeber = r.request_to_memeber;
  if (r.opt_in_consent != null) body.opt_in_consent = r.opt_in_consent;
  if (r.vr_licence_signed != null) body.vr_licence_signed = r.vr_licence_signed;
  return body;
}

/** GET /api/tourist/reservations/{code}/check-in — the full pre-check-in record (resource key `keys.preCheckIn(code)`). 402 `not_paid` arrives as ApiError. */
export const getPreCheckIn = (api: ApiClient, confirmationCode: string, o: EndpointOptions = {}) =>
  api.get(preCheckInPath(confirmationCode), PreCheckInSchema, o);

/**
 * POST /api/check-in/{id} — saves the record for one wizard step (`id`: reservation id or confirmation code)
 * and answers the saved record. Only the writable fields are sent (see `preCheckInSaveBody`). With
 * `baseUpdatedAt` the server refuses the save (409 `stale_record`, see `staleRecordOf`) when the stored
 * record changed since; without it the save overwrites.
 */
export const savePreCheckIn = (
  api: ApiClient,
  reservationId: string | number,
  record: PreCheckInDraft & { step: PreCheckInStep },
  o: EndpointOptions & { baseUpdatedAt?: string | null } = {},
) => {
  const { baseUpdatedAt, ...rest } = o;
  return api.post(`/api/check-in/${enc(reservationId)}`, PreCheckInSchema, { ...rest, body: preCheckInSaveBody(record, record.step, baseUpdatedAt) });
};

export const STALE_RECORD_CODE = 'stale_record';

/**
 * A save refused because the record changed elsewhere (409 `stale_record`): the stored record's
 * `updated_at` (null when the server sent none), or null for any other failure.
 */
export function staleRecordOf(error: unknown): { updatedAt: string | null } | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 409 || error.code !== STALE_RECORD_CODE) return null;
  const body = error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
  return { updatedAt: typeof body.updated_at === 'string' && body.updated_at !== '' ? body.updated_at : null };
}

export const INCOMPLETE_RECORD_CODE = 'precheckin_incomplete';

/**
 * A done save refused because the record misses what a step requires (400 `precheckin_incomplete`): the
 * refused fields by path with their translatable messages (entries that are not messages are dropped), or
 * null for any other failure.
 */
export function incompleteFieldsOf(error: unknown): Record<string, Message> | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 400 || error.code !== INCOMPLETE_RECORD_CODE) return null;
  const body = error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
  const raw = body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, unknown>) : {};
  const fields: Record<string, Message> = {};
  for (const [path, value] of Object.entries(raw)) {
    const m = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    if (typeof m.key !== 'string' || m.key === '') continue;
    const params = m.params && typeof m.params === 'object' ? (m.params as Record<string, string | number>) : undefined;
    fields[path] = params ? { key: m.key, params } : { key: m.key };
  }
  return Object.keys(fields).length ? fields : null;
}

/**
 * GET /api/reservations/verification_details?reservation_id= — the external guest-registration status.
 * Answers `verification_details` (`guests_registration_status`: NOT_STARTED | IN_PROGRESS | COMPLETE).
 */
export const getVerificationDetails = (api: ApiClient, reservationId: string | number, o: EndpointOptions = {}) => {
  const query: VerificationDetailsQuery = { reservation_id: String(reservationId) };
  return api.get('/api/reservations/verification_details', VerificationDetailsResponseSchema, { ...o, query }).then((r) => r.data.verification_details);
};
