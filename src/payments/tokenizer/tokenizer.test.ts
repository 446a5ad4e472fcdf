import { describe, expect, it, vi } from 'vitest';
import { MissingProviderKeyError, PaymentBackendError } from '../errors';
import { context, fakeBackend, typeCard } from '../../../tests/unit/payment-fakes';
import { tokenizerAdapter } from './index';

const keys = { tokenizer_public_key: 'tok_pk' };

describe('tokenizer adapter (provider D)', () => {
  it('tokenises then POSTs /api/tokenizer/capture with the token', async () => {
    const backend = fakeBackend({ tokenizerCapture: vi.fn(async () => ({ status: 'succeeded' as const, payment_intent_id: 'pi_1' })) });
    const ctx = context({ backend }, { keys });
    const fields = await tokenizerAdapter.mount(ctx);
    typeCard(ctx.lightDomHost);
    await expect(fields.pay({})).resolves.toEqual({ status: 'succeeded' });
    expect(backend.tokenizerCapture).toHaveBeenCalledWith({ payment_intent_id: 'pi_1', client_secret: 'pi_1_secret_x', token: 'tok_1' }, 'key-1');
  });

  it('shows the server message on a decline', async () => {
    const backend = fakeBackend({ tokenizerCapture: vi.fn().mockRejectedValue(new PaymentBackendError({ kind: 'http', status: 402, code: 'insufficient_funds', serverMessage: 'Your card has insufficient funds.' })) });
    const ctx = context({ backend }, { keys });
    const fields = await tokenizerAdapter.mount(ctx);
    typeCard(ctx.lightDomHost);
    await expect(fields.pay({})).resolves.toEqual({ status: 'failed', message: 'Your card has insufficient funds.', code: 'insufficient_funds' });
  });

  it('does not start without its public key', async () => {
    await expect(tokenizerAdapter.mount(context({ backend: fakeBackend() }))).rejects.toBeInstanceOf(MissingProviderKeyError);
  });
});
