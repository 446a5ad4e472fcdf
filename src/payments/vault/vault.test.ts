import { describe, expect, it, vi } from 'vitest';
import { fromErrorBody } from '../errors';
import { context, fakeBackend, typeCard } from '../../../tests/unit/payment-fakes';
import { vaultAdapter } from './index';

describe('vault adapter', () => {
  it('POSTs /api/vault/purchase with payment_method_token', async () => {
    const backend = fakeBackend({ vaultPurchase: vi.fn(async () => ({ status: 'succeeded' as const, payment_intent_id: 'pi_1' })) });
    const ctx = context({ backend });
    const fields = await vaultAdapter.mount(ctx);
    typeCard(ctx.lightDomHost);
    await expect(fields.pay({})).resolves.toEqual({ status: 'succeeded' });
    expect(backend.vaultPurchase).toHaveBeenCalledWith({ payment_method_token: 'tok_1', payment_intent_id: 'pi_1', client_secret: 'pi_1_secret_x' }, 'key-1');
  });

  it("validation errors[] are joined with ', '; a purchase error shows response.data.error", async () => {
    const vaultPurchase = vi
      .fn()
      .mockRejectedValueOnce(fromErrorBody(400, { errors: ['Payment method token is invalid', 'Payment intent is required'] }))
      .mockRejectedValueOnce(fromErrorBody(402, { data: { error: 'Card expired' } }));
    const ctx = context({ backend: fakeBackend({ vaultPurchase }) });
    const fields = await vaultAdapter.mount(ctx);
    typeCard(ctx.lightDomHost);
    await expect(fields.pay({})).resolves.toMatchObject({ status: 'failed', message: 'Payment method token is invalid, Payment intent is required' });
    await expect(fields.pay({})).resolves.toMatchObject({ status: 'failed', message: 'Card expired' });
  });
});
