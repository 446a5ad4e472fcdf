import { step } from '../attempt';
import { MissingProviderKeyError, toPaymentBackendError } from '../errors';
import { createPayFlow, createStateEmitter } from '../shared/flow';
import type { AdyenCardLike, AdyenCoreConfig, AdyenSdk, AdyenSubmitActions, MountContext, MountedCardFields, PaymentAdapter, PayResult } from '../types';

/**
 * Provider B (Adyen Web v6, advanced flow). Named imports only (`AdyenCheckout`, `Card`; never
 * `@adyen/adyen-web/auto`, which registers every payment method). The checkout is created once per
 * intent and reused by later mounts (React StrictMode mounts twice); its callbacks are routed to the
 * latest mount.
 *
 * pay() → `card.submit()` → onSubmit → POST /api/adyen/payments → actions.resolve({ resultCode, action })
 * → (action: the SDK runs it, e.g. 3-D Secure) → onAdditionalDetails → POST /api/adyen/payments/details
 * → actions.resolve(...). The PayResult comes from the backend's answers, not from SDK callbacks.
 */
async function defaultAdyen(): Promise<AdyenSdk> {
  const { AdyenCheckout, Card } = await import('@adyen/adyen-web');
  return { AdyenCheckout, Card } as unknown as AdyenSdk;
}

interface Handlers {
  onSubmit: AdyenCoreConfig['onSubmit'];
  onAdditionalDetails: AdyenCoreConfig['onAdditionalDetails'];
  onError: AdyenCoreConfig['onError'];
}

interface CachedCheckout {
  checkout: Promise<unknown>;
  handlers: { current: Handlers | null };
}

const checkouts = new WeakMap<AdyenSdk, Map<string, CachedCheckout>>();

function checkoutFor(sdk: AdyenSdk, key: string, base: Omit<AdyenCoreConfig, keyof Handlers | 'onPaymentCompleted' | 'onPaymentFailed'>): CachedCheckout {
  let perSdk = checkouts.get(sdk);
  if (!perSdk) {
    perSdk = new Map();
    checkouts.set(sdk, perSdk);
  }
  const existing = perSdk.get(key);
  if (existing) return existing;
  const handlers: CachedCheckout['handlers'] = { current: null };
  const entry: CachedCheckout = {
    handlers,
    checkout: sdk.AdyenCheckout({
      ...base,
      onSubmit: (state, component, actions) => (handlers.current ? handlers.current.onSubmit(state, component, actions) : actions.reject()),
      onAdditionalDetails: (state, component, actions) =>
        handlers.current ? handlers.current.onAdditionalDetails(state, component, actions) : actions.reject(),
      onPaymentCompleted: () => undefined,
      onPaymentFailed: () => undefined,
      onError: (error, component) => handlers.current?.onError(error, component),
    }),
  };
  perSdk.set(key, entry);
  entry.checkout.catch(() => perSdk.delete(key));
  return entry;
}

const FINAL_FAILURE = new Set(['Refused', 'Cancelled', 'Error']);

