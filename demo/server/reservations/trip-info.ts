// GET /api/tourist-data/{code}: trip info, with the protected details only when the rules allow them.
import { isPreCheckInDone } from '../../../src/core/reservation';
import { detailsAccess } from '../../../src/core/details-access';
import { one, parseJson, type DB } from '../db.js';
import { HttpError } from '../errors.js';
import { depositInfo, hasDamageWaiverToPay, notPaidError, paymentRequired } from './money.js';
import { absUrl, checkinSettings, getListing, getTenant, stayOf, type ReservationRow, type TenantRow } from './rows.js';
import { carInfoOf, purchasedItems, serializeListing } from './serialize.js';

/** The tenant's store is on and offers something besides the waiver (trip info `has_store_items`). */
export function hasStoreItems(db: DB, tenant: TenantRow): boolean {
  return (
    Boolean(tenant.store_support) &&
    Boolean(one(db, 'SELECT 1 FROM store_items WHERE tenant_id = ? AND active = 1 AND is_damage_waiver = 0', tenant.id))
  );
}

/** Why the reservation's protected details are closed, else 'open' (src/core/details-access), and what it read. */
export function detailsAccessOf(db: DB, r: ReservationRow, now = Date.now()) {
  const settings = checkinSettings(getTenant(db, r.tenant_id)!);
  const pci = one<{ status: string; data: string; unlock_portal_access: number }>(
    db,
    'SELECT status, data, unlock_portal_access FROM pre_check_ins WHERE reservation_id = ?',
    r.id,
  );
  const balancePayable = paymentRequired(r, settings);
  // The deposit (and its intent) is only looked at once the balance is paid, as the screens do.
  const deposit = balancePayable ? null : depositInfo(db, r, settings, now);
  const access = detailsAccess(
    {
      balancePayable,
      checkIn: stayOf(db, r).checkIn,
      depositDue: deposit !== null && deposit.required && !deposit.placed,
      portalUnlocked: Boolean(pci?.unlock_portal_access),
      preCheckInStatus: pci?.status,
    },
    new Date(now),
  );
  return { access, settings, deposit, pci };
}

/** GET /api/tourist-data/{code}: see the contract for the order of the rules. */
export function tripInfo(db: DB, r: ReservationRow, origin: string, now = Date.now()) {
  const tenant = getTenant(db, r.tenant_id)!;
  const { access, settings, deposit, pci } = detailsAccessOf(db, r, now);
  if (access === 'not-paid' || !deposit) throw notPaidError(db, r);
  const listing = getListing(db, r.listing_id);
  const data = parseJson<Record<string, unknown>>(pci?.data, {});
  const locked = access === 'before-unlock-time' || access === 'pre-check-in-required';
  if (access === 'deposit-required') {
    throw new HttpError(402, 'deposit_not_paid', 'The security deposit must be placed first', undefined, {
      check_in: r.check_in,
      min_check_in_time_string: listing.min_check_in_time,
      currency: r.currency,
      payment_intent_id: deposit.payment_intent_id,
      deposit,
    });
  }
  const base = {
    reservation_id: r.id,
    confirmation_code: r.confirmation_code,
    check_in: r.check_in,
    check_out: r.check_out,
    need_pre_checkin: !isPreCheckInDone(pci?.status),
    has_damage_waiver_to_pay: hasDamageWaiverToPay(db, r, settings, deposit, now),
    has_store_items: hasStoreItems(db, tenant),
    error: access === 'before-unlock-time' ? 'details_not_available_yet' : access === 'pre-check-in-required' ? 'pre_check_in_required' : null,
    min_check_in_time_string: listing.min_check_in_time,
    max_check_out_time_string: listing.max_check_out_time,
    times_info: (data.times_info as object | undefined) ?? {
      requested_check_in_time: r.planned_arrival,
      requested_check_out_time: r.planned_departure,
    },
    car_info: carInfoOf(listing, data),
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
      gate_code: null,
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
    gate_code: listing.gate_code,
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
