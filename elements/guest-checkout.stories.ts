import type { Meta, StoryObj } from '@storybook/react-vite';
import { element, LOCALE_ARG_TYPES } from '../.storybook/element-story';
import { handlers, signedOut } from '../.storybook/fixtures';
import { CARD_FIELDS, checkoutHandlers, INTENT, loadFakeSdk, type IntentOpts } from '../.storybook/payments';
import { payWithTestCard } from '../.storybook/play';
import { inLocale, loadStates, mocked, type Expected } from '../.storybook/states';
import type { ProviderName } from '../src/payments/types';
import './guest-checkout';

type Args = { locale: string };
type Story = StoryObj<Args>;

const FORM: Expected = { keys: ['checkout:title', 'checkout:what.accommodation', 'checkout:pay.pay', 'checkout:holder.title'], texts: ['Coral Bay Suite'] };

const meta: Meta<Args> = {
  title: 'Elements/<guest-checkout>',
  parameters: mocked([...checkoutHandlers(), ...handlers], { ...FORM, selectors: [CARD_FIELDS.sandbox] }),
  args: { locale: 'en' },
  argTypes: LOCALE_ARG_TYPES,
  render: (args) => element('guest-checkout', { locale: args.locale, 'intent-id': INTENT }),
};
export default meta;

/** The checkout of one intent, answered as `o` says. */
const intent = (o: IntentOpts, expected: Expected): Story => ({
  parameters: mocked([...checkoutHandlers(o), ...handlers], expected),
  ...(o.provider ? { beforeEach: () => loadFakeSdk(o.provider!) } : {}),
});

/** The card form of one provider: holder fields, that provider's card fields, Pay. */
const form = (provider: ProviderName) => intent({ provider }, { ...FORM, selectors: [CARD_FIELDS[provider]] });

/** An open balance with the reference server's sandbox provider. */
export const English: Story = {};
export const Hebrew: Story = inLocale(English, 'he');
export const Arabic: Story = inLocale(English, 'ar');

export const StripeForm = form('stripe');
export const AdyenForm = form('adyen');
/** Provider C asks the holder's full name and address with the card. */
export const CashierForm = form('cashier');
export const TokenizerForm = form('tokenizer');
export const VaultForm = form('vault');
export const SandboxForm = form('sandbox');
export const StripeFormHebrew = inLocale(StripeForm, 'he');
export const AdyenFormArabic = inLocale(AdyenForm, 'ar');

/** A deposit hold (manual capture): Authorize, and what a hold means. */
export const DepositHold = intent({ type: 'deposit' }, { keys: ['checkout:what.deposit', 'checkout:amount.hold', 'checkout:pay.authorize', 'checkout:notes.deposit'], texts: ['$500.00'] });
/** Already paid: the success dialog at once, no card form. */
export const Succeeded = intent({ status: 'succeeded' }, { keys: ['checkout:dialog.successTitle', 'checkout:dialog.successMessage'] });
/** A deposit already authorised (requires_capture): the hold's success text. */
export const RequiresCapture = intent({ type: 'deposit', status: 'requires_capture' }, { keys: ['checkout:dialog.successTitle', 'checkout:dialog.successHold'] });
export const SucceededHebrew = inLocale(Succeeded, 'he');

/** The guest pays and the card is declined: the decline under the card fields, the form kept. */
export const Declined: Story = {
  ...intent({}, { keys: ['checkout:card.declines.declined', 'checkout:pay.pay'], statuses: [402] }),
  play: payWithTestCard('guest-checkout'),
};
export const DeclinedArabic = inLocale(Declined, 'ar');

/** Signed out: why, and Sign in. */
export const SignedOut: Story = { parameters: mocked([signedOut, ...checkoutHandlers(), ...handlers], { keys: ['auth:gate.checkout', 'auth:gate.signIn'] }) };

// A checkout that cannot load asks for the trips list (gp-navigate); alone on a page it says why.
const load = loadStates('get', '*/api/checkout-info/:id', [...checkoutHandlers(), ...handlers]);
export const Loading: Story = load.Loading;
export const ServerError: Story = load.ServerError;
export const Malformed: Story = load.Malformed;
