import { describe, expect, it, vi } from 'vitest';
import { MissingProviderKeyError, PaymentBackendError, PaymentInProgressError } from '../errors';
import { context, deferred, fakeBackend, intent } from '../../../tests/unit/payment-fakes';
import type { LoadStripe, StripeCardElementLike, StripeLike } from '../types';
import { stripeAdapter } from './index';

type ConfirmResult = Awaited<ReturnType<StripeLike['confirmCardPayment']>>;
type SetupResult = Awaited<ReturnType<NonNullable<StripeLike['confirmCardSetup']>>>;

/** A fake of Stripe.js: records calls, refuses ShadowRoot mount targets like the real one. */
function fakeStripe(confirm: (secret: string, data: unknown) => Promise<ConfirmResult>) {
  const handlers: Record<string, (e?: unknown) => void> = {};
  const card: StripeCardElementLike & { mounted: HTMLElement | null } = {
    mounted: null,
    mount: vi.fn((target: HTMLElement) => {
      if (target.getRootNode() instanceof ShadowRoot) throw new Error('Elements cannot be mounted in a ShadowRoot. Please mount in the Light DOM.');
      card.mounted = target;
    }),
    on: vi.fn((event: string, h: (e?: unknown) => void) => {
      handlers[event] = h;
    }) as StripeCardElementLike['on'],
    destroy: vi.fn(),
  };
  const elements = { create: vi.fn(() => card) };
  const stripe = {
    elements: vi.fn(() => elements),
    confirmCardPayment: vi.fn(confirm),
    confirmCardSetup: vi.fn(async (_secret: string, _data: unknown): Promise<SetupResult> => ({ setupIntent: { status: 'succeeded', payment_method: 'pm_1' } })),
  };
  const loadStripe = vi.fn(async () => stripe as StripeLike) as unknown as LoadStripe & ReturnType<typeof vi.fn>;
  return { stripe, elements, card, handlers, loadStripe };
}

const keys = { stripe_public_key: 'pk_test_123' };

