// Issue 19, row 9: identity documents are served only to their guest, the tenant's staff or a short-lived
// signed URL, and never cached by a shared cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers.js';
import { PNG_1X1 } from './png.js';

describe('private media', () => {
  let s: TestServer;
  let alex: string;
  let jamie: string;
  let staff: string;
  const get = (url: string, token?: string) => fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    s = await startServer();
    alex = await login(s);
    jamie = await login(s, 'jamie@demo.test');
    staff = await login(s, 'staff@demo.test', 'Staff#2026');
  });
  afterAll(async () => {
    await s.close();
  });

  it('an ID photo opens for its guest, staff and its signed URL only, with Cache-Control private, no-store', async () => {
    const form = new FormData();
    form.append('reservation_id', 'DEMO-FAMILY');
    form.append('file', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'passport.png');
    const upload = await call(s, 'POST', '/api/media/upload', { token: alex, rawBody: form });
    expect(upload.status).toBe(201);
    const signed = upload.body.secure_url as string;
    const plain = signed.split('?')[0]!;
    expect(signed).toMatch(/\?expires=\d+&sig=/);

    expect((await get(plain)).status).toBe(404);
    expect((await get(plain, jamie)).status).toBe(404);
    expect((await get(`${plain}?expires=${Math.floor(Date.now() / 1000) + 600}&sig=forged`)).status).toBe(404);
    for (const res of [await get(plain, alex), await get(plain, staff), await get(signed)]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    // The record hands the guest a freshly signed URL for the document it holds.
    const saved = await call(s, 'POST', '/api/check-in/{id}', { token: alex, params: { id: 'DEMO-FAMILY' }, body: { step: 0, id_pic: plain } });
    expect(saved.body.id_pic).toMatch(/\?expires=\d+&sig=/);
    expect((await get(saved.body.id_pic)).status).toBe(200);
  });

  it('a photo sent with a ticket link stays public to that link', async () => {
    const form = new FormData();
    form.append('ticket_id', 'lt-demo-done');
    form.append('file', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'leak.png');
    const upload = await call(s, 'POST', '/api/media/upload', { rawBody: form });
    const res = await get(upload.body.secure_url as string);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
  });
});
