import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../tests/unit/mock-fetch';
import { renderInElement } from '../../../tests/unit/render';
import type { CardFieldsState, MountContext, MountedCardFields, PayResult } from '../../payments/types';
import { CheckoutFeature } from './checkout-feature';
import type { Locale } from '../../core/locales';
import arCheckout from '../../../locales/ar/checkout.json';

// The provider adapter is replaced by a controllable fake (the adapters have their own tests against SDK fakes).
const fake = vi.hoisted(() => ({
  pay: null as unknown as (req: unknown) => Promise<PayResult>,
  resume: null as unknown as (o: string) => Promise<PayResult>,
  state: { ready: true, complete: true } as { ready: boolean; complete: boolean; error?: string },
  mounts: [] as Array<{ provider: string; ctx: unknown }>,
  destroyed: 0,
}));
vi.mock('../../payments/load-adapter', () => ({
  loadAdapter: async (provider: string) => ({
    provider,
    async mount(ctx: MountContext): Promise<MountedCardFields> {
      fake.mounts.push({ provider, ctx });
      const input = ctx.lightDomHost.ownerDocument.createElement('input');
      input.name = 'cardnumber';
      input.setAttribute('aria-label', 'Card Number');
      ctx.lightDomHost.append(input);
      return {
        onChange: (cb: (s: CardFieldsState) => void) => cb(fake.state),
        pay: (req) => fake.pay(req),
        resume: (o) => fake.resume(o),
        destroy: () => {
          fake.destroyed++;
          input.remove();
        },
      };
    },
  }),
}));

const PI = 'pi_test_1';

function info(over: { payment?: Record<string, unknown>; [k: string]: unknown } = {}) {
  const { payment, ...rest } = over;
  return {
    payment: {
      payment_intent_id: PI,
      client_secret: `${PI}_secret`,
      status: 'requires_payment_method',
      amount: 12345,
      currency: 'USD',
      capture_method: 'automatic',
      metadata: { type: 'accommodation' },
      payment_provider: 'sandbox',
      store_item_purchase: null,
      ...payment,
    },
    reservation: { id: 1, confirmation_code: 'DEMO-1', balance_due: 12345, currency: 'USD', check_in: '2030-01-01', check_out: '2030-01-05', listing: { title: 'Ocean View Villa', city_name: 'Miami', picture: null } },
    provider: 'sandbox',
    require_address_fields: false,
    terms_of_use: null,
    ...rest,
  };
}

const guest = { id: 7, first_name: 'Alex', last_name: 'Morgan', email: 'guest@demo.test', phone: '+1 555 0100', abilities: [] };

async function renderCheckout(opts: { info?: unknown; user?: unknown; url?: string; routes?: Record<string, unknown>; locale?: Locale } = {}) {
  return renderInElement(<CheckoutFeature />, {
    locale: opts.locale,
    url: opts.url ?? `/checkout/${PI}`,
    routes: {
      [`GET /api/checkout-info/${PI}`]: opts.info ?? info(),
      'GET /api/tourist/user': opts.user === undefined ? guest : opts.user,
      ...opts.routes,
    },
  });
}

const payButton = () => screen.getByRole('button', { name: /^Pay / });

async function fillZip() {
  fireEvent.change(await screen.findByLabelText('Zip code'), { target: { value: '10001' } });
}

