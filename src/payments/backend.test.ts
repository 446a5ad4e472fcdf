import { describe, expect, it, vi } from 'vitest';
import { createPaymentBackend, fetchRequest } from './backend';
import { PaymentBackendError } from './errors';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('payment backend', () => {
  it('sends JSON with the Idempotency-Key header and returns the checked body', async () => {
    const fetchFn = vi.fn(async () => json(200, { status: 'succeeded', payment_intent_id: 'pi_1' }));
    const backend = createPaymentBackend(fetchRequest('https://api.test/', { fetch: fetchFn as unknown as typeof fetch }), 'https://api.test');
    await expect(backend.tokenizerCapture({ payment_intent_id: 'pi_1', client_secret: 'pi_1_secret', token: 'tok_1' }, 'k1')).resolves.toEqual({ status: 'succeeded', payment_intent_id: 'pi_1' });
    expect(fetchFn).toHaveBeenCalledWith('https://api.test/api/tokenizer/capture', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' },
      body: JSON.stringify({ payment_intent_id: 'pi_1', client_secret: 'pi_1_secret', token: 'tok_1' }),
    });
    expect(backend.cashierFingerprintUrl({ card_bin: '424242', payment_intent_id: 'pi_1', client_secret: 'pi_1_secret', parent_origin: 'https://site.test' })).toBe(
      'https://api.test/api/cashier/fingerprint?card_bin=424242&payment_intent_id=pi_1&client_secret=pi_1_secret&parent_origin=https%3A%2F%2Fsite.test',
    );
  });

  it('throws typed errors: http (with server text), network, malformed', async () => {
    const make = (impl: () => Promise<Response>) => createPaymentBackend(fetchRequest('', { fetch: vi.fn(impl) as unknown as typeof fetch }));
    const declined = make(async () => json(402, { error: 'Your card was declined.', code: 'card_declined' }));
    await expect(declined.vaultPurchase({ payment_method_token: 't', payment_intent_id: 'p', client_secret: 's' }, 'k')).rejects.toMatchObject({
      kind: 'http',
      status: 402,
      code: 'card_declined',
      serverMessage: 'Your card was declined.',
    });
    const offline = make(async () => {
      throw new TypeError('Failed to fetch');
    });
    const e = await offline.stripePurchase({ payment_intent_id: 'p', client_secret: 's', amount: 1, payment_method: 'm' }, 'k').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(PaymentBackendError);
    expect((e as PaymentBackendError).isIndeterminate).toBe(true);
    const odd = make(async () => json(200, { status: 'paid?' }));
    await expect(odd.cashierCapture({ payment_intent_id: 'p', client_secret: 's' }, 'k')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('a charge answered 2xx without a status (the spec names no answer) went through, for that intent', async () => {
    const make = (res: () => Response) => createPaymentBackend(fetchRequest('', { fetch: vi.fn(async () => res()) as unknown as typeof fetch }));
    await expect(make(() => new Response(null, { status: 204 })).tokenizerCapture({ payment_intent_id: 'pi_7', client_secret: 's', token: 't' }, 'k')).resolves.toEqual({
      status: 'succeeded',
      payment_intent_id: 'pi_7',
    });
    await expect(make(() => json(200, { ok: true })).stripePurchase({ payment_intent_id: 'pi_8', client_secret: 's', amount: 1, payment_method: 'm' }, 'k')).resolves.toEqual({
      status: 'succeeded',
      payment_intent_id: 'pi_8',
    });
    await expect(make(() => json(200, ['x'])).vaultPurchase({ payment_method_token: 't', payment_intent_id: 'p', client_secret: 's' }, 'k')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it("normalises the shared client's ApiError-like errors", async () => {
    const request = vi.fn(async () => {
      throw { kind: 'http', status: 400, body: { errors: ['A', 'B'] } };
    });
    await expect(createPaymentBackend(request).vaultPurchase({ payment_method_token: 't', payment_intent_id: 'p', client_secret: 's' }, 'k')).rejects.toMatchObject({
      serverMessage: 'A, B',
      status: 400,
    });
  });
});
