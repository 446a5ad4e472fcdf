import { mountCardInputs } from '../shared/card-inputs';
import { challengeUrl, createPayFlow, pageHref } from '../shared/flow';
import type { MountContext, MountedCardFields, PaymentAdapter, PayResult } from '../types';

/**
 * Sandbox provider: card inputs rendered by the SDK (light DOM), direct confirmation with the
 * client secret (`POST /api/sandbox/confirm`). Test card 4000 0000 0000 3220 returns a 3-D Secure
 * challenge: pay() resolves `{ status: 'challenge', url }`, the UI shows the frame, then resume().
 */
export const sandboxAdapter: PaymentAdapter = {
  provider: 'sandbox',
  async mount(ctx: MountContext): Promise<MountedCardFields> {
    const { backend } = ctx.deps;
    const inputs = mountCardInputs(ctx.lightDomHost, ctx.labels);
    const flow = createPayFlow(ctx.deps.idempotencyKey, ctx.labels.paymentFailed);
    let challengeId: string | null = null;

    const settle = (status: 'succeeded' | 'requires_capture' | 'requires_action', url?: string, id?: string): PayResult => {
      if (status === 'requires_action') {
        if (!url || !id) return { status: 'failed', message: ctx.labels.paymentFailed };
        challengeId = id;
        return { status: 'challenge', url: challengeUrl(url, ctx.apiBase, ctx.parentOrigin, pageHref(ctx.lightDomHost)) };
      }
      return { status };
    };

    return {
      onChange: (cb) => inputs.onChange(cb),
      async pay(req) {
        return flow.run(async (key) => {
          const card = inputs.read();
          if (!card) return { status: 'failed', message: ctx.labels.incomplete ?? ctx.labels.paymentFailed, code: 'incomplete' };
          inputs.setDisabled(true);
          try {
            const r = await backend.sandboxConfirm(
              {
                client_secret: ctx.payment.client_secret,
                card: { ...card, ...(req.holder?.full_name ? { name: req.holder.full_name } : {}) },
                ...(req.receiptEmail ? { receipt_email: req.receiptEmail } : {}),
              },
              key,
            );
            return settle(r.status, r.url, r.challenge_id);
          } finally {
            inputs.setDisabled(false);
          }
        });
      },
      async resume() {
        const id = challengeId;
        if (!id) return { status: 'failed', message: ctx.labels.paymentFailed, code: 'no_challenge' };
        // The server knows the challenge outcome (recorded by the challenge page); it decides.
        const r = await flow.run(async (key) => {
          const out = await backend.sandboxConfirm({ client_secret: ctx.payment.client_secret, challenge_id: id }, key);
          return settle(out.status, out.url, out.challenge_id);
        });
        if (r.status !== 'failed' || r.code !== 'network') challengeId = r.status === 'challenge' ? challengeId : null;
        return r;
      },
      destroy() {
        inputs.destroy();
      },
    };
  },
};

