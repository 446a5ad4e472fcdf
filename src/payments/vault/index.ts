import { mountCardInputs } from '../shared/card-inputs';
import { createPayFlow } from '../shared/flow';
import { createTokenCache } from '../shared/tokenize';
import type { MountContext, MountedCardFields, PaymentAdapter } from '../types';

/**
 * Vault provider: the card is stored in the vault (sandbox: the sandbox tokenizer) and the server
 * charges the vaulted token: POST /api/vault/purchase { payment_method_token, payment_intent_id }.
 * Errors (spec section 8): validation `{ errors: string[] }` shown joined with ', '; a purchase
 * error `{ error }` shown as is (both read by PaymentBackendError.serverMessage).
 */
export const vaultAdapter: PaymentAdapter = {
  provider: 'vault',
  async mount(ctx: MountContext): Promise<MountedCardFields> {
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
            const r = await backend.vaultPurchase({ payment_method_token: tok.token, payment_intent_id: ctx.payment.payment_intent_id }, key);
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

export default vaultAdapter;
