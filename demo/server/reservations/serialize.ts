// A reservation as the trips list serves it (the contract's Reservation), and the pieces other answers share.
import { many, one, parseJson, type DB } from '../db.js';
import { serializeIntent, intentsOf } from './intents.js';
import { depositInfo, hasDamageWaiverToPay, paymentRequired } from './money.js';
import {
  absUrl,
  checkinSettings,
  classify,
  getGuest,
  getListing,
  getTenant,
  type ListingRow,
  type ReservationRow,
  type TenantRow,
} from './rows.js';

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

/** The car the guest entered (pre-check-in data) and the listing's parking notes (trip info and the record). */
export function carInfoOf(listing: ListingRow, data: Record<string, unknown>) {
  const parking = parseJson<{ assigned_parking_desc?: string; parking_pass_desc?: string }>(listing.parking_info, {});
  const car = (data.car_info as Record<string, unknown> | undefined) ?? {};
  return {
    has_info: Boolean(car.model || car.license_plate),
    model: (car.model as string | undefined) ?? null,
    license_plate: (car.license_plate as string | undefined) ?? null,
    assigned_parking_desc: parking.assigned_parking_desc ?? null,
    parking_pass_desc: parking.parking_pass_desc ?? null,
  };
}
