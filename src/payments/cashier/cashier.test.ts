import { describe, expect, it, vi } from 'vitest';
import { PaymentBackendError } from '../errors';
import { context, fakeBackend, typeCard } from '../../../tests/unit/payment-fakes';
import type { HolderData } from '../types';
import { cashierAdapter, sandboxEncryptCvv } from './index';

const holder: HolderData = {
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  address1: '1 Main St',
  city: 'Springfield',
  zip_code: '12345',
  country: 'US',
  state: 'IL',
};
const keys = { cashier_token: 'cashier_sandbox_1' };

describe('cashier adapter (provider C)', () => {
  it('tokenises, fingerprints, purchases with the holder data; approved → succeeded', async () => {
    const backend = fakeBackend({ cashierPurchase: vi.fn(async () => ({ status: 'approved' as const, payment_intent_status: 'succeeded' as const })) });
    const collectFingerprint = vi.fn(async () => 'fp_abc');
    const ctx = context({ backend, collectFingerprint }, { keys });
    const fields = await cashierAdapter.mount(ctx);
    typeCard(ctx.lightDomHost);
    await expect(fields.pay({ holder })).resolves.toEqual({ status: 'succeeded' });
    expect(backend.tokenize).toHaveBeenCalledWith({ card: expect.objectContaining({ number: '4242424242424242', cvc: '123', name: 'Ada Lovelace' }) });
    expect(backend.cashierFingerprintUrl).toHaveBeenCalledWith({ card_bin: '424242', payment_intent_id: 'pi_1', client_secret: 'pi_1_secret_x', parent_origin: 'https://site.test' });
    expect(collectFingerprint).toHaveBeenCalledWith(expect.stringContaining('https://api.test/api/cashier/fingerprint?card_bin=424242'), 'https://api.test');
    expect(backend.cashierPurchase).toHaveBeenCalledWith(
      { token: 'tok_1', encrypted_cvv: sandboxEncryptCvv('123'), payment_intent_id: 'pi_1', client_secret: 'pi_1_secret_x', ...holder, fingerprint: 'fp_abc' },
      'key-1:purchase',
    );
  });

  it('challenge: url → resume(approved) → capture → succeeded', async () => {
    const backend = fakeBackend({
      cashierPurchase: vi.fn(async () => ({ url: '/api/sandbox/3ds/3ds_9', challenge_id: '3ds_9' })),
      cashierCapture: vi.fn(async () => ({ status: 'succeeded' as const, payment_intent_id: 'pi_1' })),
    });
    const ctx = context({ backend, collectFingerprint: async () => 'fp' }, { keys });
    const fields = await cashierAdapter.mount(ctx);
    typeCard(ctx.lightDomHost, '4000 0000 0000 3220');
    await expect(fields.pay({ holder })).resolves.toEqual({ status: 'challenge', url: 'https://api.test/api/sandbox/3ds/3ds_9?parent_origin=https%3A%2F%2Fsite.test' });
    await expect(fields.resume('approved')).resolves.toEqual({ status: 'succeeded' });
    expect(backend.cashierCapture).toHaveBeenCalledWith({ payment_intent_id: 'pi_1', client_secret: 'pi_1_secret_x' }, 'key-2:capture');
  });

  it("challenge 'failed' does not capture", async () => {
    const backend = fakeBackend({ cashierPurchase: vi.fn(async () => ({ url: '/api/sandbox/3ds/x' })) });
    const ctx = context({ backend, collectFingerprint: async () => 'fp' }, { keys });
    const fields = await cashierAdapter.mount(ctx);
    typeCard(ctx.lightDomHost);
    await fields.pay({ holder });
    await expect(fields.resume('failed')).resolves.toMatchObject({ status: 'failed', code: 'authentication_failed' });
    expect(backend.cashierCapture).not.toHaveBeenCalled();
  });

  it('a purchase error shows the response error; a retry after a lost answer reuses token, fingerprint and key', async () => {
    const cashierPurchase = vi
      .fn()
      .mockRejectedValueOnce(new PaymentBackendError({ kind: 'network' }))
      .mockRejectedValueOnce(new PaymentBackendError({ kind: 'http', status: 402, code: 'card_declined', serverMessage: 'Your card was declined.' }));
    const backend = fakeBackend({ cashierPurchase });
    const collectFingerprint = vi.fn(async () => 'fp');
    const ctx = context({ backend, collectFingerprint }, { keys });
    const fields = await cashierAdapter.mount(ctx);
    typeCard(ctx.lightDomHost);
    await expect(fields.pay({ holder })).resolves.toMatchObject({ status: 'failed', code: 'network' });
    await expect(fields.pay({ holder })).resolves.toEqual({ status: 'failed', message: 'Your card was declined.', code: 'card_declined' });
    expect(backend.tokenize).toHaveBeenCalledTimes(1);
    expect(collectFingerprint).toHaveBeenCalledTimes(1);
    expect(cashierPurchase.mock.calls.map((c) => c[1])).toEqual(['key-1:purchase', 'key-1:purchase']);
  });

  it('the default fingerprint collector takes the message from the hidden frame only', async () => {
    // happy-dom does not load frames: give the hidden frame a window object to compare `event.source` with.
    const frameWindow = {} as Window;
    const spy = vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(frameWindow);
    const backend = fakeBackend({ cashierPurchase: vi.fn(async () => ({ status: 'approved' as const })) });
    const ctx = context({ backend }, { keys });
    const fields = await cashierAdapter.mount(ctx);
    typeCard(ctx.lightDomHost);
    const result = fields.pay({ holder });
    await vi.waitFor(() => expect(ctx.lightDomHost.querySelector('iframe')).not.toBeNull());
    const frame = ctx.lightDomHost.querySelector('iframe')!;
    const post = (origin: string, source: unknown, fingerprint: string) => {
      const e = new MessageEvent('message', { data: { type: 'gp-fingerprint', fingerprint }, origin });
      Object.defineProperty(e, 'source', { value: source });
      window.dispatchEvent(e);
    };
    expect(frame.src).toContain('https://api.test/api/cashier/fingerprint?card_bin=424242');
    post('https://evil.test', frameWindow, 'fp_evil');
    post('https://api.test', window, 'fp_wrong_source');
    post('https://api.test', frameWindow, 'fp_real');
    await expect(result).resolves.toEqual({ status: 'succeeded' });
    expect(backend.cashierPurchase).toHaveBeenCalledWith(expect.objectContaining({ fingerprint: 'fp_real' }), 'key-1:purchase');
    expect(ctx.lightDomHost.querySelector('iframe')).toBeNull();
    spy.mockRestore();
  });
});
