/**
 * In-memory data of the compatibility stand-in, written from spec sections 3 and 7 only — and
 * deliberately unlike the reference server: bare objects, strings where the reference server uses
 * objects, missing optional fields, nulls for lists, unknown extra fields, string ids, other texts.
 */
export const GUEST = { email: 'mariam.haddad@compat.test', password: 'Olive-Grove-88' } as const;

/** The user, as the spec's call table answers it (no `{ user }` wrapper, no abilities list). */
export const user = {
  id: 'usr_5c1e',
  first_name: 'Mariam',
  email: GUEST.email,
  locale: 'en',
  tenant_id: 'olive-coast',
  role: 'guest',
  abilities: null,
  guest: null,
  favourite_colour: 'teal',
};

export const configuration = {
  company_name: 'Olive Coast Holiday Homes',
  currency: 'EUR',
  timezone: 'Europe/Lisbon',
  store_support: false,
  store_tax: '0.06',
  logo_url: null,
  loyalty_programme: { tiers: ['bronze', 'silver'] },
};

const day = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);

export const READY = 'OCH-2Q7Z';
export const OWING = 'OCH-8M4K';
export const INTENT = 'txn_och_8m4k_balance';
export const CLIENT_SECRET = 'txn_och_8m4k_balance_secret_kq81';

export function reservations(state: { balancePaid: boolean }) {
  return [
    {
      id: 'res_a71',
      confirmation_code: READY,
      check_in: iso(6),
      check_out: iso(11),
      source: 'direct',
      price: 1240,
      balance_due: 0,
      currency: 'EUR',
      payment_intents: null,
      additional_invoice_items: null,
      purchased_items: null,
      checkin_info: null,
      pre_check_in_info: { status: 'Done', unlock_portal_access: true },
      guest: { full_name: 'Mariam Haddad', phones: '+351 912 345 678', emails: 'mariam.haddad@compat.test' },
      listing: { id: 'lst_9', title: 'Quinta das Oliveiras', city_name: 'Tavira', container_pictures: null, picture: null, address: 'Rua da Liberdade 14, Tavira' },
      channel_manager_ref: 'cm-00917',
    },
    {
      id: 'res_b22',
      confirmation_code: OWING,
      check_in: iso(20),
      check_out: iso(27),
      source: 'direct',
      price: 980,
      balance_due: state.balancePaid ? 0 : 320,
      currency: 'EUR',
      payment_intents: [
        {
          payment_intent_id: INTENT,
          status: state.balancePaid ? 'succeeded' : 'requires_payment_method',
          amount: 32000,
          currency: 'EUR',
          metadata: { type: 'accommodation', created_by: 'pms' },
        },
      ],
      checkin_info: { accept_portal_payments: true, partial_reservation_days_threshold: 0 },
      pre_check_in_info: { status: 'Done' },
      listing: { id: 'lst_12', title: 'Casa do Farol', city_name: 'Olhão' },
    },
  ];
}

/** Trip info of the ready trip: the open sub-shapes in the spec's plainest forms. */
export const tripInfo = {
  need_pre_checkin: false,
  has_damage_waiver_to_pay: false,
  has_store_items: false,
  checkin_instructions: '<p>Collect the keys from the blue letterbox by the gate.</p>',
  checkout_instructions: null,
  instructions_langs: null,
  instruction_media: 'https://media.compat.test/gate.jpg',
  guests_info: null,
  info: {
    door_codes: '2468#',
    wifi: { ssid: 'Oliveiras-Guest', password: 'azeite-2026' },
    phones: ['+351 281 000 111'],
    links: { whatsapp: 'https://wa.me/351281000111' },
    custom_instructions: 7,
  },
  car_info: null,
  special_reqeusts: null,
  weather_widget: { enabled: true },
};

export const preCheckIn = {
  reservation_id: 'res_a71',
  status: 'Done',
  step: '5',
  times_info: null,
  guest_count_info: { adults: 2, kids: null, babies: null, guests: null },
  guests_details: null,
  client_info: null,
  unlock_portal_access: true,
  special_requests: null,
};

export function checkoutInfo(state: { balancePaid: boolean }) {
  return {
    payment: {
      payment_intent_id: INTENT,
      client_secret: CLIENT_SECRET,
      status: state.balancePaid ? 'succeeded' : 'requires_payment_method',
      amount: '32000',
      currency: 'EUR',
      metadata: { type: 'accommodation' },
    },
    reservation: { id: 'res_b22', confirmation_code: OWING, balance_due: state.balancePaid ? '0' : '320.00', currency: 'EUR', listing: { title: 'Casa do Farol' } },
    provider: 'sandbox',
    psp_reference: 'compat-psp-1',
  };
}
