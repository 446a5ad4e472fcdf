import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { element, LOCALE_ARG_TYPES } from '../.storybook/element-story';
import { handlers } from '../.storybook/fixtures';
import { typeInto, until } from '../.storybook/play';
import { failing, mocked, type Expected, type Failure } from '../.storybook/states';
import './gate-code-lookup';

type Args = { locale: string; mode: 'gate-code' | 'reservation' };

const GUEST = { code: 'DEMO-CURRENT', lastName: 'Morgan' };
const mismatch = () =>
  HttpResponse.json(
    { error: 'The confirmation code or last name does not match our records. Please verify your information and try again.', code: 'lookup_mismatch' },
    { status: 404 },
  );
const rateLimited = () =>
  HttpResponse.json({ error: 'Too many attempts, try again later', code: 'too_many_requests', retry_after: 540 }, { status: 429, headers: { 'Retry-After': '540' } });
const logo = http.get('*/api/tourist/logo', () =>
  HttpResponse.json({ logo_url: `${location.origin}/logo-sunny.svg`, company_name: 'Sunny Coast Rentals', tenant_id: 1 }),
);

/** Both lookup calls failing the same way (the element's mode decides which one is made). */
const bothFail = (how: Failure) => [failing('get', '*/api/tourist/gate-code', how), failing('post', '*/api/tourist/user/validate', how)];

/** Answers of both lookup calls for one story, and what the element shows in each mode. */
const answers = {
  success: {
    handlers: [
      http.get('*/api/tourist/gate-code', () => HttpResponse.json({ gate_code: '4821#' })),
      http.post('*/api/tourist/user/validate', () => HttpResponse.json({ redirect_url: `/tourist/trips/${GUEST.code}/info?origin=search` })),
    ],
    expected: { 'gate-code': { keys: ['lookup:gate.codeLabel', 'lookup:gate.copy'], texts: ['4821#'] }, reservation: { keys: ['lookup:search.opened'] } },
  },
  mismatch: {
    handlers: [http.get('*/api/tourist/gate-code', mismatch), http.post('*/api/tourist/user/validate', mismatch)],
    expected: { 'gate-code': { keys: ['validation:lookupMismatch'], statuses: [404] }, reservation: { keys: ['validation:lookupMismatch'], statuses: [404] } },
  },
  'rate-limited': {
    handlers: [http.get('*/api/tourist/gate-code', rateLimited), http.post('*/api/tourist/user/validate', rateLimited)],
    expected: { 'gate-code': { keys: ['lookup:errors.rateLimitedUntil'], statuses: [429] }, reservation: { keys: ['lookup:errors.rateLimitedUntil'], statuses: [429] } },
  },
  'server-error': {
    handlers: bothFail('server-error'),
    expected: { 'gate-code': { keys: ['common:errors.server'], statuses: [503] }, reservation: { keys: ['common:errors.server'], statuses: [503] } },
  },
  malformed: {
    handlers: bothFail('malformed'),
    expected: { 'gate-code': { keys: ['common:errors.malformed'] }, reservation: { keys: ['common:errors.malformed'] } },
  },
  // The answer never comes: the button stays busy (and the fields keep what the guest typed).
  pending: {
    handlers: bothFail('pending'),
    expected: { 'gate-code': { keys: ['lookup:gate.submit'], selectors: ['button[aria-busy="true"]'] }, reservation: { keys: ['lookup:search.submit'], selectors: ['button[aria-busy="true"]'] } },
  },
} satisfies Record<string, { handlers: HttpHandler[]; expected: Record<Args['mode'], Expected> }>;

/** The empty form of each mode. */
const FORM: Record<Args['mode'], Expected> = {
  'gate-code': { keys: ['lookup:gate.title', 'lookup:gate.intro', 'lookup:fields.confirmationCode', 'lookup:gate.submit'] },
  reservation: { keys: ['lookup:search.title', 'lookup:search.intro', 'lookup:fields.lastName', 'lookup:search.submit'] },
};

