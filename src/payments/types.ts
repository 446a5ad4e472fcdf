/**
 * Card payment provider adapters: one interface, one adapter per provider.
 *
 * Each adapter lives in its own folder (`src/payments/<provider>/`) and is reached only through
 * `loadAdapter(provider)` (a dynamic `import()`), so no provider code — and no provider SDK — is part
 * of the shared runtime. Provider SDKs and the HTTP backend are injected (`AdapterDeps`), which is
 * what makes every adapter unit-testable against a fake SDK.
 *
 * Lifecycle, as seen from the checkout UI:
 *   const adapter = await loadAdapter(info.provider);
 *   const fields = await adapter.mount({ ...ctx, deps });   // renders the card fields
 *   fields.onChange((s) => setSubmitEnabled(s.ready && s.complete && formValid));
 *   let r = await fields.pay({ receiptEmail, holder });      // never twice at once; rejects if in flight
 *   if (r.status === 'challenge') {                          // provider C / sandbox 3-D Secure
 *     const outcome = await showChallengeFrame(r.url);         // listenForFrameMessages(..., isThreeDsMessage)
 *     r = await fields.resume(outcome);
 *   }
 *   fields.destroy();                                        // on unmount
 */

export type ProviderName = 'sandbox' | 'stripe' | 'adyen' | 'cashier' | 'tokenizer' | 'vault';

export const PROVIDERS: readonly ProviderName[] = ['sandbox', 'stripe', 'adyen', 'cashier', 'tokenizer', 'vault'];

export type IntentStatus = 'requires_payment_method' | 'requires_source' | 'requires_capture' | 'succeeded' | 'canceled';

/** The `payment` object of `GET /api/checkout-info/{id}` (amount in minor units). */
export interface PaymentIntentInfo {
  payment_intent_id: string;
  client_secret: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  capture_method: 'automatic' | 'manual';
  metadata: { type: 'accommodation' | 'deposit' | 'store' };
  payment_provider: ProviderName;
  store_item_purchase?: { store_item_id: number } | null;
}

/** Provider credentials from checkout-info; each adapter reads the ones it needs. */
export interface ProviderKeys {
  stripe_public_key?: string;
  adyen_client_key?: string;
  adyen_environment?: 'test' | 'live' | 'live-us' | 'live-au' | 'live-apse' | 'live-in' | 'live-nea';
  cashier_token?: string;
  tokenizer_public_key?: string;
}

/** Translated texts the SDK-rendered inputs need (sandbox, cashier, tokenizer, vault). */
export interface CardFieldLabels {
  cardNumber: string; // 'Card Number'
  expiry: string; // 'Expiry Date'
  cvc: string; // 'CVV'
  /** Input hints, translated ('MM / YY', 'CVC'); defaults are used when absent. */
  placeholders?: { expiry?: string; cvc?: string };
  /** Shown when a field is incomplete; already translated. */
  incomplete?: string;
  /** Translates a validation message of src/core (e.g. 'Month is required', 'Invalid year'). */
  describe?: (message: { key: string; params?: Record<string, unknown> }) => string;
  /** Generic failure text when neither provider nor server gave a message (network loss...). */
  paymentFailed: string;
}

export interface MountContext {
  payment: PaymentIntentInfo;
  keys: ProviderKeys;
  /**
   * A light-DOM element (a child of the custom element host, projected through a `<slot>`).
   * Stripe refuses to mount inside a ShadowRoot, so every adapter mounts here.
   */
  lightDomHost: HTMLElement;
  labels: CardFieldLabels;
  /** BCP-47 locale of the portal ('en-US', 'fr'...), passed to provider SDKs. */
  locale: string;
  /** Two-letter country, mandatory for Adyen (`countryCode`). */
  countryCode: string;
  /** Origin of the window hosting the card fields; the challenge/fingerprint pages post to it. */
  parentOrigin: string;
  /** Absolute base of the API ('' = same origin), used to build iframe URLs (fingerprint, 3-D Secure). */
  apiBase: string;
  /**
   * Provider A only. 'payment' (default): `confirmCardPayment` with the intent's client secret.
   * 'setup' (the /payment-iframe card form): `confirmCardSetup(clientSecret)` collects a payment
   * method, then `POST /api/stripe/purchase { payment_intent_id, amount, payment_method }` charges it.
   */
  flow?: 'payment' | 'setup';
  /** Client secret for the setup flow (a SetupIntent secret); default `payment.client_secret`. */
  setupClientSecret?: string;
  deps: AdapterDeps;
}

