import type { Meta, StoryObj } from '@storybook/react-vite';
import { element, LOCALE_ARG_TYPES } from '../.storybook/element-story';
import { handlers, signedOut } from '../.storybook/fixtures';
import { until } from '../.storybook/play';
import { inLocale, loadStates, mocked, type Expected } from '../.storybook/states';
import {
  CONTACT_FILLED,
  CONTACT_RECORD,
  CONTACT_SETTINGS,
  DETAILED_GUESTS,
  precheckinHandlers,
  REQUESTS_WITH_PARKING,
  STORY_CODE,
  storyReservation,
  type StoryApi,
} from '../tests/fixtures/precheckin-stories';
import './guest-precheckin';

type Args = { locale: string };
type Story = StoryObj<Args>;

/** Reading A's first step: the stay's times, who is coming, one block per guest. */
const GUESTS_STEP: Expected = { keys: ['core:precheckin.steps.a.guestsInfo', 'guests:times.title', 'guests:counts.title', 'guests:details.title', 'common:actions.next'] };
const REQUESTS: Expected = { keys: ['guests:requests.airMattress', 'guests:parking.title'], texts: ['High Chair'] };
const CONTACT: Expected = { keys: ['contact:sections.contact', 'contact:sections.documents', 'contact:sections.terms', 'contact:signature.prompt'], texts: ['Driving Licence'] };

const settings = (extra: Record<string, unknown>) => ({ checkin_info: { ...storyReservation().checkin_info, ...extra } });

const meta: Meta<Args> = {
  title: 'Elements/<guest-precheckin>',
  parameters: mocked(precheckinHandlers({}, handlers), GUESTS_STEP),
  args: { locale: 'en' },
  argTypes: LOCALE_ARG_TYPES,
  render: (args) => element('guest-precheckin', { locale: args.locale, 'confirmation-code': STORY_CODE }),
};
export default meta;

/** A story with its own API answers, opened with the element's attributes (`step`, `variant`…). */
const at = (api: StoryApi, expected: Expected, attrs: Record<string, string> = {}): Story => ({
  parameters: mocked(precheckinHandlers(api, handlers), expected),
  render: (args) => element('guest-precheckin', { locale: args.locale, 'confirmation-code': STORY_CODE, ...attrs }),
});

const shadowOf = (canvas: HTMLElement) => until(() => canvas.querySelector('guest-precheckin')?.shadowRoot);

/** Presses the wizard's forward button (Next, Complete pre-check-in or Submit) once its step has loaded. */
async function pressNext(canvas: HTMLElement) {
  const root = await shadowOf(canvas);
  const next = await until(() => {
    const buttons = root.querySelectorAll<HTMLButtonElement>('[part~="wizard-nav"] button');
    const last = buttons[buttons.length - 1];
    // Disabled until the step's chunk is in (and while an upload runs).
    return last && !last.disabled ? last : null;
  });
  next.click();
}

// ---- Reading A: Guests info → Special requests → Personal info → Damage waiver ----

/** Reading A, step 1 Guests info: stay times, counters (adults, kids, babies), one block per guest, trip purpose. */
export const English: Story = {};
/** Guests info when the tenant asks every adult for ID, phone, e-mail, address and a photo ID. */
export const GuestsInfoAllDetails = at({ reservation: settings(DETAILED_GUESTS) }, { keys: ['guests:details.documentType', 'guests:details.phone', 'guests:details.address', 'guests:details.photoId'] }, { step: '1' });
/** Step 2: the seeded requests (a required toggle, a counter, a request in the tenant's own words), air mattress and parking. */
export const SpecialRequestsWithParking = at({ record: REQUESTS_WITH_PARKING }, { ...REQUESTS, keys: [...REQUESTS.keys!, 'core:precheckin.steps.a.specialRequests'] }, { step: '2' });
/** Step 3 Personal info: contact fields, ID, selfie (upload or camera), a requested document, opt-ins, terms and signature. */
export const PersonalInfo = at({ reservation: settings(CONTACT_SETTINGS), record: CONTACT_RECORD }, { ...CONTACT, keys: [...CONTACT.keys!, 'core:precheckin.steps.a.personalInfo', 'contact:documents.selfie'] }, { step: '3' });
/** Step 4, the damage waiver step: every condition of the spec holds (waiver on and unpaid, an open deposit intent). */
export const DamageWaiver = at(
  {
    reservation: {
      checkin_info: { accept_portal_payments: true, accept_deposit_payments: true, deposit_deny_channels: [], accept_damage_waiver: true },
      payment_intents: [{ payment_intent_id: 'pi_story_dep', status: 'requires_payment_method', amount: 50000, capture_method: 'manual', metadata: { type: 'deposit' } }],
    },
    storeItems: [{ item: { id: 9, name: 'Damage Waiver' }, status: null }],
  },
  { keys: ['precheckin:waiver.title', 'precheckin:waiver.message', 'precheckin:waiver.pay'] },
  { step: '4' },
);

// ---- Reading B: Basic info → Store → Special Requests → Contact Info → completion dialog ----

const STORE_ITEMS = [
  { item: { id: 3, name: 'Late checkout' }, status: null },
  { item: { id: 4, name: 'Airport transfer' }, status: null },
];

