// Issue 19, row 10 (the reference server's part): what a code + last-name lookup session may do, what a
// ticket accepts as photos, and store quantities bounded by the stay (src/core rules).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers.js';
import { PNG_1X1 } from './png.js';

describe('lookup sessions, tickets and store quantities', () => {
  let s: TestServer;
  let lookup: string;
  let token: string;

  beforeAll(async () => {
    s = await startServer();
    token = await login(s);
    const res = await call(s, 'POST', '/api/tourist/user/validate', { body: { res_id: 'DEMO-UPCOMING', last_name: 'morgan', token: true } });
    lookup = res.body.token as string;
  });
  afterAll(async () => {
    await s.close();
  });

  it("a lookup session reads neither the account's e-mail nor changes its locale", async () => {
    const user = await call(s, 'GET', '/api/tourist/user', { token: lookup });
    expect(user.status).toBe(200);
    expect(user.body.email).toBe('');
    const locale = await call(s, 'PUT', '/api/users/{id}/locale', { token: lookup, params: { id: user.body.id }, body: { locale: 'fr' } });
    expect([locale.status, locale.body.code]).toEqual([403, 'forbidden']);
    // The account's own sign-in still reads and changes both.
    const owner = await call(s, 'GET', '/api/tourist/user', { token });
    expect(owner.body).toMatchObject({ email: 'guest@demo.test', locale: 'en' });
    expect((await call(s, 'PUT', '/api/users/{id}/locale', { token, params: { id: owner.body.id }, body: { locale: 'fr' } })).status).toBe(200);
  });

  it('a ticket takes only photos uploaded to this server, never external image URLs', async () => {
    const id = 'lt-demo-done';
    const external = await call(s, 'POST', '/api/listing-tasks/{id}/ticket-photos', { params: { id }, body: { images: ['https://tracker.example/pixel.png'] } });
    expect([external.status, external.body.code, external.body.field]).toEqual([400, 'validation', 'images.0']);
    const unknown = await call(s, 'POST', '/api/listing-tasks/{id}/ticket-photos', { params: { id }, body: { images: [`${s.url}/media/${'0'.repeat(32)}.png`] } });
    expect(unknown.status).toBe(400);
    const form = new FormData();
    form.append('ticket_id', id);
    form.append('file', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'leak.png');
    const upload = await call(s, 'POST', '/api/media/upload', { rawBody: form });
    const own = await call(s, 'POST', '/api/listing-tasks/{id}/ticket-photos', { params: { id }, body: { images: [upload.body.secure_url] } });
    expect(own.status).toBe(200);
  });

  it('a 365-day × 4 bike order on a 5-night stay is refused; days within the stay are accepted', async () => {
    const items = (await call<any[]>(s, 'GET', '/api/tourist/reservations/{code}/store-items', { token, params: { code: 'DEMO-UPCOMING' } })).body;
    const bikes = items.find((e) => e.item.name === 'Bike Rental');
    const order = (days: number) =>
      call(s, 'POST', '/api/tourist/reservations/{id}/store-items/add', { token, params: { id: 'DEMO-UPCOMING' }, body: { item_id: bikes.item.id, count: 4, options: { days } } });
    const year = await order(365);
    expect([year.status, year.body.field]).toEqual([400, 'days']);
    expect((await order(7)).status).toBe(400);
    expect((await order(5)).status).toBe(201);
  });
});
