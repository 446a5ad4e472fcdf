import { MissingProviderKeyError } from '../errors';
import { mountTokenCharge } from '../shared/token-charge';
import type { MountContext, MountedCardFields, PaymentAdapter } from '../types';

/** Provider D (tokenizer): tokenise the card, then POST /api/tokenizer/capture { payment_intent_id, token }. */
export const tokenizerAdapter: PaymentAdapter = {
  provider: 'tokenizer',
  async mount(ctx: MountContext): Promise<MountedCardFields> {
    if (!ctx.keys.tokenizer_public_key) throw new MissingProviderKeyError('tokenizer_public_key');
    return mountTokenCharge(ctx, (token, key) => ctx.deps.backend.tokenizerCapture({ payment_intent_id: ctx.payment.payment_intent_id, client_secret: ctx.payment.client_secret, token }, key));
  },
};

