// Checkout and card-form answers for the <guest-checkout> and <payment-iframe> stories: checkout-info
// for each card provider and intent status, the sandbox's decline, and the offline provider SDKs.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ProviderName } from '../src/payments/types';
import { unpaidReservation } from './fixtures';

export const INTENT = 'pi_demo_balance';
export const CLIENT_SECRET = `${INTENT}_secret_story`;

export interface IntentOpts {
  provider?: ProviderName;
  status?: 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
  type?: 'accommodation' | 'deposit';
}

/**
 * GET /api/checkout-info/{id} of the unpaid stay's balance (or its deposit hold). The provider is
 * sent where the spec puts it (payment.payment_provider) and as the top-level `provider` older
 * backends send; every provider's public credentials are present, each adapter reads its own.
 */
export function checkoutInfo({ provider = 'sandbox', status = 'requires_payment_method', type = 'accommodation' }: IntentOpts = {}) {
  const deposit = type === 'deposit';
  return {
    payment: {
      payment_intent_id: INTENT,
      client_secret: CLIENT_SECRET,
      status,
      amount: deposit ? 50000 : unpaidReservation.balance_due,
      currency: 'USD',
      capture_method: deposit ? 'manual' : 'automatic',
      metadata: { type },
      payment_provider: provider,
    },
    reservation: {
      id: unpaidReservation.id,
      confirmation_code: unpaidReservation.confirmation_code,
      balance_due: unpaidReservation.balance_due,
      currency: 'USD',
      check_in: unpaidReservation.check_in,
      check_out: unpaidReservation.check_out,
      listing: { title: unpaidReservation.listing.title, city_name: 'Miami', picture: null },
    },
    provider,
    stripe_public_key: 'pk_test_story',
    adyen_client_key: 'test_STORYCLIENTKEY',
    adyen_environment: 'test',
    cashier_token: 'cashier-story-token',
    tokenizer_public_key: 'tok_pk_story',
    require_address_fields: false,
    terms_of_use: null,
    // The story's own page is where the card form posts its result.
    allowed_origins: [location.origin],
  };
}

/** The checkout's calls for one intent; every charge the card form sends is declined like the sandbox's 4000 0000 0000 0002. */
export function checkoutHandlers(o: IntentOpts = {}): HttpHandler[] {
  const declined = () => HttpResponse.json({ error: 'Your card was declined.', code: 'card_declined' }, { status: 402 });
  return [
    http.get('*/api/checkout-info/:id', () => HttpResponse.json(checkoutInfo(o))),
    http.post('*/api/sandbox/confirm', declined),
    http.post('*/api/sandbox/tokenize', () => HttpResponse.json({ token: 'tok_story', card_bin: '424242', last4: '4242' })),
    http.post('*/api/tokenizer/capture', declined),
    http.post('*/api/vault/purchase', declined),
    http.post('*/api/stripe/purchase', declined),
  ];
}

/** The card fields each provider mounts in the element's light DOM (the offline SDKs for Stripe and Adyen). */
export const CARD_FIELDS: Record<ProviderName, string> = {
  sandbox: '.gp-card-fields',
  stripe: '[data-testid="fake-stripe-card"]',
  adyen: '[data-testid="fake-adyen-card"]',
  cashier: '.gp-card-fields',
  tokenizer: '.gp-card-fields',
  vault: '.gp-card-fields',
};

const SDK_SCRIPTS: Partial<Record<ProviderName, string>> = { stripe: 'stripe.js', adyen: 'adyen.js' };

/**
 * Puts the provider's offline SDK (demo/fake-sdks, served under ./fake-sdks/) on the page before the
 * story renders: Stripe.js and Adyen Web are never fetched from their hosts in a story.
 */
export async function loadFakeSdk(provider: ProviderName): Promise<void> {
  const file = SDK_SCRIPTS[provider];
  if (!file || document.querySelector(`script[data-fake-sdk="${file}"]`)) return;
  // The fakes send their calls here, where Mock Service Worker answers them.
  (window as unknown as { GP_FAKE_SDK_API: string }).GP_FAKE_SDK_API = location.origin;
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `./fake-sdks/${file}`;
    script.dataset.fakeSdk = file;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${file} did not load`));
    document.head.append(script);
  });
}
