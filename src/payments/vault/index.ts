import { mountTokenCharge } from '../shared/token-charge';
import type { MountContext, MountedCardFields, PaymentAdapter } from '../types';

/**
 * Vault provider: the card is stored in the vault (sandbox: the sandbox tokenizer) and the server
 * charges the vaulted token: POST /api/vault/purchase { payment_method_token, payment_intent_id }.
 * Errors (spec section 8): validation `{ errors: string[] }` shown joined with ', '; a purchase
 * error `{ error }` shown as is (both read into ApiError.serverMessage).
 */
export const vaultAdapter: PaymentAdapter = {
  provider: 'vault',
  async mount(ctx: MountContext): Promise<MountedCardFields> {
    return mountTokenCharge(ctx, (token, key) =>
      ctx.deps.backend.vaultPurchase({ payment_method_token: token, payment_intent_id: ctx.payment.payment_intent_id, client_secret: ctx.payment.client_secret }, key),
    );
  },
};

