import { describe, expect, it, vi } from 'vitest';
import { PaymentBackendError } from '../errors';
import { context, fakeBackend, intent } from '../../../tests/unit/payment-fakes';
import type { AdyenCardConfig, AdyenCoreConfig, AdyenSdk, AdyenSubmitActions } from '../types';
import { adyenAdapter } from './index';

/** A fake of @adyen/adyen-web v6 (named exports AdyenCheckout + Card); submit() calls onSubmit with the card state. */
function fakeAdyen(valid = true) {
  const checkouts: AdyenCoreConfig[] = [];
  const cards: Array<{ config: AdyenCardConfig; mountedOn: HTMLElement | null; submit: ReturnType<typeof vi.fn>; unmount: ReturnType<typeof vi.fn> }> = [];
  const actions = { resolve: vi.fn(), reject: vi.fn() } satisfies AdyenSubmitActions;
  const paymentMethod = { type: 'scheme', encryptedCardNumber: 'test_4242424242424242', encryptedExpiryMonth: 'test_03', encryptedExpiryYear: 'test_2030', encryptedSecurityCode: 'test_737' };
  const sdk = {
    AdyenCheckout: vi.fn(async (config: AdyenCoreConfig) => {
      checkouts.push(config);
      return { core: checkouts.length };
    }),
    Card: vi.fn(function (this: unknown, checkout: unknown, config: AdyenCardConfig) {
      const card = {
        config,
        checkout,
        mountedOn: null as HTMLElement | null,
        isValid: valid,
        mount: vi.fn((el: HTMLElement) => {
          card.mountedOn = el;
          return card;
        }),
        submit: vi.fn(() => {
          checkouts.at(-1)!.onSubmit({ data: { paymentMethod, browserInfo: { language: 'en-US' } }, isValid: true }, card, actions);
        }),
        unmount: vi.fn(),
      };
      cards.push(card);
      return card;
    }),
  };
  return { sdk: sdk as unknown as AdyenSdk & typeof sdk, checkouts, cards, actions, paymentMethod };
}

const keys = { adyen_client_key: 'test_CLIENTKEY', adyen_environment: 'test' as const };

