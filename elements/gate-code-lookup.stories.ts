import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { element } from '../.storybook/element-story';
import { handlers } from '../.storybook/fixtures';
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

/** Answers of both lookup calls for one story (the element's mode decides which one is made). */
const answers = {
  success: [
    http.get('*/api/tourist/gate-code', () => HttpResponse.json({ gate_code: '4821#' })),
    http.post('*/api/tourist/user/validate', () => HttpResponse.json({ redirect_url: `/tourist/trips/${GUEST.code}/info?origin=search` })),
  ],
  mismatch: [http.get('*/api/tourist/gate-code', mismatch), http.post('*/api/tourist/user/validate', mismatch)],
  'rate-limited': [http.get('*/api/tourist/gate-code', rateLimited), http.post('*/api/tourist/user/validate', rateLimited)],
} satisfies Record<string, HttpHandler[]>;

/** Types into a React-controlled input inside the element's shadow root (the native setter, then `input`). */
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function waitFor<T>(find: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the element did not render');
}

/** Fills the guest's code and a last name and submits, as a guest would. */
async function lookUp(canvasElement: HTMLElement, lastName: string) {
    const root = await waitFor(() => canvasElement.querySelector('gate-code-lookup')?.shadowRoot);
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form.gp-lookup__form'));
    type(form.querySelector<HTMLInputElement>('input[name="confirmationCode"]')!, GUEST.code);
    type(form.querySelector<HTMLInputElement>('input[name="lastName"]')!, lastName);
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
}

const meta: Meta<Args> = {
  title: 'Elements/<gate-code-lookup>',
  parameters: { msw: { handlers: [logo, ...handlers] } },
  args: { locale: 'en', mode: 'gate-code' },
  argTypes: {
    locale: { control: 'select', options: ['en', 'gb', 'es', 'fr', 'ge', 'it', 'pt', 'pl', 'sv', 'el', 'ru', 'he', 'ar', 'ar-SA', 'zh-Hans'] },
    mode: { control: 'inline-radio', options: ['gate-code', 'reservation'] },
  },
  // portal-url: a found reservation opens in a new tab under it (the story page itself stays).
  render: (args) => element('gate-code-lookup', { locale: args.locale, mode: args.mode, company: 'demo', 'portal-url': `${location.origin}/portal` }),
};
export default meta;

type Story = StoryObj<Args>;

function story(mode: Args['mode'], locale: 'en' | 'he', outcome: keyof typeof answers | 'form'): Story {
  if (outcome === 'form') return { args: { mode, locale } };
  return {
    args: { mode, locale },
    parameters: { msw: { handlers: [...answers[outcome], logo, ...handlers] } },
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
