import { MissingProviderKeyError } from '../errors';
import { createPayFlow, createStateEmitter } from '../shared/flow';
import type { LoadStripe, MountContext, MountedCardFields, PaymentAdapter, StripeLike } from '../types';

/**
 * Provider A (Stripe Card Element). Stripe.js is loaded on demand through
 * `@stripe/stripe-js/pure` (which injects nothing until `loadStripe` is called) and always from
 * Stripe's own host. The card element is mounted into the light-DOM host: Stripe refuses ShadowRoots.
 * `confirmCardPayment` runs Stripe's own 3-D Secure flow; manual-capture intents end `requires_capture`.
 */
async function defaultLoadStripe(): Promise<LoadStripe> {
  const mod = await import('@stripe/stripe-js/pure');
  return mod.loadStripe as unknown as LoadStripe;
}

export const stripeAdapter: PaymentAdapter = {
  provider: 'stripe',
  async mount(ctx: MountContext): Promise<MountedCardFields> {
    const pk = ctx.keys.stripe_public_key;
    if (!pk) throw new MissingProviderKeyError('stripe_public_key');
    const loadStripe = ctx.deps.loadStripe ?? (await defaultLoadStripe());
    const stripe: StripeLike | null = await loadStripe(pk, { locale: ctx.locale });
    if (!stripe) throw new Error('Stripe.js failed to load');

    const elements = stripe.elements({ locale: ctx.locale });
    const card = elements.create('card');
    const target = ctx.lightDomHost.ownerDocument.createElement('div');
    target.className = 'gp-stripe-card';
    ctx.lightDomHost.append(target);
    const state = createStateEmitter({ ready: false, complete: false });
    card.on('ready', () => state.set({ ...state.get(), ready: true }));
    card.on('change', (e) => state.set({ ready: true, complete: e.complete, ...(e.error ? { error: e.error.message } : {}) }));
    try {
      card.mount(target); // throws 'Elements cannot be mounted in a ShadowRoot' when misused
    } catch (e) {
      target.remove();
      throw e;
    }

    const flow = createPayFlow(ctx.deps.idempotencyKey, ctx.labels.paymentFailed);
    const manual = ctx.payment.capture_method === 'manual';

    return {
      onChange: (cb) => state.on(cb),
      pay(req) {
        return flow.run(async () => {
          const result = await stripe.confirmCardPayment(ctx.payment.client_secret, {
            payment_method: { card },
            ...(req.receiptEmail ? { receipt_email: req.receiptEmail } : {}),
          });
          if (result.error) {
            return {
              status: 'failed',
              message: result.error.message ?? ctx.labels.paymentFailed,
              ...(result.error.decline_code || result.error.code ? { code: result.error.decline_code ?? result.error.code } : {}),
            };
          }
          const status = result.paymentIntent?.status;
          if (status === 'succeeded' || status === 'requires_capture') return { status };
          if (status === 'processing') return { status: manual ? 'requires_capture' : 'succeeded' };
          return { status: 'failed', message: ctx.labels.paymentFailed, code: status ?? 'unknown' };
        });
      },
      async resume() {
        // Stripe runs 3-D Secure inside confirmCardPayment; pay() never returns 'challenge'.
        return { status: 'failed', message: ctx.labels.paymentFailed, code: 'no_challenge' };
      },
      destroy() {
        state.clear();
        card.destroy();
        target.remove();
      },
    };
  },
};

export default stripeAdapter;
