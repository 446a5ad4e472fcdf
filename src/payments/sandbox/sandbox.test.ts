import { describe, expect, it, vi } from 'vitest';
import { PaymentBackendError, PaymentInProgressError } from '../errors';
import { context, deferred, fakeBackend, typeCard } from '../../../tests/unit/payment-fakes';
import type { CardFieldsState, SandboxConfirmResponse } from '../types';
import { sandboxAdapter } from './index';

const year = new Date().getFullYear() + 2;

describe('sandbox adapter', () => {
  it('renders labelled card inputs in the light-DOM host and reports completeness', async () => {
    const ctx = context({ backend: fakeBackend() });
    const fields = await sandboxAdapter.mount(ctx);
    const labels = [...ctx.lightDomHost.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels).toEqual(['Card Number', 'Expiry Date', 'CVV']);
    for (const label of ctx.lightDomHost.querySelectorAll('label')) expect(ctx.lightDomHost.querySelector(`#${label.htmlFor}`)).not.toBeNull();
    const states: CardFieldsState[] = [];
    fields.onChange((s) => states.push(s));
    expect(states.at(-1)).toEqual({ ready: true, complete: false });
    typeCard(ctx.lightDomHost);
    expect(states.at(-1)).toEqual({ ready: true, complete: true });
    fields.destroy();
    expect(ctx.lightDomHost.querySelector('input')).toBeNull();
  });

  it('confirms with the client secret, the card and the receipt e-mail, under an idempotency key', async () => {
    const backend = fakeBackend({ sandboxConfirm: vi.fn(async () => ({ status: 'succeeded', payment_intent_id: 'pi_1' }) as SandboxConfirmResponse) });
    const ctx = context({ backend });
    const fields = await sandboxAdapter.mount(ctx);
    typeCard(ctx.lightDomHost);
    await expect(fields.pay({ receiptEmail: 'ada@example.com', holder: { full_name: 'Ada Lovelace', email: 'ada@example.com' } })).resolves.toEqual({ status: 'succeeded' });
    expect(backend.sandboxConfirm).toHaveBeenCalledWith(
      { client_secret: 'pi_1_secret_x', card: { number: '4242424242424242', exp_month: 12, exp_year: year, cvc: '123', name: 'Ada Lovelace' }, receipt_email: 'ada@example.com' },
      'key-1',
    );
  });

  it('incomplete card → failed without a request', async () => {
    const backend = fakeBackend();
    const ctx = context({ backend });
    const fields = await sandboxAdapter.mount(ctx);
    await expect(fields.pay({})).resolves.toEqual({ status: 'failed', message: 'Your card details are incomplete.', code: 'incomplete' });
    expect(backend.sandboxConfirm).not.toHaveBeenCalled();
  });

  it('a decline resolves failed with the server message; the next attempt gets a new key', async () => {
    const sandboxConfirm = vi
      .fn()
      .mockRejectedValueOnce(new PaymentBackendError({ kind: 'http', status: 402, code: 'card_declined', serverMessage: 'Your card was declined.' }))
      .mockResolvedValueOnce({ status: 'succeeded', payment_intent_id: 'pi_1' });
    const ctx = context({ backend: fakeBackend({ sandboxConfirm }) });
    const fields = await sandboxAdapter.mount(ctx);
    typeCard(ctx.lightDomHost);
    await expect(fields.pay({})).resolves.toEqual({ status: 'failed', message: 'Your card was declined.', code: 'card_declined' });
    await fields.pay({});
    expect(sandboxConfirm.mock.calls.map((c) => c[1])).toEqual(['key-1', 'key-2']);
  });

  it('a lost response: failed(network), and the retry reuses the same key', async () => {
    const sandboxConfirm = vi
      .fn()
      .mockRejectedValueOnce(new PaymentBackendError({ kind: 'network' }))
      .mockResolvedValueOnce({ status: 'succeeded', payment_intent_id: 'pi_1' });
    const ctx = context({ backend: fakeBackend({ sandboxConfirm }) });
    const fields = await sandboxAdapter.mount(ctx);
    typeCard(ctx.lightDomHost);
    await expect(fields.pay({})).resolves.toEqual({ status: 'failed', message: 'Payment failed.', code: 'network' });
    await expect(fields.pay({})).resolves.toEqual({ status: 'succeeded' });
    expect(sandboxConfirm.mock.calls.map((c) => c[1])).toEqual(['key-1', 'key-1']);
  });

  it('rejects a second pay() while one is in flight and disables the inputs meanwhile', async () => {
    const d = deferred<SandboxConfirmResponse>();
    const backend = fakeBackend({ sandboxConfirm: vi.fn(() => d.promise) });
    const ctx = context({ backend });
    const fields = await sandboxAdapter.mount(ctx);
    typeCard(ctx.lightDomHost);
    const first = fields.pay({});
    await expect(fields.pay({})).rejects.toBeInstanceOf(PaymentInProgressError);
    expect(ctx.lightDomHost.querySelector<HTMLInputElement>('input')!.disabled).toBe(true);
    d.resolve({ status: 'requires_capture', payment_intent_id: 'pi_1' });
    await expect(first).resolves.toEqual({ status: 'requires_capture' });
    expect(backend.sandboxConfirm).toHaveBeenCalledTimes(1);
    expect(ctx.lightDomHost.querySelector<HTMLInputElement>('input')!.disabled).toBe(false);
  });

  it('3-D Secure: challenge URL with parent_origin, then resume() lets the server decide', async () => {
    const sandboxConfirm = vi
      .fn()
      .mockResolvedValueOnce({ status: 'requires_action', payment_intent_id: 'pi_1', challenge_id: '3ds_1', url: '/api/sandbox/3ds/3ds_1' })
      .mockResolvedValueOnce({ status: 'succeeded', payment_intent_id: 'pi_1' });
    const ctx = context({ backend: fakeBackend({ sandboxConfirm }) });
    const fields = await sandboxAdapter.mount(ctx);
    typeCard(ctx.lightDomHost, '4000 0000 0000 3220');
    await expect(fields.pay({})).resolves.toEqual({ status: 'challenge', url: 'https://api.test/api/sandbox/3ds/3ds_1?parent_origin=https%3A%2F%2Fsite.test' });
    await expect(fields.resume('approved')).resolves.toEqual({ status: 'succeeded' });
    expect(sandboxConfirm).toHaveBeenLastCalledWith({ client_secret: 'pi_1_secret_x', challenge_id: '3ds_1' }, 'key-2');
    await expect(fields.resume('approved')).resolves.toMatchObject({ status: 'failed', code: 'no_challenge' });
  });
});
