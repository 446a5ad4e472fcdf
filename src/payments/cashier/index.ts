import { step } from '../attempt';
import { MissingProviderKeyError } from '../errors';
import { originOf } from '../post-message';
import { mountCardInputs } from '../shared/card-inputs';
import { challengeUrl, createPayFlow, pageHref } from '../shared/flow';
import { createTokenCache } from '../shared/tokenize';
import type { MountContext, MountedCardFields, PaymentAdapter, PayResult } from '../types';
import { hiddenFrameFingerprint } from './fingerprint';

/**
 * Provider C (cashier). Flow (spec section 4): tokenise the card; collect a device fingerprint in a
 * hidden iframe; POST /api/cashier/purchase; if it returns `url`, pay() resolves
 * `{ status: 'challenge', url }` (the UI shows it in an embedded frame and waits for the `gp-3ds`
 * message); resume('approved') calls POST /api/cashier/capture, then success.
 * Holder data comes already validated (src/core/card-form.ts).
 */

/** Sandbox-only CVV "encryption" (reversible; the real provider encrypts with its own key). */
export function sandboxEncryptCvv(cvc: string): string {
  return `sbx1.${btoa(cvc)}`;
}

export const cashierAdapter: PaymentAdapter = {
  provider: 'cashier',
  async mount(ctx: MountContext): Promise<MountedCardFields> {
    const cashierToken = ctx.keys.cashier_token;
    if (!cashierToken) throw new MissingProviderKeyError('cashier_token');
    const { backend } = ctx.deps;
    const encryptCvv = ctx.deps.encryptCvv ?? sandboxEncryptCvv;
    const collect = ctx.deps.collectFingerprint ?? hiddenFrameFingerprint(ctx.lightDomHost);
    const inputs = mountCardInputs(ctx.lightDomHost, ctx.labels);
    const tokenize = createTokenCache(backend);
    const flow = createPayFlow(ctx.deps.idempotencyKey, ctx.labels.paymentFailed);
    const pi = ctx.payment;
    const settled = (s?: 'succeeded' | 'requires_capture'): PayResult => ({ status: s ?? (pi.capture_method === 'manual' ? 'requires_capture' : 'succeeded') });
    let fingerprint: { key: string; value: string } | null = null;
    let challengePending = false;

    return {
      onChange: (cb) => inputs.onChange(cb),
      pay(req) {
        return flow.run(async (key) => {
          const card = inputs.read();
          const h = req.holder;
          if (!card || !h) return { status: 'failed', message: ctx.labels.incomplete ?? ctx.labels.paymentFailed, code: 'incomplete' };
          inputs.setDisabled(true);
          try {
            const tok = await tokenize(key, { ...card, name: h.full_name });
            if (fingerprint?.key !== key) {
              const url = backend.cashierFingerprintUrl({
                card_bin: tok.card_bin,
                payment_intent_id: pi.payment_intent_id,
                client_secret: pi.client_secret,
                parent_origin: ctx.parentOrigin,
              });
              const abs = new URL(url, pageHref(ctx.lightDomHost)).href;
              const origin = originOf(abs);
              if (!origin) return { status: 'failed', message: ctx.labels.paymentFailed, code: 'fingerprint' };
              fingerprint = { key, value: await collect(abs, origin) };
            }
            const r = await backend.cashierPurchase(
              {
                token: tok.token,
                encrypted_cvv: encryptCvv(card.cvc, cashierToken),
                payment_intent_id: pi.payment_intent_id,
                client_secret: pi.client_secret,
                full_name: h.full_name,
                email: h.email,
                phone: h.phone ?? '',
                address1: h.address1 ?? '',
                city: h.city ?? '',
                zip_code: h.zip_code ?? '',
                country: h.country ?? '',
                state: h.state ?? '',
                fingerprint: fingerprint.value,
              },
              step(key, 'purchase'),
            );
            if ('url' in r) {
              challengePending = true;
              return { status: 'challenge', url: challengeUrl(r.url, ctx.apiBase, ctx.parentOrigin, pageHref(ctx.lightDomHost)) };
            }
            return settled(r.payment_intent_status);
          } finally {
            inputs.setDisabled(false);
          }
        });
      },
      async resume(outcome) {
        if (!challengePending) return { status: 'failed', message: ctx.labels.paymentFailed, code: 'no_challenge' };
        if (outcome !== 'approved') {
          challengePending = false;
          return { status: 'failed', message: ctx.labels.paymentFailed, code: 'authentication_failed' };
        }
        const r = await flow.run(async (key) => {
          const out = await backend.cashierCapture({ payment_intent_id: pi.payment_intent_id, client_secret: pi.client_secret }, step(key, 'capture'));
          return settled(out.status);
        });
        if (r.status !== 'failed' || r.code !== 'network') challengePending = false;
        return r;
      },
      destroy() {
        inputs.destroy();
      },
    };
  },
};

