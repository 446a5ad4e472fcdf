/** Test data for the reservation info tests (imported by *.test.tsx only). */
import { json } from '../../../tests/unit/mock-fetch';
import { apiRoutes, at, trip } from '../trips/trips-fixtures';

export const CODE = 'ABC123';
export const INFO_URL = `/tourist/trips/${CODE}/info`;

export function reservation(extra: Record<string, unknown> = {}, o: { checkIn?: number; checkOut?: number; status?: 'New' | 'In Progress' | 'Done' } = {}) {
  return trip({ code: CODE, checkIn: o.checkIn ?? 0.5, checkOut: o.checkOut ?? 5, title: 'Sea View Loft', status: o.status ?? 'Done', extra: { id: 42, price: 98000, ...extra } });
}

export function tripInfo(extra: Record<string, unknown> = {}, o: { checkIn?: number; checkOut?: number } = {}) {
  return {
    reservation_id: 42,
    confirmation_code: CODE,
    check_in: at(o.checkIn ?? 0.5),
    check_out: at(o.checkOut ?? 5),
    need_pre_checkin: false,
    has_damage_waiver_to_pay: false,
    has_store_items: true,
    error: null,
    min_check_in_time_string: '16:00',
    max_check_out_time_string: '11:00',
    times_info: { requested_check_in_time: null, requested_check_out_time: null },
    checkin_instructions: '<p>Key box at the gate.</p>',
    checkout_instructions: '<p>Leave keys on the table.</p>',
    instructions_langs: {},
    instruction_media: [],
    custom_address_url: null,
    travel_guide_url: null,
    guidebook_url: null,
    guests_info: { listing_info_def: [], comments: null, images: [] },
    info: {
      door_codes: [{ name: 'Front door', code: '4821', Alert: null }],
      wifi: { name: 'LoftNet', password: 's3cret-pass' },
      phones: [{ label: 'Host', number: '+1 (555) 010-2030' }],
      links: [{ type: 'whatsapp', url: 'https://wa.me/15550102030' }],
      custom_instructions: null,
    },
    car_info: { has_info: false, model: null, license_plate: null, assigned_parking_desc: null, parking_pass_desc: null },
    special_reqeusts: {},
    listing: null,
    purchased_items: [],
    ...extra,
  };
}

export function preCheckIn(extra: Record<string, unknown> = {}) {
  return {
    reservation_id: 42,
    step: 3,
    status: 'Done',
    min_check_in_time_string: '16:00',
    max_check_out_time_string: '11:00',
    times_info: { requested_check_in_time: null, requested_check_out_time: null },
    guest_count_info: { adults: 2, kids: 1, babies: 0, guests: ['Ada Guest', 'Bob Guest'] },
    guests_details: [],
    client_info: { need_parking: false },
    unlock_portal_access: false,
    special_requests: {},
    ...extra,
  };
}

export interface InfoRoutes {
  reservation?: Record<string, unknown>;
  trip?: unknown;
  pci?: unknown;
  config?: Record<string, unknown>;
  extra?: Record<string, unknown>;
}

export function infoRoutes(r: InfoRoutes = {}) {
  return apiRoutes({
    'GET /api/tourist/reservations/': [r.reservation ?? reservation()],
    [`GET /api/tourist-data/${CODE}`]: r.trip ?? tripInfo(),
    [`GET /api/tourist/reservations/${CODE}/check-in`]: r.pci ?? preCheckIn(),
    'GET /api/config': { currency: 'USD', timezone: 'UTC', store_support: false, ...r.config },
    ...r.extra,
  });
}

/** A 402 body as the server sends it. */
export const paymentRequired = (code: 'not_paid' | 'deposit_not_paid', extra: Record<string, unknown> = {}) => () =>
  json({ error: 'Payment required', code, check_in: at(0.5), min_check_in_time_string: '16:00', ...extra }, 402);
