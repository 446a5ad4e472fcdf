/**
 * The "spec-minimal" mode of the compatibility stand-in: every answer carries ONLY fields the spec
 * names (sections 3 and 7), nothing of our contract — no `id` on purchase history rows, no top-level
 * `provider` on checkout-info (the provider is `payment.payment_provider`), no `allowed_origins`, no
 * `{ user, token }`, no `signed_in`, no `deposit`/`classification` helpers on reservations, and the
 * answers the spec leaves blank (log, capture) are empty. Where the spec names a datum but not its
 * field (provider D's "public API key") the field is ours, and says so.
 */
import { GUEST } from './fixtures';

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);

export const MIN = {
  READY: 'SPM-READY',
  OWING: 'SPM-OWING',
  FRESH: 'SPM-FRESH',
  PAST: 'SPM-PAST',
  INTENT: 'pi_spm_owing_balance',
  CLIENT_SECRET: 'pi_spm_owing_balance_secret_7x',
  TICKET: 'lt-spm-42',
  GATE_CODE: '0571#',
  LAST_NAME: 'Haddad',
} as const;

/** User: id, first_name, locale, tenant_id, role, email, phone, abilities, guest, guest_id. */
export const minimalUser = {
  id: 901,
  first_name: 'Mariam',
  locale: 'en',
  tenant_id: 7,
  role: 'guest',
  email: GUEST.email,
  phone: '+351 912 345 678',
  abilities: [],
  guest: { picture: null },
  guest_id: 77,
};

/** Configuration: logo_url, company_name, currency, timezone, tenant_id, store_tax, store_support. */
export const minimalConfiguration = {
  logo_url: null,
  company_name: 'Olive Coast Holiday Homes',
  currency: 'EUR',
  timezone: 'Europe/Lisbon',
  tenant_id: 7,
  store_tax: 0.06,
  store_support: true,
};

const listing = (id: number, title: string) => ({ id, title, city_name: 'Tavira', timezone: 'Europe/Lisbon', address: 'Rua da Liberdade 14, Tavira' });
const guest = { full_name: 'Mariam Haddad', primary_email: GUEST.email, primary_phone: '+351 912 345 678' };
/** checkin_info settings, named in the spec's list; what keeps the fresh trip's pre-check-in short. */
const settings = {
  accept_deposit_payments: false,
  accept_portal_payments: true,
  accept_damage_waiver: false,
  guest_id_docs_deny_channels: ['direct'],
  require_signature: false,
  show_membership: false,
  show_opt_in: false,
  show_selfie_with_id: false,
  offer_parking: false,
};

export interface MinimalState {
  balancePaid: boolean;
  preCheckInStep: number;
  preCheckInStatus: string;
  surveyAvg: number | null;
}

/** Reservation: only §3's Reservation fields. */
export function minimalReservations(s: MinimalState) {
  const base = { source: 'direct', tenant_id: 7, currency: 'EUR', is_merchant: false, use_vcc: false, guest, checkin_info: settings };
  return [
    { ...base, id: 311, confirmation_code: MIN.READY, check_in: iso(6), check_out: iso(11), price: 1240, balance_due: 0, payment_intents: [], pre_check_in_info: { status: 'Done', unlock_portal_access: true }, listing: listing(31, 'Quinta das Oliveiras'), purchased_items: [] },
    {
      ...base,
      id: 312,
      confirmation_code: MIN.OWING,
      check_in: iso(20),
      check_out: iso(27),
      price: 980,
      balance_due: s.balancePaid ? 0 : 320,
      payment_intents: [{ payment_intent_id: MIN.INTENT, status: s.balancePaid ? 'succeeded' : 'requires_payment_method', amount: 32000, currency: 'EUR', capture_method: 'automatic', metadata: { type: 'accommodation' }, payment_provider: 'tokenizer' }],
      pre_check_in_info: { status: 'Done', unlock_portal_access: false },
      listing: listing(32, 'Casa do Farol'),
    },
    { ...base, id: 313, confirmation_code: MIN.FRESH, check_in: iso(9), check_out: iso(12), price: 640, balance_due: 0, payment_intents: [], pre_check_in_info: { status: s.preCheckInStatus, unlock_portal_access: false }, listing: listing(33, 'Monte da Ria') },
    { ...base, id: 314, confirmation_code: MIN.PAST, check_in: iso(-12), check_out: iso(-8), price: 720, balance_due: 0, payment_intents: [], pre_check_in_info: { status: 'Done', unlock_portal_access: true }, listing: listing(34, 'Casa da Praia') },
  ];
}