describe('adyen adapter', () => {
  it('creates the checkout with clientKey, environment, countryCode, amount, locale and callbacks; mounts a Card', async () => {
    const a = fakeAdyen();
    const ctx = context({ backend: fakeBackend(), adyen: a.sdk }, { keys, payment: intent({ payment_intent_id: 'pi_a1' }) });
    await adyenAdapter.mount(ctx);
    expect(a.sdk.AdyenCheckout).toHaveBeenCalledTimes(1);
    expect(a.checkouts[0]).toMatchObject({ clientKey: 'test_CLIENTKEY', environment: 'test', countryCode: 'US', amount: { value: 12500, currency: 'USD' }, locale: 'en-US' });
    for (const cb of ['onSubmit', 'onAdditionalDetails', 'onError'] as const) expect(typeof a.checkouts[0]![cb]).toBe('function');
    expect(a.sdk.Card).toHaveBeenCalledWith({ core: 1 }, expect.objectContaining({ showPayButton: false }));
    expect(a.cards[0]!.mountedOn?.parentElement).toBe(ctx.lightDomHost);
  });

  it('creates the checkout once per intent (StrictMode mounts twice)', async () => {
    const a = fakeAdyen();
    const first = await adyenAdapter.mount(context({ backend: fakeBackend(), adyen: a.sdk }, { keys, payment: intent({ payment_intent_id: 'pi_a2' }) }));
    first.destroy();
    await adyenAdapter.mount(context({ backend: fakeBackend(), adyen: a.sdk }, { keys, payment: intent({ payment_intent_id: 'pi_a2' }) }));
    expect(a.sdk.AdyenCheckout).toHaveBeenCalledTimes(1);
    expect(a.sdk.Card).toHaveBeenCalledTimes(2);
    expect(a.cards[0]!.unmount).toHaveBeenCalled();
  });

  it('onSubmit posts to /api/adyen/payments and resolves the action; Authorised → succeeded', async () => {
    const a = fakeAdyen();
    const backend = fakeBackend({ adyenPayments: vi.fn(async () => ({ resultCode: 'Authorised' })) });
    const fields = await adyenAdapter.mount(context({ backend, adyen: a.sdk }, { keys, payment: intent({ payment_intent_id: 'pi_a3' }) }));
    await expect(fields.pay({})).resolves.toEqual({ status: 'succeeded' });
    expect(a.cards[0]!.submit).toHaveBeenCalledTimes(1);
    expect(backend.adyenPayments).toHaveBeenCalledWith({ payment_intent_id: 'pi_a3', client_secret: 'pi_1_secret_x', paymentMethod: a.paymentMethod, browserInfo: { language: 'en-US' } }, 'key-1');
    expect(a.actions.resolve).toHaveBeenCalledWith({ resultCode: 'Authorised' });
  });

  it('Refused → failed with the refusal reason', async () => {
    const a = fakeAdyen();
    const backend = fakeBackend({ adyenPayments: vi.fn(async () => ({ resultCode: 'Refused', refusalReason: 'Your card was declined.' })) });
    const fields = await adyenAdapter.mount(context({ backend, adyen: a.sdk }, { keys, payment: intent({ payment_intent_id: 'pi_a4' }) }));
    await expect(fields.pay({})).resolves.toEqual({ status: 'failed', message: 'Your card was declined.', code: 'refused' });
    expect(a.actions.resolve).toHaveBeenCalledWith({ resultCode: 'Refused' });
  });

  it('an action is handed to the SDK; onAdditionalDetails posts /payments/details; manual capture → requires_capture', async () => {
    const a = fakeAdyen();
    const action = { type: 'threeDS2', token: '3ds_1', url: '/api/sandbox/3ds/3ds_1' };
    const backend = fakeBackend({
      adyenPayments: vi.fn(async () => ({ resultCode: 'ChallengeShopper', action })),
      adyenPaymentDetails: vi.fn(async () => ({ resultCode: 'Authorised' })),
    });
    const fields = await adyenAdapter.mount(context({ backend, adyen: a.sdk }, { keys, payment: intent({ payment_intent_id: 'pi_a5', capture_method: 'manual' }) }));
    const result = fields.pay({});
    await vi.waitFor(() => expect(a.actions.resolve).toHaveBeenCalledWith({ resultCode: 'ChallengeShopper', action }));
    const detailsActions = { resolve: vi.fn(), reject: vi.fn() };
    a.checkouts[0]!.onAdditionalDetails({ data: { details: { threeDSResult: '3ds_1' } } }, {}, detailsActions);
    await expect(result).resolves.toEqual({ status: 'requires_capture' });
    expect(backend.adyenPaymentDetails).toHaveBeenCalledWith({ payment_intent_id: 'pi_a5', client_secret: 'pi_1_secret_x', details: { threeDSResult: '3ds_1' } }, 'key-1:details');
    expect(detailsActions.resolve).toHaveBeenCalledWith({ resultCode: 'Authorised' });
  });

  it('a backend failure calls actions.reject() and keeps the key for the retry', async () => {
    const a = fakeAdyen();
    const adyenPayments = vi.fn().mockRejectedValueOnce(new PaymentBackendError({ kind: 'network' })).mockResolvedValueOnce({ resultCode: 'Authorised' });
    const fields = await adyenAdapter.mount(context({ backend: fakeBackend({ adyenPayments }), adyen: a.sdk }, { keys, payment: intent({ payment_intent_id: 'pi_a6' }) }));
    await expect(fields.pay({})).resolves.toMatchObject({ status: 'failed', code: 'network' });
    expect(a.actions.reject).toHaveBeenCalled();
    await expect(fields.pay({})).resolves.toEqual({ status: 'succeeded' });
    expect(adyenPayments.mock.calls.map((c) => c[1])).toEqual(['key-1', 'key-1']);
  });

  it('an invalid card does not submit', async () => {
    const a = fakeAdyen(false);
    const backend = fakeBackend();
    const fields = await adyenAdapter.mount(context({ backend, adyen: a.sdk }, { keys, payment: intent({ payment_intent_id: 'pi_a7' }) }));
    await expect(fields.pay({})).resolves.toMatchObject({ status: 'failed', code: 'incomplete' });
    expect(a.cards[0]!.submit).not.toHaveBeenCalled();
  });
});
