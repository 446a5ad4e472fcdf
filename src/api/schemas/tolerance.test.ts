/**
 * What the SDK accepts from a backend written from the spec alone: the spec's literal response forms,
 * our contract's wrapped ones, the open sub-shapes (normalised to one shape), and field-level
 * tolerance (an optional field that does not fit reads as absent, with one console.warn).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { mockFetch } from '../../../tests/unit/mock-fetch';
import { login, getCurrentUser, validateUser } from '../endpoints/account';
import { getReservations } from '../endpoints/reservations';
import { getTripInfo } from '../endpoints/trip-info';
import { getCheckoutInfo } from '../endpoints/checkout';
import { getConfiguration } from '../endpoints/config';
import { TripInfoSchema } from './trip-info';
import { StoreItemEntryListSchema } from './store';
import { lenientList, oneOrMany, optionalBlock, parseTolerant } from './common';

function api(routes: Parameters<typeof mockFetch>[0]) {
  return createApiClient({ baseUrl: 'http://api.test', auth: () => ({ mode: 'cookie', token: null }), tenantId: () => null, fetch: mockFetch(routes).fetch, retryDelayMs: 1 });
}
const user = { id: 'u-7', email: 'ana@example.test', first_name: 'Ana' };
const info = (body: Record<string, unknown>) => v.parse(TripInfoSchema, body);

afterEach(() => vi.restoreAllMocks());

describe('login and user: literal and wrapped forms', () => {
  it.each([
    ['our contract: { user, token }', { user, token: 't1' }, 't1'],
    ['the spec: the user itself', user, undefined],
    ['{ data: user }', { data: user }, undefined],
    ['{ data: { user, token } }', { data: { user, token: 't2' } }, 't2'],
  ])('POST /api/login-portal answers %s', async (_name, body, token) => {
    const res = await login(api({ 'POST /api/login-portal': body }), { email: 'a', password: 'b' });
    expect(res.user).toMatchObject(user);
    expect(res.token ?? undefined).toBe(token);
  });

  it('a login answer without a user id is malformed', async () => {
    await expect(login(api({ 'POST /api/login-portal': { email: 'a@b.c' } }), { email: 'a', password: 'b' })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('GET /api/tourist/user: bare or { data }; abilities null reads as no abilities', async () => {
    await expect(getCurrentUser(api({ 'GET /api/tourist/user': { data: { ...user, abilities: null } } }))).resolves.toMatchObject({ ...user, abilities: [] });
    await expect(getCurrentUser(api({ 'GET /api/tourist/user': { ...user, abilities: 'create-store-purchase' } }))).resolves.toMatchObject({ abilities: ['create-store-purchase'] });
  });
});

describe('validate: our POST, or the spec\'s GET', () => {
  it('asks the spec\'s GET ?res_id= when the backend has no POST route', async () => {
    const m = mockFetch({ 'GET /api/tourist/user/validate': ({ url }: { url: URL }) => ({ redirect_url: `/x/${url.searchParams.get('res_id')}` }) });
    const client = createApiClient({ baseUrl: 'http://api.test', auth: () => ({ mode: 'cookie', token: null }), tenantId: () => null, fetch: m.fetch, retryDelayMs: 1 });
    await expect(validateUser(client, { res_id: 'Q-1' })).resolves.toEqual({ redirect_url: '/x/Q-1' });
    expect(m.calls.map((c) => c.method)).toEqual(['POST', 'GET']);
  });

  it('does not retry as GET when the POST answered (a 401 stays a 401)', async () => {
    const m = mockFetch({ 'POST /api/tourist/user/validate': () => new Response(JSON.stringify({ error: 'no' }), { status: 401 }) });
    const client = createApiClient({ baseUrl: 'http://api.test', auth: () => ({ mode: 'cookie', token: null }), tenantId: () => null, fetch: m.fetch, retryDelayMs: 1 });
    await expect(validateUser(client, { res_id: 'Q-1' })).rejects.toMatchObject({ status: 401 });
    expect(m.calls).toHaveLength(1);
  });
});

describe('list answers', () => {
  const r = { confirmation_code: 'Q-1', id: 'res-1' };
  it.each([
    ['a bare list', [r]],
    ['{ data: list }', { data: [r] }],
  ])('reservations as %s', async (_n, body) => {
    await expect(getReservations(api({ 'GET /api/tourist/reservations/': body }))).resolves.toEqual([r]);
  });

  it('null reads as no reservations', async () => {
    await expect(getReservations(api({ 'GET /api/tourist/reservations/': null }))).resolves.toEqual([]);
  });

  it('a reservation without a confirmation code is dropped (with a warning), the others stay', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(getReservations(api({ 'GET /api/tourist/reservations/': [{ id: 3 }, r] }))).resolves.toEqual([r]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('/api/tourist/reservations/');
    expect(String(warn.mock.calls[0]![0])).toContain('"0"');
  });

  it('a list of which no item fits is malformed, not empty', async () => {
    await expect(getReservations(api({ 'GET /api/tourist/reservations/': [{ id: 3 }] }))).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('a list field that is null, a single value or a list reads as a list', () => {
    const entry = { item: { id: 1, name: 'Late check-out' } };
    const out = v.parse(StoreItemEntryListSchema, [
      { ...entry, options: null },
      { ...entry, options: { key: 'hours', label: 'Hours' } },
      { ...entry, options: [{ key: 'a' }, { label: 'no key: dropped' }] },
    ]);
    expect(out.map((e) => e.options)).toEqual([null, [{ key: 'hours', label: 'Hours' }], [{ key: 'a' }]]);
  });

  it('store media as URLs, { url } objects or one URL', () => {
    const out = v.parse(StoreItemEntryListSchema, [
      { item: { id: 1, name: 'A', media: ['https://m.test/1.jpg', { url: 'https://m.test/2.jpg' }], bullets: 'One bullet' } },
      { item: { id: 2, name: 'B', media: 'https://m.test/3.jpg' } },
    ]);
    expect(out[0]!.item.media).toEqual(['https://m.test/1.jpg', 'https://m.test/2.jpg']);
    expect(out[0]!.item.bullets).toEqual(['One bullet']);
    expect(out[1]!.item.media).toEqual(['https://m.test/3.jpg']);
  });
});

describe('trip info: open sub-shapes normalised', () => {
  it.each([
    ['a list of strings', ['+1 305 555 0100'], [{ label: null, number: '+1 305 555 0100' }]],
    ['one string', '+1 305 555 0100', [{ label: null, number: '+1 305 555 0100' }]],
    ['our objects', [{ label: 'Host', number: '+1' }], [{ label: 'Host', number: '+1' }]],
    ['one object with other names', { name: 'Office', phone: '+34 600' }, [{ label: 'Office', number: '+34 600' }]],
    ['a number', 3055550100, [{ label: null, number: '3055550100' }]],
  ])('phones as %s', (_n, phones, expected) => {
    expect(info({ info: { phones } }).info?.phones).toEqual(expected);
  });

  it.each([
    ['a map of type to address', { google: 'https://g.test', facebook: 'https://f.test' }, [{ type: 'google', url: 'https://g.test', label: null }, { type: 'facebook', url: 'https://f.test', label: null }]],
    ['a list of URLs', ['https://a.test'], [{ type: null, url: 'https://a.test', label: null }]],
    ['objects with href and name', [{ href: 'https://a.test', name: 'Site' }], [{ type: null, url: 'https://a.test', label: 'Site' }]],
    ['our objects', [{ type: 'web', url: 'https://a.test', label: 'Web' }], [{ type: 'web', url: 'https://a.test', label: 'Web' }]],
  ])('links as %s', (_n, links, expected) => {
    expect(info({ info: { links } }).info?.links).toEqual(expected);
  });

  it.each([
    ['one string', '4821#', [{ name: null, code: '4821#', Alert: null }]],
    ['a number', 4821, [{ name: null, code: '4821', Alert: null }]],
    ['one object with alert', { label: 'Front', code: '11', alert: 'Lift the handle' }, [{ name: 'Front', code: '11', Alert: 'Lift the handle' }]],
    ['our list', [{ name: 'Gate', code: '9', Alert: null }], [{ name: 'Gate', code: '9', Alert: null }]],
  ])('door codes as %s', (_n, door_codes, expected) => {
    expect(info({ info: { door_codes } }).info?.door_codes).toEqual(expected);
  });

  it.each([
    ['our object', { name: 'Casa', password: 'pw' }, { name: 'Casa', password: 'pw' }],
    ['{ ssid, password }', { ssid: 'Casa', password: 'pw' }, { name: 'Casa', password: 'pw' }],
    ['a string (the password)', 'pw', { name: null, password: 'pw' }],
    ['a list (its first network)', [{ network: 'A', key: '1' }, { network: 'B', key: '2' }], { name: 'A', password: '1' }],
  ])('wifi as %s', (_n, wifi, expected) => {
    expect(info({ info: { wifi } }).info?.wifi).toEqual(expected);
  });

  it.each([
    ['a string', 'https://guide.test', 'https://guide.test'],
    ['{ url }', { url: 'https://guide.test' }, 'https://guide.test'],
  ])('guidebook as %s', (_n, guidebook_url, expected) => {
    expect(info({ guidebook_url }).guidebook_url).toBe(expected);
  });

  it.each([
    ['our map', { es: { check_in: 'Entra', check_out: 'Sal' } }, { es: { check_in: 'Entra', check_out: 'Sal' } }],
    ['a map of strings', { es: 'Entra' }, { es: { check_in: 'Entra', check_out: null } }],
    ['a list', [{ lang: 'fr', check_in: 'Entrez' }, { locale: 'it', check_out: 'Uscite' }], { fr: { check_in: 'Entrez', check_out: null }, it: { check_in: null, check_out: 'Uscite' } }],
  ])('instruction languages as %s', (_n, instructions_langs, expected) => {
    expect(info({ instructions_langs }).instructions_langs).toEqual(expected);
  });

  it.each([
    ['URLs', ['https://m.test/a.jpg', 'https://m.test/b.mp4'], [{ type: 'image', url: 'https://m.test/a.jpg' }, { type: 'video', url: 'https://m.test/b.mp4' }]],
    ['one URL', 'https://m.test/a.jpg', [{ type: 'image', url: 'https://m.test/a.jpg' }]],
    ['upload results', [{ secure_url: 'https://m.test/c.mov', resource_type: 'video' }, { type: 'image' }], [{ type: 'video', url: 'https://m.test/c.mov' }]],
  ])('instruction media as %s', (_n, instruction_media, expected) => {
    expect(info({ instruction_media }).instruction_media).toEqual(expected);
  });

  it('guest info images as URLs or { url }; topics as one object', () => {
    const out = info({ guests_info: { images: [{ url: 'https://m.test/1.jpg' }, 'https://m.test/2.jpg'], listing_info_def: { topic: 'Pool', hint: 'Heated' } } });
    expect(out.guests_info?.images).toEqual(['https://m.test/1.jpg', 'https://m.test/2.jpg']);
    expect(out.guests_info?.listing_info_def).toEqual([{ topic: 'Pool', hint: 'Heated' }]);
  });

  it('nulls for lists read as absent; unknown fields are ignored', () => {
    const out = info({ info: { phones: null, links: null, door_codes: null, brand_new: { x: 1 } }, instruction_media: null, surprise: [1, 2] });
    expect(out.info?.phones).toBeNull();
    expect(out.instruction_media).toBeNull();
  });
});

describe('field-level tolerance', () => {
  it('an optional field that does not fit reads as absent, the rest of the block stays, one warning names endpoint and path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = { confirmation_code: 'Q-1', checkin_instructions: 'Ring twice', info: { phones: { number: { nested: true } }, wifi: { name: 'Casa' }, custom_instructions: 7 } };
    const out = await getTripInfo(api({ 'GET /api/tourist-data/Q-1': body }), 'Q-1');
    expect(out.checkin_instructions).toBe('Ring twice');
    expect(out.info?.wifi).toEqual({ name: 'Casa', password: null });
    expect(out.info?.phones).toEqual([]);
    expect(out.info?.custom_instructions).toBeUndefined();
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages).toHaveLength(2);
    for (const m of messages) expect(m).toContain('/api/tourist-data/Q-1');
    expect(messages[0]).toContain('"info.phones.0"');
    expect(messages[1]).toContain('"info.custom_instructions"');
  });

  it('a phone item that fits nothing is dropped and reported at its own path', () => {
    const r = parseTolerant(TripInfoSchema, { info: { phones: ['+1', true] } });
    expect(r.success && r.output.info?.phones).toEqual([{ label: null, number: '+1' }]);
    expect(r.ignored.map((i) => i.path)).toEqual(['info.phones.1']);
  });

  it('a nested block that does not fit is reported at the innermost path only', () => {
    const schema = optionalBlock(v.looseObject({ a: optionalBlock(v.looseObject({ b: v.string() })), c: lenientList(v.number()), d: oneOrMany(v.string()) }));
    const r = parseTolerant(v.looseObject({ top: schema }), { top: { a: { b: 1 }, c: 'x', d: ['ok', 2] } });
    expect(r.success && r.output.top).toEqual({ a: undefined, c: undefined, d: ['ok'] });
    expect(r.ignored.map((i) => i.path)).toEqual(['top.a', 'top.c', 'top.d.1']);
  });

  it('a fitting answer parses once and warns nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await getTripInfo(api({ 'GET /api/tourist-data/Q-1': { info: { phones: [{ label: 'Host', number: '+1' }] } } }), 'Q-1');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('checkout and configuration', () => {
  const payment = { payment_intent_id: 'pi_9', client_secret: 'pi_9_secret', status: 'requires_payment_method', amount: 45000, metadata: { type: 'accommodation' } };
  it('checkout info bare or in { data }; amounts as numeric strings', async () => {
    const a = await getCheckoutInfo(api({ 'GET /api/checkout-info/pi_9': { data: { payment: { ...payment, amount: '45000' }, reservation: { id: 'r-1', confirmation_code: 'Q-1', balance_due: '450.00' } } } }), 'pi_9');
    expect(a.payment.amount).toBe(45000);
    expect(a.reservation?.balance_due).toBe(450);
    expect(a.provider).toBeNull();
  });

  it('checkout info without an amount is malformed (the screen cannot work without it)', async () => {
    const err = await getCheckoutInfo(api({ 'GET /api/checkout-info/pi_9': { payment: { ...payment, amount: 'a lot' } } }), 'pi_9').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('malformed');
  });

  it('configuration in { data }; a wrong-typed optional field reads as absent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const c = await getConfiguration(api({ 'GET /api/config': { data: { company_name: 'Casa Sol', currency: 'EUR', store_tax: '10%', allowed_origins: 'https://casa.test' } } }));
    expect(c).toMatchObject({ company_name: 'Casa Sol', currency: 'EUR', store_tax: undefined, allowed_origins: ['https://casa.test'] });
  });
});
