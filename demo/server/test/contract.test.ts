// Contract test: every operation of src/api/openapi.yaml is served, and every answer (through call())
// is validated against the documented response schema.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, toFastifyPath } from '../contract.js';
import { call, contractErrors, exercised, login, startServer, type TestServer } from './helpers.js';
import { PNG_1X1, upload } from './png.js';

const PAYMENTS_PLUGIN = ['index.ts', 'index.mjs', 'index.js'].some((f) => existsSync(path.resolve(__dirname, '../payments', f)));

describe('API contract', () => {
  let s: TestServer;
  let token: string;
  const reservations = new Map<string, any>();

  beforeAll(async () => {
    s = await startServer();
    token = await login(s);
    const list = await call<any[]>(s, 'GET', '/api/tourist/reservations/', { token });
    for (const r of list.body) reservations.set(r.confirmation_code, r);
  });

  afterAll(async () => {
    await s.close();
  });

  it('registers a route for every operation of the contract', () => {
    const missing = loadContract()
      .operations.filter((op) => !(op.path.startsWith('/api/checkout-info') && !PAYMENTS_PLUGIN))
      .filter((op) => !s.app.hasRoute({ method: op.method as 'GET', url: toFastifyPath(op.path).replace(/(.)\/$/, '$1') }))
      .map((op) => `${op.method} ${op.path}`);
    expect(missing).toEqual([]);
  });

  it('detects a response that drifts from the contract', () => {
    const good = { error: 'x', code: 'not_found' };
    expect(contractErrors('GET', '/api/tourist-data/{code}', 404, good)).toEqual([]);
    expect(contractErrors('GET', '/api/tourist-data/{code}', 404, { message: 'x' })).not.toEqual([]);
    expect(contractErrors('GET', '/api/tourist/user', 200, { id: 'one' })).not.toEqual([]);
    expect(contractErrors('GET', '/api/tourist/user', 204, {})).toEqual(['status 204 is not documented for GET /api/tourist/user']);
    // Undocumented error statuses fall back to the `default` response: still the Error shape.
    expect(contractErrors('GET', '/api/tourist/user', 418, { error: 'x', code: 'teapot' })).toEqual([]);
    expect(contractErrors('GET', '/api/tourist/user', 418, {})).not.toEqual([]);
  });

  it('accounts: user, locale, sign-up, logout, forgot and reset password', async () => {
    const me = await call(s, 'GET', '/api/tourist/user', { token });
    expect(me.body).toMatchObject({ email: 'guest@demo.test', tenant_id: 1, tenant_name: 'Sunny Coast Rentals' });
    const loc = await call(s, 'PUT', '/api/users/{id}/locale', { token, params: { id: me.body.id }, body: { locale: 'es' } });
    expect(loc.body.locale).toBe('es');

    const signup = await call(s, 'POST', '/api/tourist/signup', {
      body: { email: 'new.guest@demo.test', password: 'Secret#123', firstName: 'New', lastName: 'Guest', token: true },
    });
    expect(signup.status).toBe(202);
    expect(signup.body).toEqual({ verification_required: true });
    const [welcome] = (await call<any[]>(s, 'GET', '/api/dev/outbox', { query: { email: 'new.guest@demo.test' } })).body;
    const verifyToken = /verify-email\?token=([\w-]+)/.exec(welcome.text)![1]!;
    const verified = await fetch(`${s.url}/api/verify-email?token=${verifyToken}`, { redirect: 'manual' });
    expect(verified.status).toBe(302);
    exercised.add('GET /api/verify-email 302');
    const newToken = await login(s, 'new.guest@demo.test', 'Secret#123');
    const out = await call(s, 'POST', '/api/logout', { token: newToken });
    expect(out.body).toEqual({ ok: true });
    expect((await call(s, 'GET', '/api/tourist/user', { token: newToken })).status).toBe(401);

    expect((await call(s, 'POST', '/api/forgot-password', { body: { email: 'new.guest@demo.test' } })).body).toEqual({ ok: true });
    const mails = await call<any[]>(s, 'GET', '/api/dev/outbox', { query: { email: 'new.guest@demo.test' } });
    const resetToken = /reset-password\?token=([\w-]+)/.exec(mails.body[0].text)?.[1];
    expect(resetToken).toBeTruthy();
    expect((await call(s, 'POST', '/api/reset-password', { body: { token: resetToken, password: 'Changed#456' } })).status).toBe(200);
    expect((await call(s, 'POST', '/api/login-portal', { body: { email: 'new.guest@demo.test', password: 'Changed#456' } })).status).toBe(200);
  });

  it('config, feature flags, logo', async () => {
    const config = await call(s, 'GET', '/api/config');
    expect(config.body).toMatchObject({ tenant_id: 1, currency: 'USD', media_upload_url: `${s.url}/api/media/upload` });
    const t2 = await call(s, 'GET', '/api/config', { headers: { 'x-tenant-id': '2' } });
    expect(t2.body).toMatchObject({ tenant_id: 2, currency: 'EUR', default_locale: 'fr', identity_verification_support: true });
    expect(t2.body.guest_registration_api_key).toBeTruthy();
    expect((await call(s, 'GET', '/api/feature-flags')).body.store).toBe(true);
    expect((await call(s, 'GET', '/api/tourist/logo', { query: { company: 'alpine' } })).body.company_name).toBe('Alpine Chalets Co.');
    expect((await call(s, 'GET', '/api/health')).body).toEqual({ ok: true });
  });

  it('reservations, trip info (all four outcomes), pre-check-in', async () => {
    expect(reservations.size).toBeGreaterThan(10);
    const full = await call(s, 'GET', '/api/tourist-data/{code}', { token, params: { code: 'DEMO-DONE' } });
    expect(full.body.error).toBeNull();
    expect(full.body.info.door_codes.length).toBeGreaterThan(0);
    const locked = await call(s, 'GET', '/api/tourist-data/{code}', { token, params: { code: 'DEMO-UPCOMING' } });
    expect(locked.body).toMatchObject({ error: 'details_not_available_yet', info: null });
    expect((await call(s, 'GET', '/api/tourist-data/{code}', { token, params: { code: 'DEMO-DEPOSIT-DUE' } })).body.code).toBe('deposit_not_paid');
    expect((await call(s, 'GET', '/api/tourist-data/{code}', { token, params: { code: 'DEMO-BALANCE' } })).body.code).toBe('not_paid');

    const pci = await call(s, 'GET', '/api/tourist/reservations/{code}/check-in', { token, params: { code: 'DEMO-PRECHECKIN' } });
    expect(pci.body.status).toBe('In Progress');
    expect((await call(s, 'GET', '/api/tourist/reservations/{code}/check-in', { token, params: { code: 'DEMO-BALANCE' } })).status).toBe(402);
    const saved = await call(s, 'POST', '/api/check-in/{id}', {
      token,
      params: { id: pci.body.reservation_id },
      body: { ...pci.body, step: 2, special_requests: { 'High Chair': true } },
    });
    expect(saved.body).toMatchObject({ step: 2, status: 'In Progress', special_requests: { 'High Chair': true } });

    const ver = await call(s, 'GET', '/api/reservations/verification_details', { token, query: { reservation_id: 'DEMO-CURRENT' } });
    expect(ver.body.data.verification_details.guests_registration_status).toBe('NOT_STARTED');
    expect((await call(s, 'POST', '/api/dev/reservations/{code}/guest-registration', { params: { code: 'DEMO-CURRENT' }, body: { status: 'COMPLETE' } })).status).toBe(200);
    expect((await call(s, 'POST', '/api/dev/fail-next-save/{code}', { params: { code: 'DEMO-PRECHECKIN' } })).status).toBe(200);
    const failed = await call(s, 'POST', '/api/check-in/{id}', { token, params: { id: pci.body.reservation_id }, body: { step: 2 } });
    expect(failed.status).toBe(500);
    const stale = await call(s, 'POST', '/api/check-in/{id}', { token, params: { id: pci.body.reservation_id }, body: { step: 2, base_updated_at: '2020-01-01T00:00:00.000Z' } });
    expect(stale.status).toBe(409);
    expect((await call(s, 'POST', '/api/dev/reservations/{code}/reset-check-in', { params: { code: 'DEMO-PRECHECKIN' } })).status).toBe(200);

    const logged = await call(s, 'POST', '/api/tourist/reservations/{id}/log', {
      token,
      params: { id: 'DEMO-CURRENT' },
      body: { event_type: 'portal_visited', device_type: 'desktop' },
    });
    expect(logged.status).toBe(201);
    const log = await call<any[]>(s, 'GET', '/api/dev/action-log', { query: { reservation_id: reservations.get('DEMO-CURRENT').id } });
    expect(log.body[0]).toMatchObject({ event_type: 'portal_visited', id: logged.body.id });
  });

  it('store: items, options, price, reserve, request, purchase, history, approve and reject', async () => {
    const items = await call<any[]>(s, 'GET', '/api/tourist/reservations/{code}/store-items', { token, params: { code: 'DEMO-CURRENT' } });
    const transfer = items.body.find((e) => e.item.name === 'Airport Transfer');
    const chef = items.body.find((e) => e.item.name === 'Private Chef Dinner');
    const bike = items.body.find((e) => e.item.name === 'Bike Rental');
    expect((await call<any[]>(s, 'GET', '/api/tourist/store-items', { token })).body.length).toBeGreaterThanOrEqual(items.body.length);
    const menus = await call<any[]>(s, 'GET', '/api/tourist/reservations/{id}/store-items/{itemId}/options', {
      token,
      params: { id: 'DEMO-CURRENT', itemId: transfer.item.id },
    });
    const sedan = menus.body[0];
    const price = await call(s, 'GET', '/api/tourist/store-items-menu/{menuId}/price', {
      token,
      params: { menuId: sedan.id },
      query: { direction: 'both', passengers: 2, date: new Date().toISOString().slice(0, 10) },
    });
    expect(price.body.total_price).toBe(6000 + 5500);

    const add = await call(s, 'POST', '/api/tourist/reservations/{id}/store-items/add', {
      token,
      params: { id: 'DEMO-CURRENT' },
      body: { item_id: bike.item.id, options: { days: 2 }, count: 1 },
    });
    expect(add.status).toBe(201);
    const purchase = await call(s, 'GET', '/api/store/purchase', { token, query: { payment_intent_id: add.body.payment_intent.payment_intent_id } });
    expect(purchase.body).toMatchObject({ item_amount: 3000, tax_amount: 240, amount: 3240, status: 'pending_payment' });
    expect(purchase.body.payment_intent.capture_method).toBe('automatic');
    const cancelled = await call(s, 'POST', '/api/tourist/store-items/purchases/{id}/cancel', { token, params: { id: add.body.purchase_id } });
    expect(cancelled.body).toEqual({ id: add.body.purchase_id, status: 'cancelled' });

    const chefMenus = await call<any[]>(s, 'GET', '/api/tourist/reservations/{id}/store-items/{itemId}/options', {
      token,
      params: { id: 'DEMO-DONE', itemId: chef.item.id },
    });
    // A calendar day inside the stay in any listing time zone: the UTC date of the stay's midpoint (the
    // check-out's UTC date may be the day after check-out where the listing is behind UTC).
    const done = reservations.get('DEMO-DONE');
    const stayDay = new Date((Date.parse(done.check_in) + Date.parse(done.check_out)) / 2).toISOString().slice(0, 10);
    const auth = await call(s, 'POST', '/api/tourist/reservations/{id}/store-items/authorize', {
      token,
      params: { id: 'DEMO-DONE' },
      body: { menuId: chefMenus.body[0].id, options: { guests: 2, date: stayDay }, count: 1 },
    });
    const requested = await call(s, 'GET', '/api/store/purchase', { token, query: { payment_intent_id: auth.body.payment_intent.payment_intent_id } });
    expect(requested.body.payment_intent.capture_method).toBe('manual');

    // Approve needs an authorised (requires_capture) intent: the seeded pending_capture purchase has one.
    const history = await call<any[]>(s, 'GET', '/api/tourist/store-items/history', { token });
    const pending = history.body.find((h) => h.status === 'pending_capture');
    const approved = await call(s, 'POST', '/api/dev/purchases/{id}/approve', { params: { id: pending.id } });
    expect(approved.body.status).toBe('confirmed');
    const rejected = await call(s, 'POST', '/api/dev/purchases/{id}/reject', { params: { id: auth.body.purchase_id } });
    expect(rejected.body.status).toBe('cancelled');
    expect((await call(s, 'POST', '/api/dev/purchases/{id}/approve', { params: { id: auth.body.purchase_id } })).status).toBe(409);
  });

  it('feedback: basic info, survey, ticket tracker, ticket photos', async () => {
    const basic = await call(s, 'GET', '/api/reservations/{code}/basic', { params: { code: 'DEMO-PAST' } });
    expect(basic.body).toMatchObject({ confirmation_code: 'DEMO-PAST', nights: 5, is_mid_stay: false });
    const staff = await login(s, 'staff@demo.test', 'Staff#2026');
    const link = await call(s, 'GET', '/api/reservations/{code}/survey-link', { token: staff, params: { code: 'DEMO-PAST' } });
    expect(link.body).toMatchObject({ required: false, signature: expect.any(String) });
    const survey = await call(s, 'POST', '/api/reservations/{code}/survey', {
      params: { code: 'DEMO-PAST' },
      body: { cleaning: 2, communication: 3, location: 4, accuracy: 3, check_in: 3, value: 3, feedback: 'Dusty' },
    });
    expect(survey.body.avg).toBe(6);
    const ticket = await call(s, 'GET', '/api/tracked-lt/{id}', { params: { id: survey.body.link.replace('/tourist-lt/', '') } });
    expect(ticket.body.data.status).toBe('New');
    // Ticket photos are this server's uploads (sent with the ticket's public id).
    const form = new FormData();
    form.append('ticket_id', ticket.body.data.public_id);
    form.append('file', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'stain.png');
    const photo = await call(s, 'POST', '/api/media/upload', { rawBody: form });
    const photos = await call(s, 'POST', '/api/listing-tasks/{id}/ticket-photos', {
      params: { id: ticket.body.data.public_id },
      body: { images: [photo.body.secure_url] },
    });
    expect(photos.body.data.desc_images).toHaveLength(1);
  });

  it('lookups: validate and gate code', async () => {
    const v = await call(s, 'POST', '/api/tourist/user/validate', { body: { res_id: ' demo-current ', last_name: ' MORGAN ' } });
    expect(v.body.redirect_url).toBe('/tourist/trips/DEMO-CURRENT/info?origin=search');
    const mine = await call(s, 'POST', '/api/tourist/user/validate', { token, body: { res_id: 'DEMO-DONE' } });
    expect(mine.body.redirect_url).toBe('/tourist/trips/DEMO-DONE');
    const gate = await call(s, 'GET', '/api/tourist/gate-code', { query: { confirmation_code: 'DEMO-CURRENT', last_name: 'Morgan' } });
    expect(gate.body.gate_code).toBe('4821#');
  });

  it('media upload and serving', async () => {
    const up = await call(s, 'POST', '/api/media/upload', { token, rawBody: upload(PNG_1X1, 'id.png', 'image/png', 'guest-portal-demo') });
    expect(up.status).toBe(201);
    const res = await fetch(up.body.secure_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    exercised.add('GET /media/{file} 200');
  });

  it.runIf(PAYMENTS_PLUGIN)('checkout info (payments plugin)', async () => {
    const intent = reservations.get('DEMO-BALANCE').payment_intents[0].payment_intent_id;
    const info = await call(s, 'GET', '/api/checkout-info/{payment_intent_id}', { token, params: { payment_intent_id: intent } });
    expect(info.status).toBe(200);
    expect((await call(s, 'GET', '/api/checkout-info/{payment_intent_id}', { params: { payment_intent_id: 'pi_unknown' } })).status).toBe(404);
  });

  it('exercised every operation of the contract with a success answer', () => {
    // A success is 2xx, or the documented 302 of the e-mailed verification link.
    const ok = [...exercised].filter((e) => /\s2\d\d$/.test(e) || e === 'GET /api/verify-email 302').map((e) => e.replace(/\s\d+$/, ''));
    const missing = loadContract()
      .operations.map((op) => `${op.method} ${op.path}`)
      .filter((key) => !(key.includes('/api/checkout-info') && !PAYMENTS_PLUGIN))
      .filter((key) => !ok.includes(key));
    expect(missing).toEqual([]);
  });
});

describe('persistence', () => {
  it('keeps all data across a restart on the same data dir', async () => {
    const first = await startServer();
    const token = await login(first);
    await call(first, 'POST', '/api/tourist/signup', {
      body: { email: 'persist@demo.test', password: 'Persist#1', firstName: 'Per', lastName: 'Sist' },
    });
    const pci = await call(first, 'GET', '/api/tourist/reservations/{code}/check-in', { token, params: { code: 'DEMO-UPCOMING' } });
    await call(first, 'POST', '/api/check-in/{id}', {
      token,
      params: { id: pci.body.reservation_id },
      body: { step: 1, times_info: { requested_check_in_time: '17:30', requested_check_out_time: '10:00' } },
    });
    const up = await call(first, 'POST', '/api/media/upload', { token, rawBody: upload(PNG_1X1, 'a.png', 'image/png') });
    await first.close({ keepData: true });

    const second = await startServer({ dataDir: first.dataDir });
    try {
      // The old bearer token is a database session: it still works after the restart.
      const again = await call(second, 'GET', '/api/tourist/reservations/{code}/check-in', { token, params: { code: 'DEMO-UPCOMING' } });
      expect(again.body).toMatchObject({ step: 1, status: 'In Progress', times_info: { requested_check_in_time: '17:30' } });
      expect((await call(second, 'POST', '/api/login-portal', { body: { email: 'persist@demo.test', password: 'Persist#1' } })).status).toBe(200);
      // The upload is private: its guest's session (a database session too) still opens it.
      const file = new URL(up.body.secure_url).pathname;
      expect((await fetch(second.url + file, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
      const list = await call<any[]>(second, 'GET', '/api/tourist/reservations/', { token });
      expect(list.body.filter((r) => r.confirmation_code === 'DEMO-UPCOMING')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