describe('stripe adapter', () => {
  it('loads Stripe with the public key, creates a card element and mounts it in the light-DOM host', async () => {
    const s = fakeStripe(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } }));
    const ctx = context({ backend: fakeBackend(), loadStripe: s.loadStripe }, { keys });
    const fields = await stripeAdapter.mount(ctx);
    expect(s.loadStripe).toHaveBeenCalledWith('pk_test_123', { locale: 'en-US' });
    expect(s.stripe.elements).toHaveBeenCalledWith({ locale: 'en-US' });
    expect(s.elements.create).toHaveBeenCalledWith('card');
    expect(s.card.mounted?.parentElement).toBe(ctx.lightDomHost);
    const states: unknown[] = [];
    fields.onChange((st) => states.push(st));
    s.handlers.ready?.();
    s.handlers.change?.({ complete: false, error: { message: 'Your card number is incomplete.' } });
    s.handlers.change?.({ complete: true });
    expect(states).toEqual([
      { ready: false, complete: false },
      { ready: true, complete: false },
      { ready: true, complete: false, error: 'Your card number is incomplete.' },
      { ready: true, complete: true },
    ]);
    fields.destroy();
    expect(s.card.destroy).toHaveBeenCalled();
  });

  it('a mount target inside a ShadowRoot is refused (like Stripe.js)', async () => {
    const s = fakeStripe(async () => ({}));
    const el = document.createElement('div');
    document.body.append(el);
    const root = el.attachShadow({ mode: 'open' });
    const inShadow = document.createElement('div');
    root.append(inShadow);
    await expect(stripeAdapter.mount(context({ backend: fakeBackend(), loadStripe: s.loadStripe }, { keys, lightDomHost: inShadow }))).rejects.toThrow(
      'Elements cannot be mounted in a ShadowRoot',
    );
  });

  it('confirmCardPayment(clientSecret, { payment_method: { card }, receipt_email })', async () => {
    const s = fakeStripe(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } }));
    const fields = await stripeAdapter.mount(context({ backend: fakeBackend(), loadStripe: s.loadStripe }, { keys }));
    await expect(fields.pay({ receiptEmail: 'ada@example.com' })).resolves.toEqual({ status: 'succeeded' });
    expect(s.stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', { payment_method: { card: s.card }, receipt_email: 'ada@example.com' });
  });

  it('manual capture ends requires_capture', async () => {
    const s = fakeStripe(async () => ({ paymentIntent: { id: 'pi_1', status: 'requires_capture' } }));
    const fields = await stripeAdapter.mount(context({ backend: fakeBackend(), loadStripe: s.loadStripe }, { keys, payment: intent({ capture_method: 'manual' }) }));
    await expect(fields.pay({})).resolves.toEqual({ status: 'requires_capture' });
  });

  it('a Stripe error shows the provider message', async () => {
    const s = fakeStripe(async () => ({ error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } }));
    const fields = await stripeAdapter.mount(context({ backend: fakeBackend(), loadStripe: s.loadStripe }, { keys }));
    await expect(fields.pay({})).resolves.toEqual({ status: 'failed', message: 'Your card has insufficient funds.', code: 'insufficient_funds' });
  });

  it('one confirmation at a time', async () => {
    const d = deferred<ConfirmResult>();
    const s = fakeStripe(() => d.promise);
    const fields = await stripeAdapter.mount(context({ backend: fakeBackend(), loadStripe: s.loadStripe }, { keys }));
    const first = fields.pay({});
    await expect(fields.pay({})).rejects.toBeInstanceOf(PaymentInProgressError);
    d.resolve({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    await first;
    expect(s.stripe.confirmCardPayment).toHaveBeenCalledTimes(1);
  });

  it('does not start without a public key', async () => {
    const s = fakeStripe(async () => ({}));
    await expect(stripeAdapter.mount(context({ backend: fakeBackend(), loadStripe: s.loadStripe }))).rejects.toBeInstanceOf(MissingProviderKeyError);
    expect(s.loadStripe).not.toHaveBeenCalled();
  });

  describe('card setup flow (/payment-iframe)', () => {
    const setup = { keys, flow: 'setup' as const, setupClientSecret: 'seti_1_secret_y' };

    it('confirmCardSetup, then POST /api/stripe/purchase with the payment method and the intent amount', async () => {
      const s = fakeStripe(async () => ({}));
      const backend = fakeBackend({ stripePurchase: vi.fn(async () => ({ status: 'succeeded' as const, payment_intent_id: 'pi_1' })) });
      const fields = await stripeAdapter.mount(context({ backend, loadStripe: s.loadStripe }, setup));
      await expect(fields.pay({ holder: { full_name: 'Ada Lovelace', email: 'ada@example.com' } })).resolves.toEqual({ status: 'succeeded' });
      expect(s.stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_y', {
        payment_method: { card: s.card, billing_details: { name: 'Ada Lovelace', email: 'ada@example.com' } },
      });
      expect(backend.stripePurchase).toHaveBeenCalledWith({ payment_intent_id: 'pi_1', client_secret: 'pi_1_secret_x', amount: 12500, payment_method: 'pm_1' }, 'key-1');
      expect(s.stripe.confirmCardPayment).not.toHaveBeenCalled();
    });

    it('a manual-capture intent ends requires_capture (the server decides)', async () => {
      const s = fakeStripe(async () => ({}));
      const backend = fakeBackend({ stripePurchase: vi.fn(async () => ({ status: 'requires_capture' as const, payment_intent_id: 'pi_1' })) });
      const fields = await stripeAdapter.mount(context({ backend, loadStripe: s.loadStripe }, { ...setup, payment: intent({ capture_method: 'manual' }) }));
      await expect(fields.pay({})).resolves.toEqual({ status: 'requires_capture' });
    });

    it('a setup error shows the provider message and charges nothing', async () => {
      const s = fakeStripe(async () => ({}));
      s.stripe.confirmCardSetup.mockResolvedValueOnce({ error: { code: 'incomplete_number', message: 'Your card number is incomplete.' } });
      const backend = fakeBackend();
      const fields = await stripeAdapter.mount(context({ backend, loadStripe: s.loadStripe }, setup));
      await expect(fields.pay({})).resolves.toEqual({ status: 'failed', message: 'Your card number is incomplete.', code: 'incomplete_number' });
      expect(backend.stripePurchase).not.toHaveBeenCalled();
    });

    it('a decline of the purchase shows the server message; the next attempt gets a new key', async () => {
      const s = fakeStripe(async () => ({}));
      const stripePurchase = vi
        .fn()
        .mockRejectedValueOnce(new PaymentBackendError({ kind: 'http', status: 402, code: 'card_declined', serverMessage: 'Your card was declined.' }))
        .mockResolvedValueOnce({ status: 'succeeded', payment_intent_id: 'pi_1' });
      const backend = fakeBackend({ stripePurchase });
      const fields = await stripeAdapter.mount(context({ backend, loadStripe: s.loadStripe }, setup));
      await expect(fields.pay({})).resolves.toEqual({ status: 'failed', message: 'Your card was declined.', code: 'card_declined' });
      await expect(fields.pay({})).resolves.toEqual({ status: 'succeeded' });
      expect(stripePurchase.mock.calls.map((c) => c[1])).toEqual(['key-1', 'key-2']);
      expect(s.stripe.confirmCardSetup).toHaveBeenCalledTimes(2);
    });

    it('a lost answer is retried with the same key and the same payment method (no second setup, no second charge)', async () => {
      const s = fakeStripe(async () => ({}));
      const stripePurchase = vi
        .fn()
        .mockRejectedValueOnce(new PaymentBackendError({ kind: 'network' }))
        .mockResolvedValueOnce({ status: 'succeeded', payment_intent_id: 'pi_1' });
      const backend = fakeBackend({ stripePurchase });
      const fields = await stripeAdapter.mount(context({ backend, loadStripe: s.loadStripe }, setup));
      await expect(fields.pay({})).resolves.toMatchObject({ status: 'failed', code: 'network' });
      await expect(fields.pay({})).resolves.toEqual({ status: 'succeeded' });
      expect(stripePurchase.mock.calls).toEqual([
        [{ payment_intent_id: 'pi_1', client_secret: 'pi_1_secret_x', amount: 12500, payment_method: 'pm_1' }, 'key-1'],
        [{ payment_intent_id: 'pi_1', client_secret: 'pi_1_secret_x', amount: 12500, payment_method: 'pm_1' }, 'key-1'],
      ]);
      expect(s.stripe.confirmCardSetup).toHaveBeenCalledTimes(1);
    });

    it('one setup at a time (double submit)', async () => {
      const s = fakeStripe(async () => ({}));
      const d = deferred<SetupResult>();
      s.stripe.confirmCardSetup.mockReturnValueOnce(d.promise);
      const backend = fakeBackend({ stripePurchase: vi.fn(async () => ({ status: 'succeeded' as const, payment_intent_id: 'pi_1' })) });
      const fields = await stripeAdapter.mount(context({ backend, loadStripe: s.loadStripe }, setup));
      const first = fields.pay({});
      await expect(fields.pay({})).rejects.toBeInstanceOf(PaymentInProgressError);
      d.resolve({ setupIntent: { status: 'succeeded', payment_method: { id: 'pm_2' } } });
      await expect(first).resolves.toEqual({ status: 'succeeded' });
      expect(backend.stripePurchase).toHaveBeenCalledTimes(1);
      expect(backend.stripePurchase).toHaveBeenCalledWith({ payment_intent_id: 'pi_1', client_secret: 'pi_1_secret_x', amount: 12500, payment_method: 'pm_2' }, 'key-1');
    });
  });
});