export const adyenAdapter: PaymentAdapter = {
  provider: 'adyen',
  async mount(ctx: MountContext): Promise<MountedCardFields> {
    const clientKey = ctx.keys.adyen_client_key;
    if (!clientKey) throw new MissingProviderKeyError('adyen_client_key');
    const sdk = ctx.deps.adyen ?? (await defaultAdyen());
    const { backend } = ctx.deps;
    const pi = ctx.payment;
    const manual = pi.capture_method === 'manual';
    const fail = (message?: string, code?: string): PayResult => ({ status: 'failed', message: message || ctx.labels.paymentFailed, ...(code ? { code } : {}) });
    const fromResultCode = (r: { resultCode: string; refusalReason?: string }): PayResult | null => {
      if (r.resultCode === 'Authorised') return { status: manual ? 'requires_capture' : 'succeeded' };
      if (FINAL_FAILURE.has(r.resultCode)) return fail(r.refusalReason, r.resultCode.toLowerCase());
      return null; // action pending
    };

    // The attempt in progress: pay() waits on it; the SDK callbacks settle it.
    let current: { key: string; resolve: (r: PayResult) => void; reject: (e: unknown) => void } | null = null;
    const settle = (r: PayResult) => {
      const c = current;
      current = null;
      c?.resolve(r);
    };
    const abort = (e: unknown) => {
      const c = current;
      current = null;
      c?.reject(e);
    };

    const handlers: Handlers = {
      onSubmit(state, _component, actions: AdyenSubmitActions) {
        const c = current;
        if (!c) {
          actions.reject();
          return;
        }
        backend
          .adyenPayments(
            { payment_intent_id: pi.payment_intent_id, client_secret: pi.client_secret, paymentMethod: state.data.paymentMethod, ...(state.data.browserInfo ? { browserInfo: state.data.browserInfo } : {}) },
            c.key,
          )
          .then(
            (r) => {
              actions.resolve({ resultCode: r.resultCode, ...(r.action ? { action: r.action } : {}) });
              const out = fromResultCode(r);
              if (out) settle(out);
              else if (!r.action) settle(fail(undefined, r.resultCode));
            },
            (e) => {
              actions.reject();
              abort(e);
            },
          );
      },
      onAdditionalDetails(state, _component, actions) {
        const c = current;
        if (!c) {
          actions.reject();
          return;
        }
        backend
          .adyenPaymentDetails(
            { payment_intent_id: pi.payment_intent_id, client_secret: pi.client_secret, details: state.data.details, ...(state.data.paymentData ? { paymentData: state.data.paymentData } : {}) },
            step(c.key, 'details'),
          )
          .then(
            (r) => {
              actions.resolve({ resultCode: r.resultCode });
              settle(fromResultCode(r) ?? fail(r.refusalReason, r.resultCode));
            },
            (e) => {
              actions.reject();
              abort(e);
            },
          );
      },
      onError(error) {
        if (current) settle(fail(error.message));
      },
    };

    const cached = checkoutFor(sdk, `${clientKey}|${pi.payment_intent_id}`, {
      clientKey,
      environment: ctx.keys.adyen_environment ?? 'test',
      countryCode: ctx.countryCode,
      amount: { value: pi.amount, currency: pi.currency.toUpperCase() },
      locale: ctx.locale,
    });
    cached.handlers.current = handlers;
    const checkout = await cached.checkout;

    const state = createStateEmitter({ ready: false, complete: false });
    const card: AdyenCardLike = new sdk.Card(checkout, {
      showPayButton: false,
      onConfigSuccess: () => state.set({ ...state.get(), ready: true }),
      onChange: (s) => {
        const firstError = Object.values(s.errors ?? {}).find((x) => x?.errorMessage)?.errorMessage;
        state.set({ ready: true, complete: s.isValid, ...(firstError ? { error: firstError } : {}) });
      },
    });
    const target = ctx.lightDomHost.ownerDocument.createElement('div');
    target.className = 'gp-adyen-card';
    ctx.lightDomHost.append(target);
    card.mount(target);

    const flow = createPayFlow(ctx.deps.idempotencyKey, ctx.labels.paymentFailed);

    return {
      onChange: (cb) => state.on(cb),
      pay() {
        return flow.run(async (key) => {
          if (card.isValid === false) return fail(ctx.labels.incomplete, 'incomplete');
          const done = new Promise<PayResult>((resolve, reject) => {
            current = { key, resolve, reject };
          });
          card.submit();
          try {
            return await done;
          } catch (e) {
            throw toPaymentBackendError(e);
          }
        });
      },
      async resume() {
        return fail(undefined, 'no_challenge'); // Adyen runs its own actions (3-D Secure)
      },
      destroy() {
        if (cached.handlers.current === handlers) cached.handlers.current = null;
        current = null;
        state.clear();
        if (card.unmount) card.unmount();
        else card.remove?.();
        target.remove();
      },
    };
  },
};