export interface CardFieldsState {
  ready: boolean;
  complete: boolean;
  /** Provider message (already human text from the provider, or a translated label). */
  error?: string;
}

/** Card holder data, already validated by `src/core/card-form.ts` (provider C needs all of it). */
export interface HolderData {
  full_name: string;
  email: string;
  phone?: string;
  address1?: string;
  city?: string;
  zip_code?: string;
  country?: string;
  state?: string;
}

export interface PayRequest {
  receiptEmail?: string;
  holder?: HolderData;
}

export type PayResult =
  | { status: 'succeeded' | 'requires_capture' }
  | { status: 'failed'; message: string; code?: string }
  | { status: 'challenge'; url: string };

export type ChallengeOutcome = 'approved' | 'failed';

export interface MountedCardFields {
  /** Registers a listener; called at once with the current state. */
  onChange(cb: (s: CardFieldsState) => void): void;
  /**
   * Charges the intent. Rejects with `PaymentInProgressError` while a previous call is in flight.
   * Resolves (never rejects) with a `failed` result for declines and provider errors; transport
   * errors (no answer from the server) also resolve `failed` with code 'network', and the next pay()
   * reuses the same idempotency key so a charge that did happen is replayed, not repeated.
   */
  pay(req: PayRequest): Promise<PayResult>;
  /**
   * Continues after a `challenge` result once the challenge frame reported its outcome
   * (providers that never return `challenge` resolve `failed`).
   */
  resume(outcome: ChallengeOutcome): Promise<PayResult>;
  destroy(): void;
}

export interface PaymentAdapter {
  provider: ProviderName;
  mount(ctx: MountContext): Promise<MountedCardFields>;
}

// ---------------------------------------------------------------------------------------------
// Injected provider SDKs: the minimal structural surface the adapters use (the real SDK objects
// satisfy these shapes; the unit-test fakes implement exactly these).

export interface StripeCardElementLike {
  mount(target: HTMLElement): void;
  on(event: 'change', handler: (e: { complete: boolean; empty?: boolean; error?: { message: string } }) => void): void;
  on(event: 'ready', handler: () => void): void;
  destroy(): void;
}

export interface StripeLike {
  elements(options?: { locale?: string }): { create(type: 'card', options?: Record<string, unknown>): StripeCardElementLike };
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElementLike; billing_details?: { name?: string; email?: string } }; receipt_email?: string },
  ): Promise<{
    paymentIntent?: { id: string; status: string };
    error?: { message?: string; code?: string; decline_code?: string; type?: string };
  }>;
  /** Card setup (provider A's /payment-iframe flow): resolves the payment method to charge. */
  confirmCardSetup?(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElementLike; billing_details?: { name?: string; email?: string } } },
  ): Promise<{
    setupIntent?: { id?: string; status: string; payment_method?: string | { id: string } | null };
    error?: { message?: string; code?: string; decline_code?: string; type?: string };
  }>;
}

export type LoadStripe = (publishableKey: string, options?: { locale?: string }) => Promise<StripeLike | null>;

export interface AdyenSubmitActions {
  resolve(response: { resultCode: string; action?: unknown }): void;
  reject(): void;
}

export interface AdyenCoreConfig {
  clientKey: string;
  environment: string;
  countryCode: string;
  amount: { value: number; currency: string };
  locale: string;
  onSubmit(state: { data: { paymentMethod: unknown; browserInfo?: unknown }; isValid: boolean }, component: unknown, actions: AdyenSubmitActions): void;
  onAdditionalDetails(state: { data: { details: unknown; paymentData?: string } }, component: unknown, actions: AdyenSubmitActions): void;
  onPaymentCompleted(data: { resultCode: string }, component?: unknown): void;
  onPaymentFailed(data?: { resultCode: string }, component?: unknown): void;
  onError(error: { name?: string; message: string }, component?: unknown): void;
}