/** Reading B, Basic info: the same fields as reading A's Guests info under B's title. */
export const BasicInfo = at({ storeItems: STORE_ITEMS }, { keys: ['core:precheckin.steps.b.basicInfo', 'core:precheckin.steps.b.contactInfo', 'guests:counts.title'] }, { variant: 'B', step: '1' });
/** Reading B's Store step: the add-ons teaser; the forward button reads Not Now. */
export const StoreStep = at({ storeItems: STORE_ITEMS }, { keys: ['precheckin:store.title', 'precheckin:store.notNow'] }, { variant: 'B', step: '2' });
/** Reading B's Special Requests with parking (step 3 here: no waiver to pay). */
export const SpecialRequestsReadingB = at({ storeItems: STORE_ITEMS, record: REQUESTS_WITH_PARKING }, { ...REQUESTS, keys: [...REQUESTS.keys!, 'core:precheckin.steps.b.specialRequests'] }, { variant: 'B', step: '3' });
/** Reading B's Contact Info, the last step: Submit. */
export const ContactInfo = at({ storeItems: STORE_ITEMS, reservation: settings(CONTACT_SETTINGS), record: CONTACT_RECORD }, { ...CONTACT, keys: [...CONTACT.keys!, 'precheckin:nav.submit'] }, { variant: 'B', step: '4' });
/** Submit on a filled Contact Info saves the last step and opens 'Digital registration completed!' with OK. */
export const ReadingBCompletion: Story = {
  ...at({ storeItems: STORE_ITEMS, record: CONTACT_FILLED }, { keys: ['precheckin:completed.title', 'precheckin:completed.message', 'common:actions.ok'] }, { variant: 'B', step: '4' }),
  play: async ({ canvasElement }) => pressNext(canvasElement),
};

// ---- Notable states ----

/** Guest details locked by the rental company: read-only, counts fixed. */
export const LockedDetails = at(
  { record: { locked_guest_details: true, guests_details: [{ full_name: 'Ada Guest', passport: 'X1234567' }, { full_name: 'Bob Guest' }, { full_name: 'Cy Guest' }] } },
  { keys: ['guests:details.locked', 'guests:counts.fixed'] },
);

/** A returning guest: the previous stay's guests fill a record never saved, with a note saying so. */
export const ReturningGuestPrefill = at({
  record: {
    previous_check_in_info: {
      guests_details: [
        { full_name: 'Alex Morgan', email: 'guest@demo.test', phone_number: '+1 305 555 0101' },
        { full_name: 'Sam Morgan' },
        { full_name: 'Robin Morgan' },
      ],
    },
  },
}, { keys: ['guests:details.prefilled'] });

/** The external registration widget above the guests step (a stand-in script served by MSW); Next waits for COMPLETE. */
export const ExternalRegistration = at({ config: { guest_registration_api_key: 'story-key' }, registration: 'IN_PROGRESS' }, { keys: ['precheckin:registration.title', 'precheckin:registration.hint'], texts: ['Register a guest (demo widget)'] }, { 'registration-widget-url': '/fake-registration/widget.js' });

/** The booking balance must be paid first (402 not_paid): the payment overlay with Proceed to Checkout. */
export const PaymentOverlay = at({ notPaid: true }, { keys: ['precheckin:pay.message'], statuses: [402] });

/** A save answering 500: the inline alert with Try again under the step; nothing typed is lost. */
export const SaveFailure: Story = { ...at({ save: 'server-error' }, { keys: ['precheckin:save.failed', 'common:actions.retry'], statuses: [500] }, { step: '2' }), play: async ({ canvasElement }) => pressNext(canvasElement) };

/** A save refused because another window saved the record (409 stale_record): Keep my changes or Load the newer version. */
export const StaleRecord: Story = { ...at({ save: 'stale' }, { keys: ['precheckin:save.keepMine', 'precheckin:save.loadNewer'], statuses: [409] }, { step: '2' }), play: async ({ canvasElement }) => pressNext(canvasElement) };

/** The camera is refused (getUserMedia rejects): the spec's message, and the file picker appears even in camera-only mode. */
export const CameraDenied: Story = {
  ...at({ reservation: settings({ ...CONTACT_SETTINGS, selfie_upload_option: 'camera' }), record: CONTACT_RECORD }, { keys: ['validation:cameraAccessDenied', 'contact:upload.choose'] }, { step: '3' }),
  beforeEach: () => {
    const refuse = { getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) };
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: refuse });
    // Removing the own property brings back the browser's own navigator.mediaDevices.
    return () => void Reflect.deleteProperty(navigator, 'mediaDevices');
  },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    const take = await until(() => root.querySelector<HTMLButtonElement>('[data-upload="selfie_pic"] .gp-upload__actions button'));
    take.click();
  },
};

/** Right-to-left: the stepper, the navigation and the fields mirror; times and counts stay left-to-right. */
export const Arabic: Story = inLocale(English, 'ar');
export const ArabicPersonalInfo: Story = inLocale(PersonalInfo, 'ar');
export const Hebrew: Story = inLocale(English, 'he');
export const HebrewReadingB = inLocale(BasicInfo, 'he');

// ---- Loading and failures ----

/** Signed out: why, and Sign in. */
export const SignedOut: Story = { parameters: mocked([signedOut, ...precheckinHandlers({}, handlers)], { keys: ['auth:gate.precheckin', 'auth:gate.signIn'] }) };

/** The pre-check-in record is not there yet, fails, or cannot be read. */
const load = loadStates('get', `*/api/tourist/reservations/${STORY_CODE}/check-in`, precheckinHandlers({}, handlers), {
  loading: { keys: ['ui:loading'] },
  error: { keys: ['precheckin:load.failed', 'common:actions.retry'] },
  malformed: { keys: ['precheckin:load.failed', 'common:actions.retry'] },
});
export const Loading: Story = load.Loading;
export const ServerError: Story = load.ServerError;
export const Malformed: Story = load.Malformed;
export const ServerErrorArabic = inLocale(ServerError, 'ar');
