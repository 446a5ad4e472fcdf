import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInElement } from '../../../tests/unit/render';
import { json, type MockHandler } from '../../../tests/unit/mock-fetch';
import { apiRoutes } from '../../../tests/fixtures/trips-fixtures';
import { GUEST, STORE_CODE, STORE_CONFIG, STORE_ITEMS, STORE_RESERVATION, STORE_RES_ID, STAFF, TRANSFER_MENUS, DINNER_MENUS } from '../../../tests/fixtures/store-fixtures';
import { StoreFeature } from './store-feature';

const STORE_URL = `/tourist/store/reservation/${STORE_CODE}`;
const ITEMS_PATH = `GET /api/tourist/reservations/${STORE_CODE}/store-items`;
const LOG = `POST /api/tourist/reservations/${STORE_RES_ID}/log`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T12:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

function routes(extra: Record<string, unknown> = {}) {
  return apiRoutes({
    'GET /api/tourist/reservations/': [STORE_RESERVATION],
    'GET /api/config': STORE_CONFIG,
    'GET /api/tourist/user': GUEST,
    [ITEMS_PATH]: STORE_ITEMS,
    [LOG]: () => json({ ok: true, id: 1 }, 201),
    ...extra,
  });
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
const actionButton = (name: string, label: string) => within(card(name)).getByRole('button', { name: label });

async function renderStore(opts: { url?: string; routes?: Record<string, unknown> } = {}) {
  const r = await renderInElement(<StoreFeature />, { url: opts.url ?? STORE_URL, routes: opts.routes ?? routes() });
  // Cards mount in steps: wait for the last one.
  await screen.findByRole('heading', { level: 3, name: 'Sunset Dinner' });
  return r;
}

describe('reservation store: grid and statuses', () => {
  it('shows the reservation card, every item with its price and no status for an available item', async () => {
    await renderStore();
    expect(screen.getByRole('heading', { level: 2, name: 'Ocean View Villa' })).toBeTruthy();
    expect(screen.getByText(STORE_CODE)).toBeTruthy();
    expect(within(card('Early Check-in')).getByText('$40.00')).toBeTruthy();
    expect(actionButton('Early Check-in', 'Reserve').hasAttribute('disabled')).toBe(false);
    expect(card('Early Check-in').querySelector('.gp-store-status')).toBeNull();
  });

  it.each([
    ['Late Check-out', 'in_bag', 'Already in cart', 'Reserve'],
    ['Beach Kit', 'purchased', 'Purchased', 'Reserve'],
    ['Hot Tub Heating', 'not_available', 'Not available', 'Reserve'],
    ['Private Chef Dinner', 'requested', 'Requested', 'Request'],
  ])('%s (%s) shows "%s" and disables %s', async (name, status, text, label) => {
    await renderStore();
    expect(card(name).getAttribute('data-status')).toBe(status);
    expect(within(card(name)).getByText(text)).toBeTruthy();
    expect(actionButton(name, label).hasAttribute('disabled')).toBe(true);
  });

  it("fetches the first card's picture at once and leaves the others to load as they scroll in", async () => {
    const pictured = STORE_ITEMS.map((e) => ({ ...e, item: { ...e.item, image: `https://img.test/${e.item.id}.webp` } }));
    await renderStore({ routes: routes({ [ITEMS_PATH]: pictured }) });
    const pictures = screen.getAllByRole('heading', { level: 3 }).map((h) => h.closest('li')!.querySelector('img')!);
    expect(pictures).toHaveLength(STORE_ITEMS.length);
    expect([pictures[0]!.getAttribute('loading'), pictures[0]!.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    for (const img of pictures.slice(1)) expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
  });

  it('future reads "Will be available {date}" with the availability note, button disabled', async () => {
    await renderStore();
    expect(within(card('Spa Day Pass')).getByText('Will be available Aug 14, 2026')).toBeTruthy();
    expect(within(card('Spa Day Pass')).getByText('Based on dates availability')).toBeTruthy();
    expect(actionButton('Spa Day Pass', 'Reserve').hasAttribute('disabled')).toBe(true);
  });

  it("prices: 'From' for menus, per day / per hour units, in the reservation's currency", async () => {
    await renderStore();
    expect(within(card('Airport Transfer')).getByText(/From\s.*\$60\.00/)).toBeTruthy();
    expect(within(card('Bike Rental')).getByText('per day')).toBeTruthy();
    expect(within(card('Kayak Tour')).getByText('per hour')).toBeTruthy();
    expect(actionButton('Kayak Tour', 'Request')).toBeTruthy();
  });

  it("a 'From' price of 0 shows no price at all (issue 25: not 'From $0.00'); the item keeps its button", async () => {
    await renderStore();
    expect(card('Sunset Dinner').querySelector('.gp-store-item__price')).toBeNull();
    expect(within(card('Sunset Dinner')).queryByText(/0\.00/)).toBeNull();
    expect(actionButton('Sunset Dinner', 'Request')).toBeTruthy();
  });

  it("Arabic: the 'From' amount is a left-to-right island like a plain price (issue 25: not '$US 60.00')", async () => {
    await renderInElement(<StoreFeature />, { url: STORE_URL, routes: routes(), locale: 'ar' });
    await screen.findByRole('heading', { level: 3, name: 'Sunset Dinner' });
    const amount = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(60);
    const price = card('Airport Transfer').querySelector('.gp-store-item__price')!;
    // LRI … PDI: the same direction as the plain prices' <bdi dir="ltr">, whatever the amount starts with.
    expect(price.textContent).toBe(`ابتداءً من \u2066${amount}\u2069`);
    expect(card('Early Check-in').querySelector('.gp-store-item__price bdi')!.getAttribute('dir')).toBe('ltr');
  });
});

describe('reservation store: category filters', () => {
  it('filters by category, combines categories, and Clear all restores every item with the count', async () => {
    await renderStore();
    const status = () => screen.getByRole('status').textContent;
    expect(status()).toBe(`Items shown: ${STORE_ITEMS.length}`);
    fireEvent.click(screen.getByRole('button', { name: /Amenities/ }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Bike Rental', 'Beach Kit', 'Spa Day Pass', 'Hot Tub Heating']);
    expect(status()).toBe('Items shown: 4');
    expect(screen.getByRole('button', { name: /Amenities/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Addons/ }));
    expect(status()).toBe('Items shown: 7');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(status()).toBe(`Items shown: ${STORE_ITEMS.length}`);
    expect(screen.getByRole('button', { name: 'Clear all' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the count per category on each filter', async () => {
    await renderStore();
    expect(screen.getByRole('button', { name: 'Addons (3)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Amenities (4)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Services (5)' })).toBeTruthy();
  });
});

describe('reservation store: selectedItem and analytics', () => {
  it('opens the dialog for ?selectedItem=<id>, and closing clears the query', async () => {
    const { history } = await renderStore({ url: `${STORE_URL}?selectedItem=1&utm=x` });
    const dialog = await screen.findByRole('dialog', { name: 'Early Check-in' });
    expect(within(dialog).getByText('From 12:00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(history.current().url).toBe(`${STORE_URL}?utm=x`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("an item's button sets selectedItem and opens its dialog", async () => {
    const { history } = await renderStore();
    fireEvent.click(actionButton('Early Check-in', 'Reserve'));
    expect(history.current().url).toBe(`${STORE_URL}?selectedItem=1`);
    expect(await screen.findByRole('dialog', { name: 'Early Check-in' })).toBeTruthy();
  });

  it('logs store_page_opened, damage_waiver_viewed and view_item once each with ids, device and keepalive', async () => {
    const { calls } = await renderStore({ url: `${STORE_URL}?selectedItem=1` });
    await screen.findByRole('dialog');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').length).toBe(3));
    const logs = calls.filter((c) => c.method === 'POST');
    expect(logs.every((c) => c.headers !== undefined)).toBe(true);
    expect(logs.map((c) => c.body)).toEqual(expect.arrayContaining([
      { event_type: 'store_page_opened', reservation_id: STORE_RES_ID, guest_id: 70, store_item_id: null, device_type: 'desktop' },
      { event_type: 'damage_waiver_viewed', reservation_id: STORE_RES_ID, guest_id: 70, store_item_id: 11, device_type: 'desktop' },
      { event_type: 'view_item', reservation_id: STORE_RES_ID, guest_id: 70, store_item_id: 1, device_type: 'desktop' },
    ]));
  });

  it('a failing log call is only logged and the store keeps working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderStore({ routes: routes({ [LOG]: () => json({ error: 'x', code: 'server' }, 500) }) });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    fireEvent.click(actionButton('Early Check-in', 'Reserve'));
    expect(await screen.findByRole('dialog', { name: 'Early Check-in' })).toBeTruthy();
    warn.mockRestore();
  });

  it('a failed item list shows a translated error with a retry', async () => {
    let fail = true;
    await renderInElement(<StoreFeature />, {
      url: STORE_URL,
      routes: routes({ [ITEMS_PATH]: () => (fail ? json({ error: 'boom', code: 'server' }, 503) : STORE_ITEMS) }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The server had a problem. Please try again in a moment.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Early Check-in' })).toBeTruthy();
  });

  it('an unknown reservation shows the not-found screen', async () => {
    await renderInElement(<StoreFeature />, { url: '/tourist/store/reservation/NOPE', routes: routes() });
    expect(await screen.findByText('Unfortunately, nothing could be found')).toBeTruthy();
  });
});

describe('item dialog', () => {
  const priceHandler = (total: (q: URLSearchParams) => number): MockHandler => ({ url }) => ({ total_price: total(url.searchParams), currency: 'USD' });

  it('asks for the price only after every required option is chosen, then shows item, tax and total', async () => {
    const price = vi.fn(priceHandler((q) => (6000 + (q.get('direction') === 'both' ? 5500 : 0) + 500 * Number(q.get('passengers'))) * Number(q.get('count'))));
    const { calls } = await renderStore({
      url: `${STORE_URL}?selectedItem=4`,
      routes: routes({ [`GET /api/tourist/reservations/${STORE_RES_ID}/store-items/4/options`]: TRANSFER_MENUS, 'GET /api/tourist/store-items-menu/41/price': price }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Airport Transfer' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Sedan/ }));
    expect(within(dialog).getByText('Choose the options to see the total.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Direction'), { target: { value: 'both' } });
    fireEvent.change(within(dialog).getByLabelText('Passengers'), { target: { value: '2' } });
    expect(price).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-06-16' } });
    await waitFor(() => expect(within(dialog).getByTestId('store-total').textContent).toBe('$135.00'));
    expect(price).toHaveBeenCalledTimes(1);
    const q = new URL(calls.find((c) => c.path.endsWith('/price'))!.url).searchParams;
    expect(Object.fromEntries(q)).toEqual({ direction: 'both', passengers: '2', date: '2026-06-16', child_seat: 'false', count: '1' });
    expect(within(dialog).getByText('Tax (8%)')).toBeTruthy();
    expect(within(dialog).getByText('$10.00')).toBeTruthy();
    expect(within(dialog).getByText('$125.00')).toBeTruthy();
  });

  it('rejects a date outside the stay and does not ask for the price', async () => {
    const price = vi.fn(priceHandler(() => 1));
    await renderStore({
      url: `${STORE_URL}?selectedItem=4`,
      routes: routes({ [`GET /api/tourist/reservations/${STORE_RES_ID}/store-items/4/options`]: TRANSFER_MENUS, 'GET /api/tourist/store-items-menu/41/price': price }),
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Sedan/ }));
    fireEvent.change(within(dialog).getByLabelText('Direction'), { target: { value: 'arrival' } });
    fireEvent.change(within(dialog).getByLabelText('Passengers'), { target: { value: '9' } });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-06-20' } });
    expect(within(dialog).getByText('Maximun is 6')).toBeTruthy();
    expect(within(dialog).getByText('Choose a date between check-in and check-out')).toBeTruthy();
    expect(within(dialog).getByLabelText('Date').getAttribute('min')).toBe('2026-06-14');
    expect(within(dialog).getByLabelText('Date').getAttribute('max')).toBe('2026-06-18');
    expect(price).not.toHaveBeenCalled();
  });

  it('hides the payment section silently when the price call fails', async () => {
    await renderStore({
      url: `${STORE_URL}?selectedItem=4`,
      routes: routes({ [`GET /api/tourist/reservations/${STORE_RES_ID}/store-items/4/options`]: TRANSFER_MENUS, 'GET /api/tourist/store-items-menu/41/price': () => json({ error: 'x', code: 'server' }, 500) }),
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: /Sedan/ }));
    fireEvent.change(within(dialog).getByLabelText('Direction'), { target: { value: 'arrival' } });
    fireEvent.change(within(dialog).getByLabelText('Passengers'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-06-16' } });
    await waitFor(() => expect(dialog.querySelector('.gp-store-summary')).toBeNull());
    expect(within(dialog).queryByRole('button', { name: 'Reserve' })).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('date range: "Choose start and end dates" until both ends are set in order', async () => {
    await renderStore({
      url: `${STORE_URL}?selectedItem=12`,
      routes: routes({ [`GET /api/tourist/reservations/${STORE_RES_ID}/store-items/12/options`]: DINNER_MENUS }),
    });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Nights');
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-06-16' } });
    expect(within(dialog).getByText('Choose start and end dates')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-06-15' } });
    expect(within(dialog).getByText('Choose start and end dates')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-06-17' } });
    expect(within(dialog).queryByText('Choose start and end dates')).toBeNull();
  });

  it('Reserve without menus: quantity bounds, the local total, then store checkout with the intent id', async () => {
    const add = vi.fn<MockHandler>(() => json({ payment_intent: { payment_intent_id: 'pi_9' }, purchase_id: 9 }, 201));
    const { history, calls } = await renderStore({ url: `${STORE_URL}?selectedItem=3&utm=x`, routes: routes({ [`POST /api/tourist/reservations/${STORE_RES_ID}/store-items/add`]: add }) });
    const dialog = await screen.findByRole('dialog', { name: 'Mid-stay Cleaning' });
    const qty = within(dialog).getByLabelText('Quantity');
    fireEvent.change(qty, { target: { value: '4' } });
    expect(within(dialog).getByText('Maximun is 3')).toBeTruthy();
    fireEvent.change(qty, { target: { value: '0' } });
    expect(within(dialog).getByText('Minimun is 1')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect(add).not.toHaveBeenCalled();
    fireEvent.change(qty, { target: { value: '2' } });
    expect(within(dialog).getByTestId('store-total').textContent).toBe('$194.40');
    fireEvent.change(within(dialog).getByLabelText('Comments'), { target: { value: 'Mornings please' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    await waitFor(() => expect(history.current().url).toBe('/tourist/store/checkout/pi_9?utm=x'));
    const post = calls.find((c) => c.path.endsWith('/store-items/add'))!;
    expect(post.body).toEqual({ reservationId: STORE_RES_ID, item_id: 3, options: {}, count: 2, comments: 'Mornings please', query: { utm: 'x' } });
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
    const events = calls.filter((c) => c.path.endsWith('/log')).map((c) => (c.body as { event_type: string }).event_type);
    expect(events.filter((e) => e.startsWith('compose_order'))).toEqual(['compose_order_attempt', 'compose_order_successful']);
  });

  it('an item option (days) multiplies the per-day price', async () => {
    await renderStore({ url: `${STORE_URL}?selectedItem=6` });
    const dialog = await screen.findByRole('dialog', { name: 'Bike Rental' });
    fireEvent.change(within(dialog).getByLabelText('Days'), { target: { value: '3' } });
    expect(within(dialog).getByTestId('store-total').textContent).toBe('$48.60');
  });

  it('a failed order shows a translated error and keeps what was typed; the retry reuses the idempotency key', async () => {
    let n = 0;
    const { calls } = await renderStore({
      url: `${STORE_URL}?selectedItem=3`,
      routes: routes({ [`POST /api/tourist/reservations/${STORE_RES_ID}/store-items/add`]: () => (++n === 1 ? json({ error: 'x', code: 'server' }, 502) : json({ payment_intent: { payment_intent_id: 'pi_2' }, purchase_id: 2 }, 201)) }),
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Comments'), { target: { value: 'Keep me' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The server had a problem. Please try again in a moment.');
    expect((within(dialog).getByLabelText('Comments') as HTMLTextAreaElement).value).toBe('Keep me');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    await waitFor(() => expect(n).toBe(2));
    const keys = calls.filter((c) => c.path.endsWith('/add')).map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
  });

  it('Request: the disclaimer must be accepted, then authorize → the card authorisation (nothing said sent before the hold) in the checkout', async () => {
    const authorize = vi.fn<MockHandler>(() => json({ payment_intent: { payment_intent_id: 'pi_hold' }, purchase_id: 3 }, 201));
    const { history } = await renderStore({
      url: `${STORE_URL}?selectedItem=12`,
      routes: routes({
        [`GET /api/tourist/reservations/${STORE_RES_ID}/store-items/12/options`]: DINNER_MENUS,
        'GET /api/tourist/store-items-menu/121/price': { total_price: 19000, currency: 'USD' },
        [`POST /api/tourist/reservations/${STORE_RES_ID}/store-items/authorize`]: authorize,
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sunset Dinner' });
    await within(dialog).findByText('Nights');
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-06-15' } });
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-06-16' } });
    fireEvent.change(within(dialog).getByLabelText('Guests'), { target: { value: '2' } });
    await within(dialog).findByTestId('store-total');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request' }));
    expect(within(dialog).getByText('Please accept the disclaimer')).toBeTruthy();
    expect(authorize).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByLabelText('I have read and accept the disclaimer'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request' }));
    expect(await within(dialog).findByText('Your request is sent once your card is authorized.')).toBeTruthy();
    expect(within(dialog).getByText('Your card is charged only after approval.')).toBeTruthy();
    // Sent is said only once the card hold exists (the item is then 'requested').
    expect(within(dialog).queryByText('Your request has been sent.')).toBeNull();
    expect(authorize.mock.calls[0]![0].body).toMatchObject({ item_id: 12, menuId: 121, options: { stay: '2026-06-15/2026-06-16', guests: 2 }, count: 1 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to card authorization' }));
    expect(history.current().url).toBe('/tourist/store/checkout/pi_hold');
  });

  it('staff: Create Payment Request places the order and ends on purchase-request-success', async () => {
    const { history } = await renderStore({
      url: `${STORE_URL}?selectedItem=1`,
      routes: routes({ 'GET /api/tourist/user': STAFF, [`POST /api/tourist/reservations/${STORE_RES_ID}/store-items/add`]: () => json({ payment_intent: { payment_intent_id: 'pi_s' }, purchase_id: 4 }, 201) }),
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Create Payment Request' }));
    await waitFor(() => expect(history.current().url).toBe('/purchase-request-success'));
    expect(await screen.findByText('Payment request created')).toBeTruthy();
  });

  it('damage waiver: one item, no tax, store checkout with the damage-protection flag', async () => {
    const add = vi.fn<MockHandler>(() => json({ payment_intent: { payment_intent_id: 'pi_w' }, purchase_id: 5 }, 201));
    const { history, calls } = await renderStore({ url: `${STORE_URL}?selectedItem=11`, routes: routes({ [`POST /api/tourist/reservations/${STORE_RES_ID}/store-items/add`]: add }) });
    const dialog = await screen.findByRole('dialog', { name: 'Damage Waiver' });
    expect(within(dialog).getByTestId('store-total').textContent).toBe('$49.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    await waitFor(() => expect(history.current().url).toBe('/tourist/store/checkout/pi_w?isDamageProtection=true'));
    expect(add.mock.calls[0]![0].body).toMatchObject({ item_id: 11, count: 1, options: {} });
    expect(calls.some((c) => (c.body as { event_type?: string } | null)?.event_type === 'damage_waiver_opened')).toBe(true);
  });
});

describe('an unfinished purchase (its checkout left before paying)', () => {
  const pendingItems = (awaiting: 'payment' | 'authorization') =>
    STORE_ITEMS.map((e) => (e.item.name === 'Late Check-out' ? { ...e, status: 'in_bag', pending_purchase: { id: 31, payment_intent_id: 'pi_left', awaiting } } : e));

  it('reads "Waiting for payment" with Continue, which opens the checkout of its intent', async () => {
    const { history } = await renderStore({ routes: routes({ [ITEMS_PATH]: pendingItems('payment') }) });
    expect(within(card('Late Check-out')).getByText('Already in cart')).toBeTruthy();
    expect(within(card('Late Check-out')).getByText('Waiting for payment')).toBeTruthy();
    expect(within(card('Late Check-out')).queryByRole('button', { name: 'Reserve' })).toBeNull();
    fireEvent.click(actionButton('Late Check-out', 'Continue to payment'));
    expect(history.current().url).toBe('/tourist/store/checkout/pi_left');
  });

  it('a Request waits for its card authorisation', async () => {
    await renderStore({ routes: routes({ [ITEMS_PATH]: pendingItems('authorization') }) });
    expect(within(card('Late Check-out')).getByText('Waiting for card authorization')).toBeTruthy();
    expect(actionButton('Late Check-out', 'Continue to card authorization')).toBeTruthy();
  });

  it('Cancel cancels it on the server, frees the item and gives focus to its Reserve', async () => {
    let cancelled = false;
    const cancel = vi.fn<MockHandler>(() => {
      cancelled = true;
      return json({ id: 31, status: 'cancelled' });
    });
    await renderStore({
      routes: routes({
        [ITEMS_PATH]: () => json(cancelled ? STORE_ITEMS.map((e) => (e.item.name === 'Late Check-out' ? { ...e, status: null } : e)) : pendingItems('payment')),
        'POST /api/tourist/store-items/purchases/31/cancel': cancel,
      }),
    });
    fireEvent.click(actionButton('Late Check-out', 'Cancel purchase'));
    await waitFor(() => expect(actionButton('Late Check-out', 'Reserve').hasAttribute('disabled')).toBe(false));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(card('Late Check-out').getAttribute('data-status')).toBe('available');
    await waitFor(() => expect(document.activeElement).toBe(actionButton('Late Check-out', 'Reserve')));
  });

  it('a purchase paid meanwhile says so and shows its true state', async () => {
    let answered = false;
    await renderStore({
      routes: routes({
        [ITEMS_PATH]: () => json(answered ? STORE_ITEMS.map((e) => (e.item.name === 'Late Check-out' ? { ...e, status: 'purchased' } : e)) : pendingItems('payment')),
        'POST /api/tourist/store-items/purchases/31/cancel': () => {
          answered = true;
          return json({ error: 'This purchase is no longer waiting for payment', code: 'purchase_not_pending', status: 'confirmed' }, 409);
        },
      }),
    });
    fireEvent.click(actionButton('Late Check-out', 'Cancel purchase'));
    await waitFor(() => expect(card('Late Check-out').getAttribute('data-status')).toBe('purchased'));
    expect(within(card('Late Check-out')).getByText('Purchased')).toBeTruthy();
  });

  it('closing the dialog of a Request left before its card authorisation shows the item waiting for it', async () => {
    let ordered = false;
    await renderStore({
      url: `${STORE_URL}?selectedItem=10`,
      routes: routes({
        [ITEMS_PATH]: () =>
          json(ordered ? STORE_ITEMS.map((e) => (e.item.name === 'Kayak Tour' ? { ...e, status: 'in_bag', pending_purchase: { id: 40, payment_intent_id: 'pi_k', awaiting: 'authorization' } } : e)) : STORE_ITEMS),
        [`POST /api/tourist/reservations/${STORE_RES_ID}/store-items/authorize`]: () => {
          ordered = true;
          return json({ payment_intent: { payment_intent_id: 'pi_k' }, purchase_id: 40 }, 201);
        },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Kayak Tour' });
    await within(dialog).findByTestId('store-total');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request' }));
    await within(dialog).findByText('Your request is sent once your card is authorized.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(card('Kayak Tour')).getByText('Waiting for card authorization')).toBeTruthy());
  });

  it('a requested item opens on "request sent" (its hold is placed)', async () => {
    await renderStore({ url: `${STORE_URL}?selectedItem=5`, routes: routes({ [`GET /api/tourist/reservations/${STORE_RES_ID}/store-items/5/options`]: DINNER_MENUS }) });
    const dialog = await screen.findByRole('dialog', { name: 'Private Chef Dinner' });
    expect(within(dialog).getByText('Your request has been sent.')).toBeTruthy();
    expect(within(dialog).getByText('An agent replies within 24 hours.')).toBeTruthy();
  });
});
