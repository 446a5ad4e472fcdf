// Pre-check-in record: composed from the reservation, listing and tenant settings plus the guest-entered data.
import { one, parseJson, run, type DB } from '../db.js';
import { signMediaUrl } from '../media/signed-urls.js';
import { notPaidError, paymentRequired } from '../reservations/money.js';
import { checkinSettings, getGuest, getListing, getTenant, type ReservationRow } from '../reservations/rows.js';
import { carInfoOf } from '../reservations/serialize.js';

export interface PreCheckInRow {
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

export function ensureRow(db: DB, reservationId: number): PreCheckInRow {
  run(db, 'INSERT OR IGNORE INTO pre_check_ins (reservation_id) VALUES (?)', reservationId);
  return one<PreCheckInRow>(db, 'SELECT * FROM pre_check_ins WHERE reservation_id = ?', reservationId)!;
}

/** The record as served, from the stored data (or from `data` a save is about to store). */
export function preCheckInRecord(db: DB, r: ReservationRow, pending?: Record<string, unknown>) {
  const row = ensureRow(db, r.id);
  const data = pending ?? parseJson<Record<string, unknown>>(row.data, {});
  const listing = getListing(db, r.listing_id);
  const tenant = getTenant(db, r.tenant_id)!;
  const settings = checkinSettings(tenant);
  const guest = getGuest(db, r.guest_id);
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
    car_info: carInfoOf(listing, data),
    terms_accepted: Boolean(data.terms_accepted),
    // The tenant's registration service applies unless this reservation's guests are entered by hand.
    guest_registration_required: tenant.guest_registration_api_key !== null && !r.guest_registration_opt_out,
    updated_at: row.updated_at,
    _settings: settings,
  };
}

/**
 * The record as its guest reads it: documents of this server come with freshly signed URLs (they are
 * private, and an <img> cannot send the session's token).
 */
export function getPreCheckIn(db: DB, r: ReservationRow, ownOrigins: readonly string[]) {
  const tenant = getTenant(db, r.tenant_id)!;
  if (paymentRequired(r, checkinSettings(tenant))) throw notPaidError(db, r);
  const { _settings, ...record } = preCheckInRecord(db, r);
  void _settings;
  const sign = <T extends string | null>(url: T): T => (url ? (signMediaUrl(db, url, ownOrigins) as T) : url);
  return {
    ...record,
    id_pic: sign(record.id_pic),
    selfie_pic: sign(record.selfie_pic),
    additional_doc: sign(record.additional_doc),
    additional_documents: (record.additional_documents as ({ url?: string | null } | null)[]).map((d) => (d && typeof d.url === 'string' ? { ...d, url: sign(d.url) } : d)),
    guests_details: (record.guests_details as ({ photo_id?: string | null } | null)[]).map((g) => (g && typeof g.photo_id === 'string' ? { ...g, photo_id: sign(g.photo_id) } : g)),
  };
}