/** Fills the guest's code and a last name and submits, as a guest would. */
async function lookUp(canvasElement: HTMLElement, lastName: string) {
    const root = await until(() => canvasElement.querySelector('gate-code-lookup')?.shadowRoot);
    const form = await until(() => root.querySelector<HTMLFormElement>('form.gp-lookup__form'));
    typeInto(form.querySelector<HTMLInputElement>('input[name="confirmationCode"]')!, GUEST.code);
    typeInto(form.querySelector<HTMLInputElement>('input[name="lastName"]')!, lastName);
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
}

const meta: Meta<Args> = {
  title: 'Elements/<gate-code-lookup>',
  parameters: mocked([logo, ...handlers], FORM['gate-code']),
  args: { locale: 'en', mode: 'gate-code' },
  argTypes: {
    ...LOCALE_ARG_TYPES,
    mode: { control: 'inline-radio', options: ['gate-code', 'reservation'] },
  },
  // portal-url: a found reservation opens in a new tab under it (the story page itself stays).
  render: (args) => element('gate-code-lookup', { locale: args.locale, mode: args.mode, company: 'demo', 'portal-url': `${location.origin}/portal` }),
};
export default meta;

type Story = StoryObj<Args>;

function story(mode: Args['mode'], locale: 'en' | 'he' | 'ar', outcome: keyof typeof answers | 'form'): Story {
  if (outcome === 'form') return { args: { mode, locale }, parameters: mocked([logo, ...handlers], FORM[mode]) };
  return {
    args: { mode, locale },
    parameters: mocked([...answers[outcome].handlers, logo, ...handlers], answers[outcome].expected[mode]),
    play: async ({ canvasElement }) => {
      // The success of a search opens a new tab: keep the story in one window and show the note instead.
      if (mode === 'reservation' && outcome === 'success') window.open = () => ({ opener: null }) as Window;
      await lookUp(canvasElement, outcome === 'mismatch' ? 'Wrong' : GUEST.lastName);
    },
  };
}

export const English: Story = story('gate-code', 'en', 'form');
export const Hebrew: Story = story('gate-code', 'he', 'form');
export const GateCodeShown: Story = story('gate-code', 'en', 'success');
export const GateCodeShownHebrew: Story = story('gate-code', 'he', 'success');
export const GateCodeMismatch: Story = story('gate-code', 'en', 'mismatch');
export const GateCodeMismatchHebrew: Story = story('gate-code', 'he', 'mismatch');
export const GateCodeRateLimited: Story = story('gate-code', 'en', 'rate-limited');
export const GateCodeRateLimitedHebrew: Story = story('gate-code', 'he', 'rate-limited');
export const ReservationSearch: Story = story('reservation', 'en', 'form');
export const ReservationSearchHebrew: Story = story('reservation', 'he', 'form');
export const ReservationOpened: Story = story('reservation', 'en', 'success');
export const ReservationOpenedHebrew: Story = story('reservation', 'he', 'success');
export const ReservationMismatch: Story = story('reservation', 'en', 'mismatch');
export const ReservationMismatchHebrew: Story = story('reservation', 'he', 'mismatch');
export const ReservationRateLimited: Story = story('reservation', 'en', 'rate-limited');
export const ReservationRateLimitedHebrew: Story = story('reservation', 'he', 'rate-limited');
export const GateCodeServerError: Story = story('gate-code', 'en', 'server-error');
export const GateCodeMalformed: Story = story('gate-code', 'en', 'malformed');
export const GateCodeLoading: Story = story('gate-code', 'en', 'pending');
export const GateCodeServerErrorArabic: Story = story('gate-code', 'ar', 'server-error');
export const ReservationServerError: Story = story('reservation', 'en', 'server-error');
export const ReservationMalformed: Story = story('reservation', 'en', 'malformed');
export const ReservationLoading: Story = story('reservation', 'en', 'pending');
export const ReservationSearchArabic: Story = story('reservation', 'ar', 'form');
