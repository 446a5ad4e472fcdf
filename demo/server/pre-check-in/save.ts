// POST /api/check-in/{id}: the guest's save, the wizard it belongs to, and when it makes the pre-check-in Done.
import { doneStepMarker, isDoneStep, resolveWizardVariant, wizardContextFor, type WizardContext } from '../../../src/core/precheckin-steps';
import { isPreCheckInDone, PRE_CHECK_IN_DONE } from '../../../src/core/reservation';
import { nowIso, parseJson, run, toJson, type DB } from '../db.js';
import { HttpError } from '../errors.js';
import { notPaidError, paymentRequired } from '../reservations/money.js';
import { checkinSettings, getListing, getTenant, type ReservationRow } from '../reservations/rows.js';
import { serializeReservation } from '../reservations/serialize.js';
import { hasStoreItems } from '../reservations/trip-info.js';
import { storeEntries } from '../store/catalogue.js';
import { checkComplete } from './complete.js';
import { validateSave, type SaveRequest } from './fields.js';
import { ensureRow, getPreCheckIn, preCheckInRecord, type PreCheckInRow } from './record.js';

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
  const alreadyDone = isPreCheckInDone(row.status);
  // Staff skipping the registration completes it as it stands (the wizard's immediate completion).
  if (isDoneStep(step, wizard) && !alreadyDone && !row.skip_guest_registration) checkComplete(db, r, data, wizard);
  const done = isDoneStep(step, wizard) || alreadyDone;
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
  return getPreCheckIn(db, r, request.ownOrigins);
}
