// Security review, platform (issue 9): findings 3 (dev routes), 7 (uploads) and 10 (headers, trusted
// proxy, strict order input).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers.js';
import { PDF_MIN, PNG_1X1, upload } from './png.js';

/** A multipart body with the ticket capability before (or after) the file. */
function ticketUpload(ticketId: string, file: Buffer, position: 'before' | 'after' = 'before'): FormData {
  const form = new FormData();
  if (position === 'before') form.append('ticket_id', ticketId);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'photo.png');
  if (position === 'after') form.append('ticket_id', ticketId);
  return form;
}

describe('finding 3: dev routes are opt-in and loopback-only', () => {
  it('are off unless asked for (no NODE_ENV needed), including the payments plugin dev routes', async () => {
    const s = await startServer({ devRoutes: undefined });
    try {
      for (const [method, path] of [
        ['GET', '/api/dev/outbox'],
        ['GET', '/api/dev/action-log'],
        ['POST', '/api/dev/intents'],
        ['POST', '/api/dev/purchases/1/approve'],
        ['GET', '/api/dev/charges?payment_intent_id=pi_x'],
      ] as const) {
        const res = await fetch(`${s.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
        expect(res.status, path).toBe(404);
      }
    } finally {
      await s.close();
    }
  });

  it('when on, answer only clients on this machine (a forwarded client address is not local)', async () => {
    const s = await startServer({ devRoutes: true, trustProxy: '127.0.0.1' });
    try {
      expect((await fetch(`${s.url}/api/dev/outbox`)).status).toBe(200);
      expect((await fetch(`${s.url}/api/dev/outbox`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(404);
    } finally {
      await s.close();
    }
  });
});

describe('finding 7: uploads need a session or a ticket capability, with a quota; documents download', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startServer({ limits: { uploadBytesPerClient: 4096 } });
    token = await login(s);
  });
  afterAll(async () => {
    await s.close();
  });

  it('refuses anonymous uploads', async () => {
    const res = await call(s, 'POST', '/api/media/upload', { rawBody: upload(PNG_1X1, 'a.png', 'image/png') });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthorized');
  });

  it('accepts the public id of an existing ticket sent before the file; the ticket photo link stays open', async () => {
    const ok = await call(s, 'POST', '/api/media/upload', { rawBody: ticketUpload('lt-demo-new', PNG_1X1) });
    expect(ok.status).toBe(201);
    expect((await call(s, 'POST', '/api/media/upload', { rawBody: ticketUpload('lt-nope', PNG_1X1) })).status).toBe(401);
    // Sent after the file, the capability comes too late: the server does not read files it may refuse.
    expect((await call(s, 'POST', '/api/media/upload', { rawBody: ticketUpload('lt-demo-new', PNG_1X1, 'after') })).status).toBe(401);
    const photos = await call(s, 'POST', '/api/listing-tasks/{id}/ticket-photos', { params: { id: 'lt-demo-new' }, body: { images: [ok.body.secure_url] } });
    expect(photos.status).toBe(200);
  });

  it('serves PDFs as attachments (never a document of the API origin) and images inline', async () => {
    const pdf = await call(s, 'POST', '/api/media/upload', { token, rawBody: upload(PDF_MIN, 'id.pdf', 'application/pdf') });
    expect((await fetch(pdf.body.secure_url)).headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f]{32}\.pdf"$/);
    const png = await call(s, 'POST', '/api/media/upload', { token, rawBody: upload(PNG_1X1, 'a.png', 'image/png') });
    expect((await fetch(png.body.secure_url)).headers.get('content-disposition')).toBe('inline');
  });

  it('stops a client over its byte quota for the window (429), other clients unaffected', async () => {
    const other = await login(s, 'jamie@demo.test');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(3000)]);
    expect((await call(s, 'POST', '/api/media/upload', { token: other, rawBody: upload(big, 'a.png', 'image/png') })).status).toBe(201);
    const over = await call(s, 'POST', '/api/media/upload', { token: other, rawBody: upload(big, 'b.png', 'image/png') });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('too_many_requests');
    expect((await call(s, 'POST', '/api/media/upload', { token, rawBody: upload(PNG_1X1, 'c.png', 'image/png') })).status).toBe(201);
  });
});

describe('finding 10: headers, trusted proxy, strict order input', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startServer({ trustProxy: '127.0.0.1' });
    token = await login(s);
  });
  afterAll(async () => {
    await s.close();
  });

  it('hosted portal pages send a strict nonce CSP with frame-ancestors from the allowed origins', async () => {
    const res = await fetch(`${s.url}/tourist/trips`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/frame-ancestors 'self' .*http:\/\/allowed\.test/);
    expect(csp).not.toMatch(/frame-ancestors[^;]*\*/);
    const html = await res.text();
    // Every script and style tag carries the nonce.
    expect(html.match(/<(script|style)\b/g)!.length).toBe(html.match(new RegExp(`<(script|style) nonce="${nonce!.replace(/[+/=]/g, '\\$&')}"`, 'g'))!.length);
    // The API base comes from a trusted origin, not the Host header.
    const spoofed = await (await fetch(`${s.url}/tourist/trips`, { headers: { 'x-forwarded-host': 'evil.example' } })).text();
    expect(spoofed).not.toContain('evil.example');
  });

  it('HSTS on https only (as the trusted proxy reports it), and the session cookie becomes Secure; SameSite=None; Partitioned', async () => {
    expect((await fetch(`${s.url}/api/health`)).headers.get('strict-transport-security')).toBeNull();
    const https = await fetch(`${s.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const secure = await call(s, 'POST', '/api/login-portal', { body: { email: 'guest@demo.test', password: 'Guest#2026' }, headers: { 'x-forwarded-proto': 'https' } });
    const cookie = secure.headers.getSetCookie().find((c) => c.startsWith('gp_session='))!;
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/SameSite=None/);
    expect(cookie).toMatch(/Partitioned/);
  });

  it('without a trusted proxy, forwarded headers are ignored', async () => {
    const plain = await startServer();
    try {
      const res = await call(plain, 'POST', '/api/login-portal', { body: { email: 'guest@demo.test', password: 'Guest#2026' }, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.getSetCookie().find((c) => c.startsWith('gp_session='))).toMatch(/SameSite=Lax/);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('order numbers are whole decimal numbers ("1e2", "0x10", "1.5" refused) and comments have a length limit', async () => {
    const items = (await call<any[]>(s, 'GET', '/api/tourist/reservations/{code}/store-items', { token, params: { code: 'DEMO-CURRENT' } })).body;
    const bike = items.find((e) => e.item.name === 'Bike Rental');
    const order = (options: Record<string, unknown>, comments?: string) =>
      call(s, 'POST', '/api/tourist/reservations/{id}/store-items/add', { token, params: { id: 'DEMO-CURRENT' }, body: { item_id: bike.item.id, options, count: 1, ...(comments !== undefined ? { comments } : {}) } });
    for (const days of ['1e2', '0x10', '1.5', ' ', '-1', 'true']) {
      const res = await order({ days });
      expect(res.status, days).toBe(400);
      expect(res.body.field).toBe('days');
    }
    expect((await order({ days: '2' })).status).toBe(201);
    expect((await order({ days: ' 3 ' })).status).toBe(201);
    const long = await order({ days: '2' }, 'x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('comments');
  });
});