beforeEach(() => {
  fake.pay = async () => ({ status: 'succeeded' });
  fake.resume = async () => ({ status: 'succeeded' });
  fake.state = { ready: true, complete: true };
  fake.mounts = [];
  fake.destroyed = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('<guest-checkout>', () => {
  it('a spec-only checkout-info: the provider named in payment.payment_provider; none named → no card form (never the sandbox)', async () => {
    const { provider: _top, ...specOnly } = info({ payment: { payment_provider: 'stripe', metadata: undefined } });
    const r = await renderCheckout({ info: { ...specOnly, stripe_public_key: 'pk_spec' } });
    await waitFor(() => expect(fake.mounts).toHaveLength(1));
    expect(fake.mounts[0]!.provider).toBe('stripe');
    expect(screen.getByText('Accommodation balance')).toBeTruthy();
    r.unmount();
    fake.mounts = [];
    const { provider: _none, ...unnamed } = info({ payment: { payment_provider: undefined } });
    await renderCheckout({ info: unnamed });
    expect(await screen.findByText('The card form is not available.')).toBeTruthy();
    expect(fake.mounts).toHaveLength(0);
  });

  it('shows the amount in the locale currency and what is being paid; mounts the card fields in a light-DOM slot child', async () => {
    const r = await renderCheckout();
    expect(await screen.findByText('$123.45')).toBeTruthy();
    expect(screen.getByText('Accommodation balance')).toBeTruthy();
    await waitFor(() => expect(fake.mounts).toHaveLength(1));
    const slot = r.host.querySelector(':scope > [slot="card-fields"]')!;
    expect(slot).toBeTruthy();
    expect(slot.querySelector('input[name="cardnumber"]')).toBeTruthy();
    expect((fake.mounts[0]!.ctx as MountContext).lightDomHost).toBe(slot);
    r.unmount();
    expect(r.host.querySelector('[slot="card-fields"]')).toBeNull();
    expect(fake.destroyed).toBe(1);
  });

  it('deposit hold: hold wording, release and refund texts; manual capture authorises', async () => {
    await renderCheckout({ info: info({ payment: { metadata: { type: 'deposit' }, capture_method: 'manual', amount: 50000 } }) });
    expect(await screen.findByText('Security deposit hold')).toBeTruthy();
    expect(screen.getByText(/released up to 2 days after check-out unless there is damage/)).toBeTruthy();
    expect(screen.getByText(/up to 14 days/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Authorize $500.00' })).toBeTruthy();
  });

  it('custom terms of use (sanitised) must be accepted before the submit button enables', async () => {
    await renderCheckout({ info: info({ terms_of_use: '<p>House rules</p><img src=x onerror="alert(1)">' }) });
    expect(await screen.findByText('House rules')).toBeTruthy();
    await fillZip();
    await waitFor(() => expect(fake.mounts).toHaveLength(1));
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have read and accept the terms of use'));
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('submit stays disabled until the card fields are ready and complete', async () => {
    fake.state = { ready: true, complete: false };
    await renderCheckout();
    await fillZip();
    await waitFor(() => expect(fake.mounts).toHaveLength(1));
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('processing → success 3 seconds after the success event; reloads trip info, reservations, pre-check-in; fires gp-payment-succeeded', async () => {
    const r = await renderCheckout();
    r.runtime.resources.set('trip-info:DEMO-1', { x: 1 });
    r.runtime.resources.set('reservations', []);
    r.runtime.resources.set('pre-check-in:DEMO-1', { y: 1 });
    r.runtime.resources.set('config', { keep: true });
    await fillZip();
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await act(async () => {
      fireEvent.click(payButton());
    });
    expect(screen.getByText('Processing payment')).toBeTruthy();
    expect(r.events.map((e) => [e.type, e.detail])).toEqual([['gp-payment-succeeded', { paymentIntentId: PI, type: 'accommodation' }]]);
    const entries = r.runtime.resources.getState().entries;
    expect(Object.keys(entries).sort()).toEqual(['config', 'user', `checkout-info:${PI}`].sort());
    await act(async () => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.queryByText('Payment successful')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Payment successful')).toBeTruthy();
    expect(screen.getByText('Your payment has been processed successfully.')).toBeTruthy();
  });

  /** Completes the form and presses Pay once the button enables. */
  async function payOnce() {
    await fillZip();
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    await act(async () => {
      fireEvent.click(payButton());
    });
  }

  it('failed: the dialog closes and the provider message shows under the card fields; gp-payment-failed', async () => {
    fake.pay = async () => ({ status: 'failed', message: 'Your card was declined.', code: 'card_declined' });
    const r = await renderCheckout();
    await payOnce();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Your card was declined.');
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect(screen.getByRole('group', { name: 'Card details' }).getAttribute('aria-describedby')).toBe('gp-checkout-card-error');
    expect(r.events.map((e) => [e.type, e.detail])).toEqual([['gp-payment-failed', { paymentIntentId: PI, type: 'accommodation', message: 'Your card was declined.' }]]);
  });

  it('an intent locked after too many declines shows the translated instruction, not the server text', async () => {
    fake.pay = async () => ({ status: 'failed', message: 'Too many declined attempts: this payment is locked.', code: 'intent_locked' });
    const r = await renderCheckout();
    await payOnce();
    const locked = 'Too many declined attempts: this payment is locked. Please contact the rental company for a new payment link.';
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', locked);
    expect(r.events.map((e) => [e.type, e.detail])).toEqual([['gp-payment-failed', { paymentIntentId: PI, type: 'accommodation', message: locked }]]);
  });

  /** Presses the submit button whatever the locale (the English name is not there in Arabic). */
  async function payInAnyLocale() {
    fireEvent.change(await screen.findByRole('textbox', { name: arCheckout.holder.zip }), { target: { value: '10001' } });
    const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
    await waitFor(() => expect(submit.disabled).toBe(false));
    await act(async () => {
      fireEvent.click(submit);
    });
  }

  it('a decline is explained in the guest language by its error code, not with the English server text', async () => {
    fake.pay = async () => ({ status: 'failed', message: 'Your card has insufficient funds.', code: 'insufficient_funds' });
    await renderCheckout({ locale: 'ar' });
    await payInAnyLocale();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', arCheckout.card.declines.insufficientFunds);
  });

  it('vault and cashier declines show the server text, as the spec says', async () => {
    fake.pay = async () => ({ status: 'failed', message: 'Declined by the bank (05)', code: 'card_declined' });
    await renderCheckout({ locale: 'ar', info: info({ provider: 'vault', payment: { payment_provider: 'vault' } }) });
    await payInAnyLocale();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Declined by the bank (05)');
  });

  it('in Arabic the amount, code and listing title are isolated and the currency follows Intl', async () => {
    await renderCheckout({ locale: 'ar' });
    const amount = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(123.45);
    const shown = (await screen.findByTestId('checkout-amount')).querySelector('bdi');
    expect(shown?.getAttribute('dir')).toBe('ltr');
    expect(shown?.textContent).toBe(amount);
    // Inside a translated sentence the amount is a left-to-right isolate (LRI … PDI).
    const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
    expect(submit.textContent).toBe(arCheckout.pay.pay.replace('{{amount}}', `\u2066${amount}\u2069`));
    const title = screen.getByText('Ocean View Villa');
    expect(title.tagName).toBe('BDI');
    expect(title.hasAttribute('dir')).toBe(false);
    expect(screen.getByText('DEMO-1').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    const phone = await screen.findByRole('textbox', { name: arCheckout.holder.phone });
    expect(phone.getAttribute('dir')).toBe('ltr');
  });

  it('a double submit is blocked while the charge is in flight', async () => {
    let resolve!: (r: PayResult) => void;
    const pay = vi.fn(() => new Promise<PayResult>((res) => (resolve = res)));
    fake.pay = pay;
    await renderCheckout();
    await fillZip();
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    const button = payButton();
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.submit(button.closest('form')!);
    });
    expect(pay).toHaveBeenCalledTimes(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => resolve({ status: 'succeeded' }));
  });

  it('3-D Secure: a challenge result resumes the payment with the frame outcome (a frame that cannot load counts as failed)', async () => {
    // happy-dom does not load iframe pages: the frame has no window, which the dialog treats as a failed
    // authentication (the Chromium e2e test completes a real challenge through the frame).
    fake.pay = async () => ({ status: 'challenge', url: 'https://api.test/api/sandbox/3ds/ch_1?parent_origin=x' });
    const resume = vi.fn(async () => ({ status: 'failed' as const, message: '3-D Secure authentication failed.' }));
    fake.resume = resume;
    await renderCheckout();
    await payOnce();
    await waitFor(() => expect(resume).toHaveBeenCalledWith('failed'));
    expect(resume).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('3-D Secure authentication failed.')).toBeTruthy();
  });

  it.each([
    ['succeeded', { status: 'succeeded' }, {}],
    ['requires_capture', { status: 'requires_capture', capture_method: 'manual', metadata: { type: 'deposit' } }, {}],
    ['balance_due 0', {}, { reservation: { id: 1, confirmation_code: 'DEMO-1', balance_due: 0, currency: 'USD', check_in: null, check_out: null, listing: null } }],
  ])('immediate success when %s', async (_name, payment, rest) => {
    await renderCheckout({ info: info({ payment, ...rest }) });
    expect(await screen.findByText('Payment successful')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Pay|Authorize) / })).toBeNull();
    expect(fake.mounts).toHaveLength(0);
  });

  it('404 from checkout-info shows the not-found screen', async () => {
    await renderCheckout({ info: json({ error: 'Payment intent not found', code: 'not_found' }, 404) });
    expect(await screen.findByText('Empty Place')).toBeTruthy();
  });

  it('another load failure goes to the trips list', async () => {
    const r = await renderCheckout({ info: json({ error: 'boom' }, 400) });
    await waitFor(() => expect(r.history.current().url).toBe('/tourist/trips'));
  });

  it('another load failure where the trips list cannot be shown: the reason and Try again, not a loader', async () => {
    let down = true;
    const r = await renderInElement(<CheckoutFeature />, {
      url: `/checkout/${PI}`,
      canRender: (name) => name !== 'tourist-trips',
      routes: {
        [`GET /api/checkout-info/${PI}`]: () => (down ? json({ error: 'down' }, 503) : info()),
        'GET /api/tourist/user': guest,
      },
    });
    expect(await screen.findByText('The server had a problem. Please try again in a moment.')).toBeTruthy();
    expect(r.history.current().url).toBe(`/checkout/${PI}`);
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Pay / })).toBeTruthy();
  });

  it('a store purchase without a payment intent goes to the store tabs', async () => {
    const r = await renderCheckout({ url: `/store-checkout/${PI}`, routes: { 'GET /api/store/purchase': { id: 3, payment_intent: null, store_item: { name: 'Beach Kit', is_damage_waiver: false } } } });
    await waitFor(() => expect(r.history.current().url).toBe('/tourist/store'));
  });

  it('a store purchase logs payment_attempt then payment_successful (reservation, guest, item)', async () => {
    const r = await renderCheckout({
      url: `/tourist/store/checkout/${PI}`,
      info: info({ payment: { metadata: { type: 'store' } } }),
      user: { ...guest, guest_id: 70 },
      routes: {
        'GET /api/store/purchase': { id: 3, reservation_id: 1, store_item_id: 7, payment_intent: { payment_intent_id: PI }, store_item: { name: 'Beach Kit', is_damage_waiver: false } },
        'POST /api/tourist/reservations/1/log': () => json({ ok: true, id: 1 }, 201),
      },
    });
    await fillZip();
    await waitFor(() => expect((payButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(payButton());
    await waitFor(() => expect(r.calls.filter((c) => c.path.endsWith('/log'))).toHaveLength(2));
    expect(r.calls.filter((c) => c.path.endsWith('/log')).map((c) => c.body)).toEqual([
      { event_type: 'payment_attempt', reservation_id: 1, guest_id: 70, store_item_id: 7, device_type: 'desktop' },
      { event_type: 'payment_successful', reservation_id: 1, guest_id: 70, store_item_id: 7, device_type: 'desktop' },
    ]);
  });

  it('a damage waiver purchase is labelled as such', async () => {
    await renderCheckout({
      url: `/store-checkout/${PI}`,
      info: info({ payment: { metadata: { type: 'store' } } }),
      routes: { 'GET /api/store/purchase': { id: 3, payment_intent: { payment_intent_id: PI }, store_item: { name: 'Damage Waiver', is_damage_waiver: true } } },
    });
    expect(await screen.findByText('Damage waiver')).toBeTruthy();
    expect(screen.getByText(/non-refundable fee/)).toBeTruthy();
  });

  it('staff (create-store-purchase) get Create Payment Request and end on purchase-request-success', async () => {
    const r = await renderCheckout({ user: { ...guest, abilities: ['create-store-purchase'] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Payment Request' }));
    await waitFor(() => expect(r.history.current().url).toBe('/purchase-request-success'));
    expect(fake.mounts).toHaveLength(0);
  });

  it('super-admin is staff too; a guest without abilities pays', async () => {
    await renderCheckout({ user: { ...guest, abilities: ['super-admin'] } });
    expect(await screen.findByRole('button', { name: 'Create Payment Request' })).toBeTruthy();
  });
});

describe('card holder form messages (spec section 5)', () => {
  it('general form: first name, last name, e-mail, phone, zip', async () => {
    await renderCheckout({ user: json({ error: 'unauthorized' }, 401) });
    const blur = (label: string, value = '') => {
      const el = screen.getByLabelText(label);
      fireEvent.change(el, { target: { value } });
      fireEvent.blur(el);
    };
    await screen.findByLabelText('First name');
    blur('First name');
    blur('Last name');
    blur('E-mail');
    blur('Phone');
    blur('Zip code');
    for (const m of ['First name is required', 'Last name is required', 'E-mail is required', 'Phone is required', 'Zip code is required']) expect(screen.getByText(m)).toBeTruthy();
    blur('E-mail', 'nope');
    blur('Phone', 'abc');
    blur('Zip code', '1_2');
    for (const m of ['E-mail must be valid', 'Phone number must be valid', 'Zip code be valid']) expect(screen.getByText(m)).toBeTruthy();
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('E-mail must be valid');
  });

  it('provider C: every message; address fields only with require_address_fields; state only for US, CA, AU', async () => {
    await renderCheckout({ info: info({ provider: 'cashier', payment: { payment_provider: 'cashier' }, cashier_token: 'c', require_address_fields: true }), user: json({}, 401) });
    const blur = (label: string, value = '') => {
      const el = screen.getByLabelText(label);
      fireEvent.change(el, { target: { value } });
      fireEvent.blur(el);
    };
    await screen.findByLabelText('Card Holder Name');
    blur('Card Holder Name');
    expect(screen.getByText('Please enter a Card Holder Name')).toBeTruthy();
    blur('Card Holder Name', 'Alex');
    expect(screen.getByText('Please enter both first and last name')).toBeTruthy();
    blur('E-mail', 'x');
    blur('Phone', 'x');
    blur('Address', 'a');
    blur('City', '1');
    blur('Zip code', '!');
    blur('Country');
    for (const m of ['Please enter a valid email address', 'Phone enter a valid phone number', 'Please enter a valid address', 'Please enter a valid city', 'Please enter a valid ZIP code', 'Please select a country']) {
      expect(screen.getByText(m)).toBeTruthy();
    }
    expect(screen.queryByLabelText('State/Province')).toBeNull();
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    expect([...country.options].find((o) => o.value === 'DE')?.textContent).toBe('Germany');
    blur('Country', 'US');
    blur('State/Province');
    expect(screen.getByText('Please select a state/province')).toBeTruthy();
    expect([...(screen.getByLabelText('State/Province') as HTMLSelectElement).options].some((o) => o.textContent === 'California')).toBe(true);
    blur('Country', 'FR');
    expect(screen.queryByLabelText('State/Province')).toBeNull();
  });

  it('provider C without require_address_fields has no address fields', async () => {
    await renderCheckout({ info: info({ provider: 'cashier', payment: { payment_provider: 'cashier' }, cashier_token: 'c', require_address_fields: false }) });
    await screen.findByLabelText('Card Holder Name');
    expect(screen.queryByLabelText('Address')).toBeNull();
    expect(screen.queryByLabelText('Country')).toBeNull();
  });

  it('country names come from Intl.DisplayNames in the active locale', async () => {
    await renderInElement(<CheckoutFeature />, {
      url: `/checkout/${PI}`,
      locale: 'fr',
      routes: { [`GET /api/checkout-info/${PI}`]: info({ provider: 'cashier', payment: { payment_provider: 'cashier' }, cashier_token: 'c', require_address_fields: true }), 'GET /api/tourist/user': guest },
    });
    const country = (await screen.findByLabelText('Pays')) as HTMLSelectElement;
    expect([...country.options].find((o) => o.value === 'DE')?.textContent).toBe('Allemagne');
  });
});
