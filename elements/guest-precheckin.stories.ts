import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { element } from '../.storybook/element-story';
import { handlers } from '../.storybook/fixtures';
import './guest-precheckin';

type Args = { locale: string };

const CODE = 'STORY-PCI';
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString();

// A stay three days ahead so the waiver and deposit rules are current whenever the story is opened.
const reservation = (extra: Record<string, unknown> = {}) => ({
  id: 501,
  confirmation_code: CODE,
  check_in: day(3),
  check_out: day(6),
  source: 'direct',
  balance_due: 0,
  currency: 'USD',
  payment_intents: [] as unknown[],
  checkin_info: { accept_portal_payments: true, accept_deposit_payments: false, accept_damage_waiver: false, offer_parking: true },
  pre_check_in_info: { status: 'New', step: 0, unlock_portal_access: false },
  listing: { id: 1, title: 'Harbour House', city_name: 'Lisbon', timezone: 'Europe/Lisbon' },
  purchased_items: [],
  ...extra,
});

const record = (extra: Record<string, unknown> = {}) => ({
  reservation_id: 501,
  confirmation_code: CODE,
  step: 0,
  status: 'New',
  min_check_in_time_string: '16:00',
  max_check_out_time_string: '11:00',
  guest_count_info: { adults: 2, kids: 1, babies: 0, guests: [] },
  guests_details: [],
  client_info: {},
  special_requests_settings: [{ name: 'Early check-in', type: 'toggle', required: false, max: null }],
  special_requests: {},
  updated_at: day(-1),
  ...extra,
});

// A stand-in for the registration service's widget script, served by MSW from the story's origin.
const FAKE_WIDGET = `window.GuestRegistrationWidget = { init(o) {
  const b = document.createElement('button'); b.type = 'button'; b.textContent = 'Register a guest (demo widget)';
  let n = 0; b.onclick = () => o.onGuestRegistered({ first_name: 'Guest', last_name: String(++n), document_type: 'passport', document_number: 'P-' + n });
  o.container.appendChild(b); return { destroy() { b.remove(); } };
} };`;

interface Options {
  reservation?: Record<string, unknown>;
  record?: Record<string, unknown>;
  config?: Record<string, unknown>;
  recordStatus?: number;
  saveStatus?: number;
  registration?: 'IN_PROGRESS' | 'COMPLETE';
  storeItems?: unknown[];
}

function precheckinHandlers(o: Options = {}) {
  return [
    http.get('*/api/config', () => HttpResponse.json({ currency: 'USD', company_name: 'Harbour Stays', store_support: true, ...o.config })),
    http.get('*/api/tourist/reservations/', () => HttpResponse.json([reservation(o.reservation)])),
    http.get(`*/api/tourist/reservations/${CODE}/check-in`, () =>
      o.recordStatus === 402
        ? HttpResponse.json({ error: 'Payment required', code: 'not_paid', payment_intent_id: 'pi_story_balance' }, { status: 402 })
        : HttpResponse.json(record(o.record)),
    ),
    http.get(`*/api/tourist-data/${CODE}`, () => HttpResponse.json({ reservation_id: 501, need_pre_checkin: true, has_damage_waiver_to_pay: true, has_store_items: true })),
    http.get(`*/api/tourist/reservations/${CODE}/store-items`, () => HttpResponse.json(o.storeItems ?? [])),
    http.post('*/api/check-in/:id', async ({ request }) =>
      o.saveStatus ? HttpResponse.json({ error: 'Server error', code: 'server' }, { status: o.saveStatus }) : HttpResponse.json({ ...record(o.record), ...((await request.json()) as object), updated_at: new Date().toISOString() }),
    ),
    http.get('*/api/reservations/verification_details', () => HttpResponse.json({ data: { verification_details: { guests_registration_status: o.registration ?? 'COMPLETE' } } })),
    http.get('*/fake-registration/widget.js', () => new HttpResponse(FAKE_WIDGET, { headers: { 'Content-Type': 'text/javascript' } })),
    http.post('*/api/tourist/reservations/:id/store-items/add', () => HttpResponse.json({ payment_intent: { payment_intent_id: 'pi_story_waiver' }, purchase_id: 1 }, { status: 201 })),
    ...handlers,
  ];
}

const meta: Meta<Args> = {
  title: 'Elements/<guest-precheckin>',
  parameters: { msw: { handlers: precheckinHandlers() } },
  args: { locale: 'en' },
  argTypes: { locale: { control: 'select', options: ['en', 'gb', 'es', 'fr', 'ge', 'it', 'pt', 'pl', 'sv', 'el', 'ru', 'he', 'ar', 'ar-SA', 'zh-Hans'] } },
  render: (args) => element('guest-precheckin', { locale: args.locale, 'confirmation-code': CODE }),
};
export default meta;
type Story = StoryObj<Args>;

const at = (o: Options, attrs: Record<string, string> = {}): Story => ({
  parameters: { msw: { handlers: precheckinHandlers(o) } },
  render: (args) => element('guest-precheckin', { locale: args.locale, 'confirmation-code': CODE, ...attrs }),
});

/** Reading A from the first step. */
export const English: Story = {};
export const Hebrew: Story = { args: { locale: 'he' } };
/** Right-to-left: the stepper and the navigation mirror. */
export const Arabic: Story = { args: { locale: 'ar' } };

/** The booking balance must be paid first (402 not_paid): Proceed to Checkout. */
export const PaymentOverlay = at({ recordStatus: 402 });

/** Every save answers 500: the inline alert with Try again; nothing typed is lost. */
export const SaveFailure = at({ saveStatus: 500 });

/** Guest details locked by the rental company (the guests step shows them read-only). */
export const LockedDetails = at({ record: { locked_guest_details: true, guests_details: [{ full_name: 'Ada Guest' }, { full_name: 'Bob Guest' }] } });

/** The external registration widget above the guests step (a demo widget); Next waits for COMPLETE. */
export const ExternalRegistration = at({ config: { guest_registration_api_key: 'story-key' }, registration: 'IN_PROGRESS' }, { 'registration-widget-url': '/fake-registration/widget.js' });

/** The damage waiver step: every condition of the spec holds. */
export const DamageWaiver = at(
  {
    reservation: {
      checkin_info: { accept_portal_payments: true, accept_deposit_payments: true, deposit_deny_channels: [], accept_damage_waiver: true },
      payment_intents: [{ payment_intent_id: 'pi_story_dep', status: 'requires_payment_method', amount: 50000, capture_method: 'manual', metadata: { type: 'deposit' } }],
    },
    storeItems: [{ item: { id: 9, name: 'Damage Waiver' }, status: null }],
  },
  { step: '4' },
);

/** Reading B's store step: the add-ons teaser with Not Now. */
export const StoreStep = at({ storeItems: [{ item: { id: 3, name: 'Late checkout' }, status: null }, { item: { id: 4, name: 'Airport transfer' }, status: null }] }, { variant: 'B', step: '2' });

/** Reading B's last step: Submit opens 'Digital registration completed!'. */
export const ReadingBCompletion = at({}, { variant: 'B', step: '4' });
