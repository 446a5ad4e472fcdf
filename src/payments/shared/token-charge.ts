import { mountCardInputs } from './card-inputs';
import { createPayFlow } from './flow';
import { createTokenCache } from './tokenize';
import type { MountContext, MountedCardFields } from '../types';

/**
 * Card fields for providers that charge a token server-side (tokenizer capture, vault purchase):
 * the SDK's own inputs, tokenise once per attempt (a retry reuses the token), then `charge(token, key)`.
 */
export function mountTokenCharge(
  ctx: MountContext,
  charge: (token: string, idempotencyKey: string) => Promise<{ status: 'succeeded' | 'requires_capture' }>,
): MountedCardFields {
  const inputs = mountCardInputs(ctx.lightDomHost, ctx.labels);
  const tokenize = createTokenCache(ctx.deps.backend);
  const flow = createPayFlow(ctx.deps.idempotencyKey, ctx.labels.paymentFailed);
  return {
    onChange: (cb) => inputs.onChange(cb),
    pay(req) {
      return flow.run(async (key) => {
        const card = inputs.read();
        if (!card) return { status: 'failed', message: ctx.labels.incomplete ?? ctx.labels.paymentFailed, code: 'incomplete' };
        inputs.setDisabled(true);
        try {
          const tok = await tokenize(key, { ...card, ...(req.holder?.full_name ? { name: req.holder.full_name } : {}) });
          return { status: (await charge(tok.token, key)).status };
        } finally {
          inputs.setDisabled(false);
        }
      });
    },
    async resume() {
      return { status: 'failed', message: ctx.labels.paymentFailed, code: 'no_challenge' };
    },
    destroy() {
      inputs.destroy();
    },
  };
}
