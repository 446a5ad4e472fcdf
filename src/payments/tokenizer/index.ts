import { MissingProviderKeyError } from '../errors';
import { mountCardInputs } from '../shared/card-inputs';
import { createPayFlow } from '../shared/flow';
import { createTokenCache } from '../shared/tokenize';
import type { MountContext, MountedCardFields, PaymentAdapter } from '../types';

/** Provider D (tokenizer): tokenise the card, then POST /api/tokenizer/capture { payment_intent_id, token }. */
export const tokenizerAdapter: PaymentAdapter = {
  provider: 'tokenizer',
  async mount(ctx: MountContext): Promise<MountedCardFields> {
    if (!ctx.keys.tokenizer_public_key) throw new MissingProviderKeyError('tokenizer_public_key');
    const { backend } = ctx.deps;
    const inputs = mountCardInputs(ctx.lightDomHost, ctx.labels);
    const tokenize = createTokenCache(backend);
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
            const r = await backend.tokenizerCapture({ payment_intent_id: ctx.payment.payment_intent_id, token: tok.token }, key);
            return { status: r.status };
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
  },
};

export default tokenizerAdapter;