export interface AdyenCardLike {
  mount(target: HTMLElement): unknown;
  submit(): void;
  unmount?(): void;
  remove?(): void;
  isValid?: boolean;
}

export interface AdyenCardConfig {
  showPayButton: boolean;
  hasHolderName?: boolean;
  onChange?(state: { isValid: boolean; errors?: Record<string, { errorMessage?: string } | null | undefined> }): void;
  onConfigSuccess?(): void;
}

export interface AdyenSdk {
  AdyenCheckout(config: AdyenCoreConfig): Promise<unknown>;
  Card: new (checkout: unknown, config: AdyenCardConfig) => AdyenCardLike;
}

// ---------------------------------------------------------------------------------------------
// Backend: one method per payment call of the API (see src/api/openapi-payments.yaml).

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  name?: string;
}

export interface ChargeOutcome {
  status: 'succeeded' | 'requires_capture';
  payment_intent_id: string;
}

export interface SandboxConfirmResponse {
  status: 'succeeded' | 'requires_capture' | 'requires_action';
  payment_intent_id: string;
  challenge_id?: string;
  url?: string;
}

export interface CashierPurchaseBody {
  token: string;
  encrypted_cvv: string;
  payment_intent_id: string;
  client_secret: string;
  full_name: string;
  email: string;
  phone: string;
  address1: string;
  city: string;
  zip_code: string;
  country: string;
  state: string;
  fingerprint: string;
}

/**
 * Every call on an intent carries its client secret: the server accepts the intent id only with the
 * secret or a session of the intent's guest, and the card-form iframe has no session.
 */
export interface IntentCapability {
  payment_intent_id: string;
  client_secret: string;
}

export interface PaymentBackend {
  sandboxConfirm(
    body: { client_secret: string; card?: CardInput; receipt_email?: string; challenge_id?: string },
    idempotencyKey: string,
  ): Promise<SandboxConfirmResponse>;
  tokenize(body: { card: CardInput }): Promise<{ token: string; card_bin: string; last4: string }>;
  tokenizerCapture(body: IntentCapability & { token: string }, idempotencyKey: string): Promise<ChargeOutcome>;
  vaultPurchase(body: IntentCapability & { payment_method_token: string }, idempotencyKey: string): Promise<ChargeOutcome>;
  cashierPurchase(body: CashierPurchaseBody, idempotencyKey: string): Promise<{ status: 'approved'; payment_intent_status?: 'succeeded' | 'requires_capture' } | { url: string; challenge_id?: string }>;
  cashierCapture(body: IntentCapability, idempotencyKey: string): Promise<ChargeOutcome>;
  /** URL of the fingerprint page for the hidden iframe. */
  cashierFingerprintUrl(q: IntentCapability & { card_bin: string; parent_origin: string }): string;
  stripePurchase(body: IntentCapability & { amount: number; payment_method: string }, idempotencyKey: string): Promise<ChargeOutcome>;
  adyenPayments(
    body: IntentCapability & { paymentMethod: unknown; browserInfo?: unknown },
    idempotencyKey: string,
  ): Promise<{ resultCode: string; action?: unknown; refusalReason?: string }>;
  adyenPaymentDetails(body: IntentCapability & { details: unknown; paymentData?: string }, idempotencyKey: string): Promise<{ resultCode: string; refusalReason?: string }>;
}

export interface AdapterDeps {
  backend: PaymentBackend;
  /** New idempotency key (e.g. `crypto.randomUUID()`); called once per payment attempt. */
  idempotencyKey: () => string;
  /** Provider A; defaults to `loadStripe` from `@stripe/stripe-js/pure` (loaded on demand). */
  loadStripe?: LoadStripe;
  /** Provider B; defaults to the named imports of `@adyen/adyen-web` (loaded on demand). */
  adyen?: AdyenSdk;
  /** Provider C: CVV encryption; the sandbox default is reversible and for the sandbox only. */
  encryptCvv?: (cvc: string, cashierToken: string) => string;
  /** Provider C: collects the device fingerprint; defaults to a hidden iframe on the fingerprint page. */
  collectFingerprint?: (url: string, expectedOrigin: string) => Promise<string>;
}
