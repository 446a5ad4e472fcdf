import { MissingProviderKeyError } from '../errors';
import { createPayFlow, createStateEmitter } from '../shared/flow';
import type { LoadStripe, MountContext, MountedCardFields, PaymentAdapter, PayRequest, PayResult, StripeLike } from '../types';

/**
 * Provider A (Stripe Card Element). Stripe.js is loaded on demand through
 * `@stripe/stripe-js/pure` (which injects nothing until `loadStripe` is called) and always from
 * Stripe's own host. The card element is mounted into the light-DOM host: Stripe refuses ShadowRoots.
 * `confirmCardPayment` runs Stripe's own 3-D Secure flow; manual-capture intents end `requires_capture`.
 * With `flow: 'setup'` (the /payment-iframe card form) `confirmCardSetup` yields a payment method that
 * `POST /api/stripe/purchase` charges (idempotency key per attempt, payment method reused on retry).
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

    const failed = (error: { message?: string; code?: string; decline_code?: string }): PayResult => ({
      status: 'failed',
      message: error.message ?? ctx.labels.paymentFailed,
      ...(error.decline_code || error.code ? { code: error.decline_code ?? error.code } : {}),
    });

    // Setup flow: one payment method per attempt, so a retry of the same attempt (same idempotency key)
    // sends the identical purchase request and the server replays a charge it already made.
    let setupMethod: { key: string; id: string } | null = null;
    const paySetup = (req: PayRequest) =>
      flow.run(async (key) => {
        if (setupMethod?.key !== key) {
          if (!stripe.confirmCardSetup) return { status: 'failed', message: ctx.labels.paymentFailed, code: 'unsupported' };
          const name = req.holder?.full_name;
          const email = req.holder?.email || req.receiptEmail;
          const billing = name || email ? { billing_details: { ...(name ? { name } : {}), ...(email ? { email } : {}) } } : {};
          const setup = await stripe.confirmCardSetup(ctx.setupClientSecret ?? ctx.payment.client_secret, { payment_method: { card, ...billing } });
          if (setup.error) return failed(setup.error);
          const pm = setup.setupIntent?.payment_method;
          const id = typeof pm === 'string' ? pm : pm?.id;
          if (setup.setupIntent?.status !== 'succeeded' || !id) return { status: 'failed', message: ctx.labels.paymentFailed, code: setup.setupIntent?.status ?? 'unknown' };
          setupMethod = { key, id };
        }
        const out = await ctx.deps.backend.stripePurchase(
          { payment_intent_id: ctx.payment.payment_intent_id, client_secret: ctx.payment.client_secret, amount: ctx.payment.amount, payment_method: setupMethod.id },
          key,
        );
        return { status: out.status };
      });

    return {
      onChange: (cb) => state.on(cb),
      pay(req) {
        if (ctx.flow === 'setup') return paySetup(req);
        return flow.run(async () => {
          const result = await stripe.confirmCardPayment(ctx.payment.client_secret, {
            payment_method: { card },
            ...(req.receiptEmail ? { receipt_email: req.receiptEmail } : {}),
          });
          if (result.error) return failed(result.error);
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