/** Trip info (tourist data): §3's fields only; `info` in the plainest forms. */
export function minimalTripInfo(code: string, s: MinimalState) {
  const fresh = code === MIN.FRESH && s.preCheckInStatus !== 'Done';
  return {
    need_pre_checkin: fresh,
    has_damage_waiver_to_pay: false,
    has_store_items: true,
    error: null,
    min_check_in_time_string: '15:00',
    max_check_out_time_string: '11:00',
    times_info: null,
    checkin_instructions: '<p>Collect the keys from the blue letterbox by the gate.</p>',
    checkout_instructions: null,
    info: fresh ? null : { door_codes: [{ name: 'Gate', code: '2468#' }], wifi: { name: 'Oliveiras-Guest', password: 'azeite-2026' }, phones: ['+351 281 000 111'], links: [] },
    car_info: null,
    special_reqeusts: null,
  };
}

/** Pre-check-in record of the fresh trip: §3's record fields. */
export function minimalPreCheckIn(s: MinimalState) {
  return {
    reservation_id: 313,
    step: s.preCheckInStep,
    status: s.preCheckInStatus,
    min_check_in_time_string: '15:00',
    max_check_out_time_string: '11:00',
    times_info: { requested_check_in_time: '16:00', requested_check_out_time: '10:00' },
    guest_count_info: { adults: 1, kids: 0, babies: 0, guests: ['Mariam Haddad'] },
    guests_details: [{ full_name: 'Mariam Haddad' }],
    client_info: { email: GUEST.email, phone_number: '+351 912 345 678', trip_purpose: 'leisure' },
    locked_guest_details: false,
    unlock_portal_access: false,
    special_requests_settings: [],
    special_requests: {},
    additional_docs: [],
    additional_documents: [],
    terms_of_use: null,
  };
}

/** Store item entries: item, price, status, options, has_menus. */
export const minimalStoreItems = [
  {
    item: { id: 501, name: 'Late check-out', description: '<p>Stay until 2 pm.</p>', image: null, bullets: ['Until 14:00'], max_quantity: 1, inquiry_only: false, is_manual: false, topic_name: 'Services' },
    price: { total: 4500 },
    status: null,
    options: [],
    has_menus: false,
  },
  {
    item: { id: 502, name: 'Welcome basket', description: '<p>Local cheese, bread and wine.</p>', image: null, max_quantity: 2, inquiry_only: false, is_manual: false, topic_name: 'Amenities' },
    price: { total: 3200 },
    status: null,
    options: [],
    has_menus: false,
  },
];

/** Purchase history rows: store_item.name, description, reservation, total_amount, status — no id. */
export const minimalHistory = [
  { store_item: { name: 'Airport transfer' }, description: '<p>Faro airport to the door.</p>', reservation: MIN.READY, total_amount: 6000, status: 'confirmed' },
  { store_item: { name: 'Baby cot' }, description: 'Set up before arrival.', reservation: { confirmation_code: MIN.READY }, total_amount: '15.00', status: 'pending_capture' },
  // A row a backend got wrong: it hides only itself.
  { store_item: 'Boat trip', status: 'confirmed' },
];

/** Checkout info: payment (with the spec's payment_provider), reservation, provider D's public API key. */
export function minimalCheckoutInfo(s: MinimalState) {
  return {
    payment: {
      payment_intent_id: MIN.INTENT,
      client_secret: MIN.CLIENT_SECRET,
      status: s.balancePaid ? 'succeeded' : 'requires_payment_method',
      amount: 32000,
      currency: 'EUR',
      capture_method: 'automatic',
      metadata: { type: 'accommodation' },
      payment_provider: 'tokenizer',
    },
    reservation: { id: 312, confirmation_code: MIN.OWING, balance_due: s.balancePaid ? 0 : 320, currency: 'EUR', listing: { title: 'Casa do Farol' } },
    // The spec names "a public API key for provider D", not its field: this name is ours.
    tokenizer_public_key: 'pk_spm_tokenizer',
    require_address_fields: false,
    terms_of_use: null,
  };
}

/** Basic info (a reservation with §3's reviews, basic_company_info, logo_url) of the past trip. */
export function minimalBasicInfo(s: MinimalState) {
  return {
    id: 314,
    confirmation_code: MIN.PAST,
    check_in: iso(-12),
    check_out: iso(-8),
    source: 'direct',
    tenant_id: 7,
    listing: { title: 'Casa da Praia', city_name: 'Tavira' },
    reviews: s.surveyAvg === null ? [] : [{ source: 'survey', avg_rate: s.surveyAvg, listing_task: { public_id: MIN.TICKET } }],
    basic_company_info: { company_name: 'Olive Coast Holiday Homes', links: { google: 'https://g.page/olive-coast' } },
    logo_url: null,
  };
}

/** Ticket (listing task): §3's fields, in `{ data }` (spec: payload.data). */
export const minimalTicket = {
  data: {
    id: 42,
    status: 'New',
    created_at: new Date(Date.now() - day).toISOString(),
    scheduled_at: null,
    moved_to_done_at: null,
    assigned_contractor_id: null,
    assigned_contractor: null,
    desc_images: [],
    review: { ai_bullets: ['The shower drain was blocked'], reservation: { check_in: iso(-12), check_out: iso(-8), listing: { title: 'Casa da Praia', city_name: 'Tavira' } } },
    listing: { public_logo: null },
  },
};
