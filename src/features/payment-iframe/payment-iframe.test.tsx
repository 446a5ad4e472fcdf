import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInElement } from '../../../tests/unit/render';
import type { MountContext, MountedCardFields, PayResult } from '../../payments/types';
import { PaymentIframeFeature } from './payment-iframe-feature';

const fake = vi.hoisted(() => ({ pay: null as unknown as () => Promise<PayResult>, mounts: [] as MountContext[] }));
vi.mock('../../payments/load-adapter', () => ({
  loadAdapter: async (provider: string) => ({
    provider,
    async mount(ctx: MountContext): Promise<MountedCardFields> {
      fake.mounts.push(ctx);
      return { onChange: (cb) => cb({ ready: true, complete: true }), pay: () => fake.pay(), resume: async () => ({ status: 'failed', message: 'x' }), destroy: () => undefined };
    },
  }),
}));

const PI = 'pi_frame_1';
const routes = (allowed: string[]) => ({
  'GET /api/config': { company_name: 'Sunny', allowed_origins: allowed },
  [`GET /api/checkout-info/${PI}`]: {
    payment: { payment_intent_id: PI, client_secret: 'cs_1', status: 'requires_payment_method', amount: 1000, currency: 'USD', capture_method: 'automatic', metadata: { type: 'accommodation' } },
    reservation: null,
    provider: 'stripe',
    require_address_fields: false,
    terms_of_use: null,
  },
});
const url = (q: Record<string, string>) => `/payment-iframe?${new URLSearchParams({ clientSecret: 'cs_1', paymentIntent: PI, ...q }).toString()}`;

let post: ReturnType<typeof vi.spyOn>;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fake.pay = async () => ({ status: 'succeeded' });
  fake.mounts = [];
  post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  post.mockRestore();
  warn.mockRestore();
});

describe('<payment-iframe>', () => {
  it('without a public key it does not start: a short notice, a console warning only', async () => {
    await renderInElement(<PaymentIframeFeature />, { url: url({}), routes: routes(['https://site.test']) });
    expect(await screen.findByText('The card form is not available.')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('publicKey'));
    expect(fake.mounts).toHaveLength(0);
  });

  it('refuses a parent origin outside the allowed origins (and never posts)', async () => {
    await renderInElement(<PaymentIframeFeature />, { url: url({ publicKey: 'pk_1', parentOrigin: 'https://evil.test' }), routes: routes(['https://site.test']) });
    expect(await screen.findByText('This card form cannot be used on this site.')).toBeTruthy();
    expect(fake.mounts).toHaveLength(0);
    expect(post).not.toHaveBeenCalled();
  });

  it("Card fields, 'Confirm & Pay' in buttonColor, brands; posts one result to the parent origin (never '*'), Stripe setup flow", async () => {
    await renderInElement(<PaymentIframeFeature />, { url: url({ publicKey: 'pk_1', parentOrigin: 'https://site.test', buttonColor: '1d4ed8' }), routes: routes(['https://site.test']) });
    const button = await screen.findByRole('button', { name: 'Confirm & Pay' });
    expect((button.parentElement as HTMLElement).style.getPropertyValue('--_primary')).toBe('#1d4ed8');
    expect(screen.getByRole('list', { name: 'Accepted cards' }).querySelectorAll('svg')).toHaveLength(3);
    await waitFor(() => expect(fake.mounts).toHaveLength(1));
    expect(fake.mounts[0]).toMatchObject({ flow: 'setup', setupClientSecret: 'cs_1', keys: { stripe_public_key: 'pk_1' } });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await act(async () => {
      fireEvent.click(button);
    });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({ source: 'guest-portal-elements', version: 1, type: 'payment-result', status: 'succeeded', payment_intent_id: PI }, 'https://site.test');
  });

  it('a decline then a success posts exactly one message, succeeded (the decline stays in the form)', async () => {
    const results: PayResult[] = [{ status: 'failed', code: 'card_declined', message: 'Your card was declined.' }, { status: 'succeeded' }];
    fake.pay = async () => results.shift()!;
    await renderInElement(<PaymentIframeFeature />, { url: url({ publicKey: 'pk_1', parentOrigin: 'https://site.test' }), routes: routes(['https://site.test']) });
    const button = await screen.findByRole('button', { name: 'Confirm & Pay' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await act(async () => {
      fireEvent.click(button);
    });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0]).toMatchObject({ status: 'succeeded', payment_intent_id: PI });
  });

  it('a payment locked after too many declines is final: one failed message, never another', async () => {
    fake.pay = async () => ({ status: 'failed', code: 'intent_locked', message: 'Too many declined attempts: this payment is locked.' });
    await renderInElement(<PaymentIframeFeature />, { url: url({ publicKey: 'pk_1', parentOrigin: 'https://site.test' }), routes: routes(['https://site.test']) });
    const button = await screen.findByRole('button', { name: 'Confirm & Pay' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    for (let i = 0; i < 2; i++) {
      await act(async () => {
        fireEvent.click(button);
      });
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    }
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0]).toMatchObject({ status: 'failed', message: 'Too many declined attempts: this payment is locked.' });
  });

  it('an invalid buttonColor is ignored (theme default)', async () => {
    await renderInElement(<PaymentIframeFeature />, { url: url({ publicKey: 'pk_1', parentOrigin: 'https://site.test', buttonColor: 'red;x' }), routes: routes(['https://site.test']) });
    const button = await screen.findByRole('button', { name: 'Confirm & Pay' });
    expect((button.parentElement as HTMLElement).style.getPropertyValue('--_primary')).toBe('');
  });

  it('without a parentOrigin (the spec\'s parameters only): an unframed form posts to its own page when the tenant allows it', async () => {
    const own = window.location.origin;
    const spec = routes([own]);
    // A spec-only checkout-info: the provider only in payment.payment_provider, no top-level provider.
    const info = spec[`GET /api/checkout-info/${PI}`] as { payment: Record<string, unknown>; provider?: string };
    delete info.provider;
    info.payment.payment_provider = 'Stripe';
    await renderInElement(<PaymentIframeFeature />, { url: url({ publicKey: 'pk_1' }), routes: spec });
    const button = await screen.findByRole('button', { name: 'Confirm & Pay' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(fake.mounts[0]).toMatchObject({ flow: 'setup', keys: { stripe_public_key: 'pk_1' } });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(post).toHaveBeenCalledWith(expect.objectContaining({ status: 'succeeded' }), own);
  });

  it('without a parentOrigin, a page the tenant does not list gets no card form', async () => {
    await renderInElement(<PaymentIframeFeature />, { url: url({ publicKey: 'pk_1' }), routes: routes(['https://site.test']) });
    expect(await screen.findByText('This card form cannot be used on this site.')).toBeTruthy();
    expect(fake.mounts).toHaveLength(0);
  });
});
