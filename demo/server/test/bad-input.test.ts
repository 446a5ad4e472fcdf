// Bad input: every case answers a clear 4xx with a JSON error body (never a 500), leaks nothing and leaves
// the database intact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../db.js';
import { call, login, startServer, type TestServer } from './helpers.js';
import { PNG_1X1, upload } from './png.js';

const SQLI = ["' OR '1'='1", "'; DROP TABLE users; --", '1; DELETE FROM reservations', '" OR ""="', "DEMO-CURRENT' --"];
const XSS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '"><svg onload=alert(1)>'];
const NASTY = [...SQLI, ...XSS];

function expectClientError(res: { status: number; body: any }, code?: string) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body).toMatchObject({ error: expect.any(String), code: code ?? expect.any(String) });
}

describe('bad input', () => {
  let s: TestServer;
  let token: string;
  let otherToken: string;
  let alpineToken: string;
  let counts: Record<string, number>;
  const countRows = () =>
    Object.fromEntries(
      ['tenants', 'users', 'reservations', 'listings', 'store_items', 'payment_intents', 'guests'].map((t) => [
        t,
        one<{ n: number }>(s.app.db, `SELECT COUNT(*) AS n FROM ${t}`)!.n,
      ]),
    );

  beforeAll(async () => {
    s = await startServer();
    token = await login(s);
    otherToken = await login(s, 'jamie@demo.test');
    alpineToken = await login(s, 'guest@alpine.test', 'Guest#2026', 2);
    counts = countRows();
  });

  afterAll(async () => {
    await s.close();
  });

  it('malformed JSON → 400 invalid_json', async () => {
    const res = await call(s, 'POST', '/api/login-portal', { rawBody: '{"email": "guest@demo.test", ', headers: { 'content-type': 'application/json' } });
    expectClientError(res, 'invalid_json');
    expect(res.status).toBe(400);
    const check = await call(s, 'POST', '/api/check-in/{id}', { token, params: { id: 'DEMO-UPCOMING' }, rawBody: '{step:1}', headers: { 'content-type': 'application/json' } });
    expectClientError(check, 'invalid_json');
  });

  it('wrong types → 400 validation naming the field', async () => {
    const res = await call(s, 'POST', '/api/login-portal', { body: { email: 42, password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', field: 'email' });
    const step = await call(s, 'POST', '/api/check-in/{id}', { token, params: { id: 'DEMO-UPCOMING' }, body: { step: 'two' } });
    expect(step.body).toMatchObject({ code: 'validation', field: 'step' });
    const nested = await call(s, 'POST', '/api/check-in/{id}', {
      token,
      params: { id: 'DEMO-UPCOMING' },
      body: { step: 1, guest_count_info: { adults: '2' } },
    });
    expect(nested.body).toMatchObject({ code: 'validation', field: 'guest_count_info.adults' });
    const survey = await call(s, 'POST', '/api/reservations/{code}/survey', { params: { code: 'DEMO-PAST' }, body: { cleaning: 9 } });
    expect(survey.body).toMatchObject({ code: 'validation', field: 'cleaning' });
    const id = await call(s, 'PUT', '/api/users/{id}/locale', { token, params: { id: 'abc' }, body: { locale: 'en' } });
    expect(id.body).toMatchObject({ code: 'validation', field: 'id' });
    const tenant = await call(s, 'GET', '/api/config', { headers: { 'x-tenant-id': 'one' } });
    expectClientError(tenant, 'validation');
  });

  it('missing fields → 400 validation naming the field', async () => {
    expect((await call(s, 'POST', '/api/login-portal', { body: { email: 'guest@demo.test' } })).body).toMatchObject({ code: 'validation', field: 'password' });
    expect((await call(s, 'POST', '/api/tourist/signup', { body: { email: 'a@b.test', password: 'Secret#123', firstName: 'A' } })).body).toMatchObject({
      field: 'lastName',
    });
    expect((await call(s, 'POST', '/api/check-in/{id}', { token, params: { id: 'DEMO-UPCOMING' }, body: {} })).body).toMatchObject({ field: 'step' });
    expect((await call(s, 'GET', '/api/tourist/gate-code', { query: { confirmation_code: 'DEMO-CURRENT' } })).body).toMatchObject({ field: 'last_name' });
    expect((await call(s, 'POST', '/api/login-portal', {})).status).toBe(400);
    const survey = await call(s, 'POST', '/api/reservations/{code}/survey', { params: { code: 'DEMO-PAST' }, body: { cleaning: 5 } });
    expect(survey.body).toMatchObject({ code: 'validation', field: 'communication' });
    const price = await call(s, 'GET', '/api/tourist/store-items', { token });
    const transfer = price.body.find((e: any) => e.item.name === 'Airport Transfer');
    const menus = await call(s, 'GET', '/api/tourist/reservations/{id}/store-items/{itemId}/options', { token, params: { id: 'DEMO-CURRENT', itemId: transfer.item.id } });
    const noFields = await call(s, 'GET', '/api/tourist/store-items-menu/{menuId}/price', { token, params: { menuId: menus.body[0].id } });
    expect(noFields.body).toMatchObject({ code: 'validation', field: 'direction' });
  });

  it('business validation: times, special requests, URLs, birthday, options', async () => {
    const save = (body: object) => call(s, 'POST', '/api/check-in/{id}', { token, params: { id: 'DEMO-UPCOMING' }, body: { step: 1, ...body } });
    expect((await save({ times_info: { requested_check_in_time: '12:00' } })).body.field).toBe('times_info.requested_check_in_time');
    expect((await save({ times_info: { requested_check_in_time: '16:15' } })).body.field).toBe('times_info.requested_check_in_time');
    expect((await save({ times_info: { requested_check_out_time: '13:00' } })).body.field).toBe('times_info.requested_check_out_time');
    expect((await save({ special_requests: { Jacuzzi: true } })).body.field).toBe('special_requests.Jacuzzi');
    expect((await save({ special_requests: { 'Extra towels': 9 } })).body.field).toBe('special_requests.Extra towels');
    expect((await save({ id_pic: 'javascript:alert(1)' })).body.field).toBe('id_pic');
    expect((await save({ terms_signature_image: 'data:text/html;base64,PHNjcmlwdD4=' })).body.field).toBe('terms_signature_image');
    expect((await save({ client_info: { birthday: '2020-01-01' } })).body.field).toBe('client_info.birthday');
    expect((await save({ client_info: { email: 'no-at-sign' } })).body.field).toBe('client_info.email');
    const add = await call(s, 'POST', '/api/tourist/reservations/{id}/store-items/add', { token, params: { id: 'DEMO-CURRENT' }, body: {} });
    expect(add.body).toMatchObject({ code: 'validation', field: 'item_id' });
  });

  it('oversized bodies → 413 payload_too_large', async () => {
    const huge = { email: 'guest@demo.test', password: 'x'.repeat(2 * 1024 * 1024) };
    const res = await call(s, 'POST', '/api/login-portal', { body: huge });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('oversized uploads → 413, content not matching an accepted type → 415', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const tooBig = await call(s, 'POST', '/api/media/upload', { rawBody: upload(big, 'big.png', 'image/png') });
    expect(tooBig.status).toBe(413);
    const fake = await call(s, 'POST', '/api/media/upload', { rawBody: upload(Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png', 'image/png') });
    expect(fake.status).toBe(415);
    expect(fake.body.code).toBe('unsupported_media_type');
    const svg = await call(s, 'POST', '/api/media/upload', {
      rawBody: upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.svg', 'image/svg+xml'),
    });
    expect(svg.status).toBe(415);
    const empty = await call(s, 'POST', '/api/media/upload', { rawBody: upload(Buffer.alloc(0), 'e.png', 'image/png') });
    expect(empty.status).toBe(400);
    const wrongField = new FormData();
    wrongField.append('document', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'a.png');
    expect((await call(s, 'POST', '/api/media/upload', { rawBody: wrongField })).status).toBe(400);
    const json = await call(s, 'POST', '/api/media/upload', { body: { file: 'x' } });
    expectClientError(json);
  });

  it('unknown ids → 404 not_found', async () => {
    expect((await call(s, 'GET', '/api/tourist-data/{code}', { token, params: { code: 'NOPE-123' } })).body.code).toBe('not_found');
    expect((await call(s, 'GET', '/api/tourist/reservations/{code}/check-in', { token, params: { code: '999999' } })).status).toBe(404);
    expect((await call(s, 'GET', '/api/tracked-lt/{id}', { params: { id: 'lt_missing' } })).status).toBe(404);
    expect((await call(s, 'GET', '/api/store/purchase', { query: { payment_intent_id: 'pi_missing' } })).status).toBe(404);
    expect((await call(s, 'POST', '/api/dev/purchases/{id}/approve', { params: { id: 99999 } })).status).toBe(404);
    expect((await call(s, 'GET', '/api/tourist/logo', { query: { company: 'nobody' } })).status).toBe(404);
    expect((await call(s, 'GET', '/api/config', { headers: { 'x-tenant-id': '77' } })).status).toBe(404);
    expect((await call(s, 'GET', '/media/{file}', { params: { file: 'deadbeef.png' } })).status).toBe(404);
    expect((await call(s, 'GET', '/media/{file}', { params: { file: '..%2F..%2Fportal.sqlite' } })).status).toBe(400);
    expect((await call(s, 'POST', '/api/tourist/reservations/{id}/store-items/add', { token, params: { id: 'DEMO-CURRENT' }, body: { item_id: 99999 } })).status).toBe(404);
    const unknownRoute = await fetch(`${s.url}/api/does-not-exist`);
    expect(unknownRoute.status).toBe(404);
    expect(await unknownRoute.json()).toMatchObject({ code: 'not_found' });
  });

  it("another guest's or another tenant's reservation → 404 on every reservation route, never data", async () => {
    const routes: [string, string, Record<string, unknown>][] = [
      ['GET', '/api/tourist-data/{code}', {}],
      ['GET', '/api/tourist/reservations/{code}/check-in', {}],
      ['GET', '/api/tourist/reservations/{code}/store-items', {}],
      ['POST', '/api/check-in/{id}', { body: { step: 1 } }],
      ['POST', '/api/tourist/reservations/{id}/log', { body: { event_type: 'portal_visited' } }],
      ['POST', '/api/tourist/reservations/{id}/store-items/add', { body: { item_id: 1 } }],
      ['POST', '/api/tourist/reservations/{id}/store-items/authorize', { body: { item_id: 1 } }],
      ['GET', '/api/tourist/reservations/{id}/store-items/{itemId}/options', { extra: { itemId: 4 } }],
    ];
    const cases: [string, string][] = [
      [otherToken, 'DEMO-CURRENT'], // another guest of the same tenant
      [token, 'DEMO-OTHER'],
      [alpineToken, 'DEMO-CURRENT'], // another tenant
      [token, 'ALP-CURRENT'],
    ];
    for (const [who, code] of cases) {
      for (const [method, path, opts] of routes) {
        const key = path.includes('{code}') ? 'code' : 'id';
        const res = await call(s, method, path, {
          token: who,
          params: { [key]: code, ...((opts.extra as object) ?? {}) },
          ...(opts.body ? { body: opts.body } : {}),
        });
        expect(res.status, `${method} ${path} ${code}`).toBe(404);
        expect(Object.keys(res.body).sort()).toEqual(['code', 'error']);
      }
      const ver = await call(s, 'GET', '/api/reservations/verification_details', { token: who, query: { reservation_id: code } });
      expect(ver.status).toBe(404);
      const basic = await call(s, 'GET', '/api/reservations/{code}/basic', { token: who, params: { code } });
      expect(basic.status).toBe(404);
    }
    // Numeric ids of other reservations are refused the same way.
    const other = one<{ id: number }>(s.app.db, "SELECT id FROM reservations WHERE confirmation_code = 'DEMO-OTHER'")!;
    expect((await call(s, 'GET', '/api/tourist-data/{code}', { token, params: { code: String(other.id) } })).status).toBe(404);
    // Lists only hold the guest's own reservations.
    const list = await call<any[]>(s, 'GET', '/api/tourist/reservations/', { token: otherToken });
    expect(list.body.map((r) => r.confirmation_code)).toEqual(['DEMO-OTHER']);
    // A tenant header cannot switch a signed-in guest to another tenant.
    const sneaky = await call(s, 'GET', '/api/tourist-data/{code}', { token: alpineToken, params: { code: 'DEMO-DONE' }, headers: { 'x-tenant-id': '1' } });
    expect(sneaky.status).toBe(404);
  });

  it('requires a session where the contract does', async () => {
    for (const path of ['/api/tourist/user', '/api/tourist/reservations/', '/api/tourist/store-items', '/api/tourist/store-items/history']) {
      const res = await call(s, 'GET', path);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthorized');
    }
    expect((await call(s, 'GET', '/api/tourist/user', { token: 'forged-token' })).status).toBe(401);
    expect((await call(s, 'GET', '/api/tourist/user', { cookie: 'gp_session=forged' })).status).toBe(401);
  });

  it('SQL-injection and script strings in every text field: 4xx or stored as inert data, never a 500', async () => {
    for (const bad of NASTY) {
      const responses = [
        await call(s, 'POST', '/api/login-portal', { body: { email: bad, password: bad } }),
        await call(s, 'POST', '/api/login-portal', { body: { email: 'guest@demo.test', password: bad } }),
        await call(s, 'POST', '/api/forgot-password', { body: { email: bad } }),
        await call(s, 'POST', '/api/reset-password', { body: { token: bad, password: 'Valid#Pass1' } }),
        await call(s, 'POST', '/api/tourist/signup', { body: { email: `${bad}@x.test`, password: 'Valid#Pass1', firstName: bad, lastName: bad } }),
        await call(s, 'GET', '/api/tourist/gate-code', { query: { confirmation_code: bad, last_name: bad } }),
        await call(s, 'GET', '/api/tourist/gate-code', { query: { confirmation_code: 'DEMO-CURRENT', last_name: bad } }),
        await call(s, 'GET', '/api/tourist/user/validate', { query: { res_id: bad, last_name: bad } }),
        await call(s, 'GET', '/api/tourist/logo', { query: { company: bad } }),
        await call(s, 'GET', '/api/tourist-data/{code}', { token, params: { code: bad } }),
        await call(s, 'GET', '/api/reservations/{code}/basic', { params: { code: bad } }),
        await call(s, 'GET', '/api/tracked-lt/{id}', { params: { id: bad } }),
        await call(s, 'GET', '/api/store/purchase', { query: { payment_intent_id: bad } }),
        await call(s, 'GET', '/api/reservations/verification_details', { token, query: { reservation_id: bad } }),
        await call(s, 'POST', '/api/check-in/{id}', {
          token,
          params: { id: 'DEMO-UPCOMING' },
          body: { step: 1, guests_details: [{ full_name: bad }], client_info: { phone_number: bad, car_model: bad, address: { town: bad } }, car_info: { model: bad } },
        }),
        await call(s, 'POST', '/api/listing-tasks/{id}/ticket-photos', { params: { id: 'lt-demo-new' }, body: { images: [bad] } }),
        await call(s, 'POST', '/api/tourist/reservations/{id}/store-items/add', {
          token,
          params: { id: 'DEMO-CURRENT' },
          body: { item_id: 1, options: { note: bad }, comments: bad },
        }),
      ];
      for (const res of responses) {
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expectClientError(res);
      }
      // Only inert text may be accepted (e.g. a first name "javascript:alert(1)" is just a name).
      expect(responses.slice(0, 16).filter((r) => r.status < 300 && r.status !== 201).length, `accepted for ${bad}`).toBe(0);
    }
    // Free text is data: stored verbatim and returned as a JSON string (clients render it as text).
    const feedback = NASTY.join(' | ');
    const survey = await call(s, 'POST', '/api/reservations/{code}/survey', {
      params: { code: 'DEMO-PAST' },
      body: { cleaning: 1, communication: 1, location: 1, accuracy: 1, check_in: 1, value: 1, feedback },
    });
    expect(survey.status).toBe(201);
    const stored = one<{ feedback: string }>(s.app.db, "SELECT feedback FROM reviews WHERE source = 'survey' ORDER BY id DESC LIMIT 1")!;
    expect(stored.feedback).toBe(feedback);

    expect(countRows()).toMatchObject({ tenants: counts.tenants, reservations: counts.reservations, listings: counts.listings, store_items: counts.store_items });
    expect(one<{ integrity_check: string }>(s.app.db, 'PRAGMA integrity_check')!.integrity_check).toBe('ok');
    expect((await call(s, 'POST', '/api/login-portal', { body: { email: 'guest@demo.test', password: 'Guest#2026' } })).status).toBe(200);
  });

  it('repeated lookup failures → 429 saying when to try again (Retry-After header and retry_after in the body)', async () => {
    let last = await call(s, 'GET', '/api/tourist/gate-code', { query: { confirmation_code: 'GUESS', last_name: 'Nobody' } });
    for (let i = 0; i < 25; i++) {
      last = await call(s, 'GET', '/api/tourist/gate-code', { query: { confirmation_code: `GUESS-${i}`, last_name: 'Nobody' }, headers: { origin: 'http://localhost:8788' } });
    }
    expect(last.status).toBe(429);
    const seconds = (last.body as { retry_after: number }).retry_after;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(last.headers.get('retry-after')).toBe(String(seconds));
    // A page on another origin may read the header.
    expect(last.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });
});
