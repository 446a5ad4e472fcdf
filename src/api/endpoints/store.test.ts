import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { json, mockFetch } from '../../../tests/unit/mock-fetch';
import {
  getMenuPrice,
  getPurchaseHistory,
  getReservationStoreItems,
  getStoreItemOptions,
  getStorePurchase,
  listStoreItems,
  requestStoreItem,
  reserveStoreItem,
  storeOrderBody,
} from './store';

function setup(routes: Parameters<typeof mockFetch>[0]) {
  const m = mockFetch(routes);
  const api = createApiClient({ baseUrl: 'http://api.test', auth: () => ({ mode: 'cookie', token: null }), tenantId: () => null, fetch: m.fetch, retryDelayMs: 1 });
  return { api, calls: m.calls };
}

const entry = {
  item: { id: 11, name: 'Early check-in', description: '<p>x</p>', max_quantity: 1, is_manual: true, topic_name: 'Services' },
  price: { total: 5000, start_from: null, per_hour: null, per_day: null, currency: 'USD' },
  status: null,
  options: [],
  has_menus: true,
};
const menu = { id: 5, name: 'Bikes', images: [], main_image: null, description: '', bullets: [], disclaimer: null, menu_fields: [{ key: 'dates', label: 'Dates', type: 'date_range', required: true }], base_price: 1000 };
const created = { payment_intent: { payment_intent_id: 'pi_1' }, purchase_id: 3 };

describe('store endpoints', () => {
  it('getReservationStoreItems: GET by confirmation code, validates the entries', async () => {
    const { api, calls } = setup({ 'GET /api/tourist/reservations/ABC123/store-items': [entry] });
    await expect(getReservationStoreItems(api, 'ABC123')).resolves.toEqual([entry]);
    expect(calls[0]!.method).toBe('GET');
  });

  it('getReservationStoreItems: an entry without an item name is malformed', async () => {
    const { api } = setup({ 'GET /api/tourist/reservations/ABC123/store-items': [{ ...entry, item: { id: 11 } }] });
    await expect(getReservationStoreItems(api, 'ABC123')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('getStoreItemOptions: GET the menus of an item of a reservation', async () => {
    const { api, calls } = setup({ 'GET /api/tourist/reservations/42/store-items/11/options': [menu] });
    await expect(getStoreItemOptions(api, 42, 11)).resolves.toEqual([menu]);
    expect(calls[0]!.path).toBe('/api/tourist/reservations/42/store-items/11/options');
  });

  it('getMenuPrice: one query parameter per chosen field plus count; unset fields are not sent', async () => {
    const { api, calls } = setup({ 'GET /api/tourist/store-items-menu/5/price': { total_price: 7300, currency: 'USD' } });
    await expect(getMenuPrice(api, 5, { fields: { dates: '2026-11-23/2026-11-25', bikes: 2, lock: true, size: null, note: '' }, count: 2 })).resolves.toEqual({
      total_price: 7300,
      currency: 'USD',
    });
    const q = new URL(calls[0]!.url).searchParams;
    expect(Object.fromEntries(q)).toEqual({ dates: '2026-11-23/2026-11-25', bikes: '2', lock: 'true', count: '2' });
  });

  it('getMenuPrice: no count parameter when none is given; a failure is an ApiError (the caller hides the payment section)', async () => {
    const { api, calls } = setup({ 'GET /api/tourist/store-items-menu/5/price': () => json({ error: 'x', code: 'validation', field: 'dates' }, 400) });
    await expect(getMenuPrice(api, 5, { fields: { size: 'm' } })).rejects.toMatchObject({ kind: 'http', status: 400, field: 'dates' });
    expect(new URL(calls[0]!.url).search).toBe('?size=m');
  });

  it('getMenuPrice: total_price must be a number', async () => {
    const { api } = setup({ 'GET /api/tourist/store-items-menu/5/price': { total_price: '73.00' } });
    await expect(getMenuPrice(api, 5, { fields: {} })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('listStoreItems and getPurchaseHistory: GET the tenant lists', async () => {
    const row = { id: 3, store_item: { id: 11, name: 'Early check-in' }, description: 'x', reservation: { id: 42, confirmation_code: 'ABC123' }, total_amount: 5400, currency: 'USD', status: 'confirmed', created_at: 'x', payment_intent_id: null };
    const { api, calls } = setup({ 'GET /api/tourist/store-items': [entry], 'GET /api/tourist/store-items/history': [row] });
    await expect(listStoreItems(api)).resolves.toEqual([entry]);
    await expect(getPurchaseHistory(api)).resolves.toEqual([row]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/tourist/store-items', 'GET /api/tourist/store-items/history']);
  });

  it('getStorePurchase: GET /api/store/purchase?payment_intent_id=', async () => {
    const purchase = { id: 3, amount: 5400, status: 'pending_payment', payment_intent: { payment_intent_id: 'pi_1', status: 'requires_payment_method' }, public_keys: { stripe: 'pk' } };
    const { api, calls } = setup({ 'GET /api/store/purchase': purchase });
    await expect(getStorePurchase(api, 'pi_1')).resolves.toEqual(purchase);
    expect(new URL(calls[0]!.url).searchParams.get('payment_intent_id')).toBe('pi_1');
  });

  it('requestStoreItem: POST …/store-items/authorize with the order body and the Idempotency-Key header', async () => {
    const { api, calls } = setup({ 'POST /api/tourist/reservations/ABC123/store-items/authorize': () => json(created, 201) });
    await expect(
      requestStoreItem(api, { reservationId: 'ABC123', itemId: '11', menuId: 5, options: { dates: '2026-11-23/2026-11-25', bikes: 2, size: null }, count: 2, query: { from: 'store' } }, 'key-1'),
    ).resolves.toEqual(created);
    const call = calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.headers.get('Idempotency-Key')).toBe('key-1');
    expect(call.body).toEqual({ reservationId: 'ABC123', item_id: 11, menuId: 5, options: { dates: '2026-11-23/2026-11-25', bikes: 2 }, count: 2, query: { from: 'store' } });
  });

  it('reserveStoreItem: POST …/store-items/add, count defaults to 1, same key reused for a retry', async () => {
    const { api, calls } = setup({ 'POST /api/tourist/reservations/42/store-items/add': () => json(created, 201) });
    const order = { reservationId: 42, itemId: 11 };
    await reserveStoreItem(api, order, 'key-2');
    await reserveStoreItem(api, order, 'key-2');
    expect(calls).toHaveLength(2);
    expect(calls.map((c) => c.headers.get('Idempotency-Key'))).toEqual(['key-2', 'key-2']);
    expect(calls[0]!.body).toEqual({ reservationId: 42, item_id: 11, options: {}, count: 1, query: null });
  });

  it('order calls are never retried (a 5xx surfaces at once) and a missing payment intent id is malformed', async () => {
    const { api, calls } = setup({
      'POST /api/tourist/reservations/42/store-items/add': () => json({ error: 'down', code: 'internal' }, 503),
      'POST /api/tourist/reservations/42/store-items/authorize': () => json({ payment_intent: {} }, 201),
    });
    await expect(reserveStoreItem(api, { reservationId: 42, itemId: 11 }, 'k')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
    await expect(requestStoreItem(api, { reservationId: 42, itemId: 11 }, 'k')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('storeOrderBody: comments only when given', () => {
    expect(storeOrderBody({ reservationId: 1, itemId: 2, comments: 'late' })).toEqual({ reservationId: 1, item_id: 2, options: {}, count: 1, comments: 'late', query: null });
  });
});
