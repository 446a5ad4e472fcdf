import type { Meta, StoryObj } from '@storybook/react-vite';
import { element, LOCALE_ARG_TYPES } from '../.storybook/element-story';
import { handlers } from '../.storybook/fixtures';
import { CARD_FIELDS, checkoutHandlers, CLIENT_SECRET, INTENT, loadFakeSdk } from '../.storybook/payments';
import { payWithTestCard } from '../.storybook/play';
import { inLocale, loadStates, mocked, type Expected } from '../.storybook/states';
import type { ProviderName } from '../src/payments/types';
import './payment-iframe';

type Args = { locale: string; publicKey: string; parentOrigin: string };
type Story = StoryObj<Args>;

const FORM: Expected = { keys: ['checkout:iframe.button', 'checkout:iframe.secure'] };

const meta: Meta<Args> = {
  title: 'Elements/<payment-iframe>',
  parameters: mocked([...checkoutHandlers(), ...handlers], { ...FORM, selectors: [CARD_FIELDS.sandbox] }),
  // The story's own page is the parent that receives the result (checkout-info allows its origin).
  args: { locale: 'en', publicKey: 'pk_test_story', parentOrigin: location.origin },
  argTypes: { ...LOCALE_ARG_TYPES, publicKey: { control: 'text' }, parentOrigin: { control: 'text' } },
  render: (args) =>
    element('payment-iframe', {
      locale: args.locale,
      'public-key': args.publicKey || undefined,
      'client-secret': CLIENT_SECRET,
      'payment-intent': INTENT,
      'parent-origin': args.parentOrigin,
    }),
};
export default meta;

/** The card form of one provider: its card fields, Confirm & Pay, the secure footer. */
const form = (provider: ProviderName): Story => ({
  parameters: mocked([...checkoutHandlers({ provider }), ...handlers], { ...FORM, selectors: [CARD_FIELDS[provider]] }),
  beforeEach: () => loadFakeSdk(provider),
});

/** The reference server's sandbox provider. */
export const English: Story = {};
export const Hebrew: Story = inLocale(English, 'he');
export const Arabic: Story = inLocale(English, 'ar');

export const StripeForm = form('stripe');
export const AdyenForm = form('adyen');
export const CashierForm = form('cashier');
export const TokenizerForm = form('tokenizer');
export const VaultForm = form('vault');
export const SandboxForm = form('sandbox');
export const AdyenFormHebrew = inLocale(AdyenForm, 'he');

/** The card is declined: the message under the fields (and posted to the parent). */
export const Declined: Story = {
  parameters: mocked([...checkoutHandlers(), ...handlers], { keys: ['checkout:card.declines.declined', 'checkout:iframe.button'], statuses: [402] }),
  play: payWithTestCard('payment-iframe'),
};

/** Opened without a public key: the form does not start. */
export const NoPublicKey: Story = { args: { publicKey: '' }, parameters: mocked(handlers, { keys: ['checkout:iframe.noKey'] }) };
/** The parent is not one of the tenant's allowed origins: no card form, nothing posted. */
export const ParentNotAllowed: Story = { args: { parentOrigin: 'https://evil.example' }, parameters: mocked([...checkoutHandlers(), ...handlers], { keys: ['checkout:iframe.notAllowed'] }) };
export const ParentNotAllowedArabic = inLocale(ParentNotAllowed, 'ar');

const load = loadStates('get', '*/api/checkout-info/:id', [...checkoutHandlers(), ...handlers], {
  loading: { keys: ['checkout:card.loading'] },
  error: { keys: ['checkout:iframe.notFound'] },
  malformed: { keys: ['checkout:iframe.notFound'] },
});
export const Loading: Story = load.Loading;
export const ServerError: Story = load.ServerError;
export const Malformed: Story = load.Malformed;
