// Accounts, sessions, cookies, token mode, tenants and CORS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../db.js';
import { call, login, sessionCookie, startServer, type TestServer } from './helpers.js';

describe('accounts and sessions', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => {
    await s.close();
  });

  it('login sets an HttpOnly SameSite=Lax cookie on http and returns a token only in token mode', async () => {
    const res = await call(s, 'POST', '/api/login-portal', { body: { email: 'GUEST@demo.test ', password: 'Guest#2026' } });
    expect(res.status).toBe(200);
    expect(res.body.token).toBeUndefined();
    const raw = res.headers.getSetCookie().find((c) => c.startsWith('gp_session='))!;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).not.toMatch(/Secure/i);
    const cookie = sessionCookie(res.headers);
    expect((await call(s, 'GET', '/api/tourist/user', { cookie })).body.email).toBe('guest@demo.test');
    const withToken = await call(s, 'POST', '/api/login-portal', { body: { email: 'guest@demo.test', password: 'Guest#2026', token: true } });
    expect((await call(s, 'GET', '/api/tourist/user', { token: withToken.body.token })).status).toBe(200);
  });

  it('wrong password and unknown e-mail get the same 401 invalid_credentials', async () => {
    const a = await call(s, 'POST', '/api/login-portal', { body: { email: 'guest@demo.test', password: 'nope' } });
    const b = await call(s, 'POST', '/api/login-portal', { body: { email: 'nobody@demo.test', password: 'nope' } });
    expect(a.status).toBe(401);
    expect(a.body).toEqual(b.body);
    expect(a.body.code).toBe('invalid_credentials');
  });

  it('accounts belong to a tenant: X-Tenant-Id picks it before sign-in', async () => {
    expect((await call(s, 'POST', '/api/login-portal', { body: { email: 'guest@alpine.test', password: 'Guest#2026' } })).status).toBe(401);
    const token = await login(s, 'guest@alpine.test', 'Guest#2026', 2);
    const me = await call(s, 'GET', '/api/tourist/user', { token });
    expect(me.body).toMatchObject({ tenant_id: 2, tenant_name: 'Alpine Chalets Co.', locale: 'fr' });
    const list = await call<any[]>(s, 'GET', '/api/tourist/reservations/', { token });
    expect(list.body.every((r) => r.tenant_id === 2 && r.currency === 'EUR')).toBe(true);
  });

  it('logout ends the session', async () => {
    const res = await call(s, 'POST', '/api/login-portal', { body: { email: 'guest@demo.test', password: 'Guest#2026' } });
    const cookie = sessionCookie(res.headers);
    const out = await call(s, 'POST', '/api/logout', { cookie });
    expect(out.headers.getSetCookie().join()).toMatch(/gp_session=;/);
    expect((await call(s, 'GET', '/api/tourist/user', { cookie })).status).toBe(401);
  });

  it('GET /api/tourist/user?session=optional: 200 { signed_in: false } signed out (cookie, token, forged or ended), the user signed in; without it 401', async () => {
    expect((await call(s, 'GET', '/api/tourist/user', { query: { session: 'optional' } })).body).toEqual({ signed_in: false });
    expect((await call(s, 'GET', '/api/tourist/user')).status).toBe(401);
    expect((await call(s, 'GET', '/api/tourist/user', { query: { session: 'optional' }, token: 'forged-token' })).body).toEqual({ signed_in: false });
    const res = await call(s, 'POST', '/api/login-portal', { body: { email: 'guest@demo.test', password: 'Guest#2026' } });
    const cookie = sessionCookie(res.headers);
    const me = await call(s, 'GET', '/api/tourist/user', { query: { session: 'optional' }, cookie });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('guest@demo.test');
    await call(s, 'POST', '/api/logout', { cookie });
    const after = await call(s, 'GET', '/api/tourist/user', { query: { session: 'optional' }, cookie });
    expect([after.status, after.body]).toEqual([200, { signed_in: false }]);
    expect((await call(s, 'GET', '/api/tourist/user', { query: { session: 'always' } })).status).toBe(400);
  });

  it('sign-up: 202 whatever the e-mail, verified through the mailed link before reservations attach; weak password 400', async () => {
    run(s.app.db, "UPDATE guests SET primary_email = 'riley@demo.test' WHERE first_name = 'Jamie'");
    run(s.app.db, "DELETE FROM users WHERE email = 'jamie@demo.test'");
    run(s.app.db, "UPDATE reservations SET group_id = 'GRP-RILEY' WHERE confirmation_code = 'DEMO-OTHER'");
    const res = await call(s, 'POST', '/api/tourist/signup', {
      body: { email: 'riley@demo.test', password: 'Riley#2026', firstName: 'Riley', lastName: 'Rivera', gId: 'GRP-RILEY', token: true },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ verification_required: true });
    expect(res.headers.getSetCookie()).toEqual([]);
    // Signed in before verifying: the account sees nothing yet.
    const early = await login(s, 'riley@demo.test', 'Riley#2026');
    expect((await call<any[]>(s, 'GET', '/api/tourist/reservations/', { token: early })).body).toEqual([]);
    const [mail] = (await call<any[]>(s, 'GET', '/api/dev/outbox', { query: { email: 'riley@demo.test' } })).body;
    const link = /http:\/\/\S+\/api\/verify-email\?token=[\w-]+/.exec(mail.text)![0];
    const verified = await fetch(link.replace(/^http:\/\/[^/]+/, s.url), { redirect: 'manual' });
    expect(verified.status).toBe(302);
    const to = new URL(verified.headers.get('location')!);
    expect(to.pathname).toBe('/tourist/login');
    expect(to.searchParams.get('verification')).toBe('done');
    expect(to.searchParams.get('redirectUrl')).toBe('/tourist/trips/DEMO-OTHER');
    const list = await call<any[]>(s, 'GET', '/api/tourist/reservations/', { token: await login(s, 'riley@demo.test', 'Riley#2026') });
    expect(list.body.map((r) => r.confirmation_code)).toEqual(['DEMO-OTHER']);
    // A used link does nothing more.
    const again = await fetch(link.replace(/^http:\/\/[^/]+/, s.url), { redirect: 'manual' });
    expect(new URL(again.headers.get('location')!).searchParams.get('verification')).toBe('invalid');
    const dup = await call(s, 'POST', '/api/tourist/signup', { body: { email: 'Riley@demo.test', password: 'Riley#2026', firstName: 'R', lastName: 'R' } });
    expect(dup.status).toBe(202);
    expect(dup.body).toEqual({ verification_required: true });
    const weak = await call(s, 'POST', '/api/tourist/signup', { body: { email: 'weak@demo.test', password: 'password', firstName: 'W', lastName: 'K' } });
    expect(weak.body).toMatchObject({ code: 'validation', field: 'password' });
    const long = await call(s, 'POST', '/api/tourist/signup', { body: { email: 'long@demo.test', password: 'Long#2026a', firstName: 'x'.repeat(31), lastName: 'K' } });
    expect(long.body).toMatchObject({ code: 'validation', field: 'firstName' });
  });

  it('forgot password: outbox mail with a one-time link; unknown e-mails answer the same', async () => {
    expect((await call(s, 'POST', '/api/forgot-password', { body: { email: 'ghost@demo.test' } })).body).toEqual({ ok: true });
    expect((await call<any[]>(s, 'GET', '/api/dev/outbox', { query: { email: 'ghost@demo.test' } })).body).toEqual([]);
    await call(s, 'POST', '/api/forgot-password', { body: { email: 'staff@demo.test' } });
    const [mail] = (await call<any[]>(s, 'GET', '/api/dev/outbox', { query: { email: 'staff@demo.test' } })).body;
    expect(mail.text).toContain('/tourist/reset-password?token=');
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    expect((await call(s, 'POST', '/api/reset-password', { body: { token, password: 'weak' } })).body.field).toBe('password');
    expect((await call(s, 'POST', '/api/reset-password', { body: { token, password: 'NewStaff#1' } })).status).toBe(200);
    const again = await call(s, 'POST', '/api/reset-password', { body: { token, password: 'NewStaff#2' } });
    expect(again.body).toMatchObject({ code: 'invalid_token', field: 'token' });
    expect((await call(s, 'POST', '/api/login-portal', { body: { email: 'staff@demo.test', password: 'Staff#2026' } })).status).toBe(401);
    expect((await call(s, 'POST', '/api/login-portal', { body: { email: 'staff@demo.test', password: 'NewStaff#1' } })).status).toBe(200);
  });

  it('locale update only for oneself', async () => {
    const token = await login(s, 'guest@demo.test');
    const me = await call(s, 'GET', '/api/tourist/user', { token });
    expect((await call(s, 'PUT', '/api/users/{id}/locale', { token, params: { id: me.body.id + 1 }, body: { locale: 'he' } })).status).toBe(404);
    expect((await call(s, 'PUT', '/api/users/{id}/locale', { token, params: { id: me.body.id }, body: { locale: 'xx' } })).body.field).toBe('locale');
  });

  it('a confirmation-code lookup opens a session limited to that reservation', async () => {
    const res = await call(s, 'POST', '/api/tourist/user/validate', { body: { res_id: 'DEMO-UPCOMING', last_name: 'morgan', token: true } });
    const list = await call<any[]>(s, 'GET', '/api/tourist/reservations/', { token: res.body.token });
    expect(list.body.map((r) => r.confirmation_code)).toEqual(['DEMO-UPCOMING']);
    expect((await call(s, 'GET', '/api/tourist-data/{code}', { token: res.body.token, params: { code: 'DEMO-DONE' } })).status).toBe(404);
    const wrongName = await call(s, 'POST', '/api/tourist/user/validate', { body: { res_id: 'DEMO-UPCOMING', last_name: 'Smith' } });
    const wrongCode = await call(s, 'POST', '/api/tourist/user/validate', { body: { res_id: 'DEMO-NOPE', last_name: 'Morgan' } });
    expect(wrongName.status).toBe(404);
    expect(wrongName.body).toEqual(wrongCode.body);
    expect(wrongName.body.code).toBe('lookup_mismatch');
    expect((await call(s, 'POST', '/api/tourist/user/validate', { body: { res_id: 'DEMO-UPCOMING' } })).status).toBe(401);
  });

  it('staff see every reservation of their tenant and can order for a guest', async () => {
    const res = await call(s, 'POST', '/api/login-portal', { body: { email: 'staff@demo.test', password: 'NewStaff#1', token: true } });
    expect(res.body.user.abilities).toContain('create-store-purchase');
    const list = await call<any[]>(s, 'GET', '/api/tourist/reservations/', { token: res.body.token });
    expect(list.body.map((r) => r.confirmation_code)).toEqual(expect.arrayContaining(['DEMO-CURRENT', 'DEMO-OTHER']));
    expect(list.body.some((r) => r.tenant_id !== 1)).toBe(false);
    const items = await call<any[]>(s, 'GET', '/api/tourist/reservations/{code}/store-items', { token: res.body.token, params: { code: 'DEMO-DONE' } });
    const early = items.body.find((e) => e.item.name === 'Early Check-in');
    const order = await call(s, 'POST', '/api/tourist/reservations/{id}/store-items/add', { token: res.body.token, params: { id: 'DEMO-DONE' }, body: { item_id: early.item.id } });
    expect(order.status).toBe(201);
  });
});

describe('CORS', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ allowedOrigins: ['http://everywhere.test'] });
    run(s.app.db, `UPDATE tenants SET allowed_origins = '["http://alpine-site.test"]' WHERE id = 2`);
  });
  afterAll(async () => {
    await s.close();
  });

  const preflight = (origin: string) =>
    fetch(`${s.url}/api/login-portal`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization,x-tenant-id,idempotency-key' },
    });

  it('allows credentials only for listed origins, echoing the exact origin (never *)', async () => {
    const ok = await preflight('http://localhost:8788');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:8788');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect(ok.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type, X-Tenant-Id, Idempotency-Key');
    const bad = await preflight('http://evil.test');
    expect(bad.status).toBe(403);
    expect(bad.headers.get('access-control-allow-origin')).toBeNull();
    const get = await fetch(`${s.url}/api/config`, { headers: { origin: 'http://evil.test' } });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is per tenant: an origin listed by tenant 2 only is not allowed for tenant 1', async () => {
    const t2 = await fetch(`${s.url}/api/config`, { headers: { origin: 'http://alpine-site.test', 'x-tenant-id': '2' } });
    expect(t2.headers.get('access-control-allow-origin')).toBe('http://alpine-site.test');
    const t1 = await fetch(`${s.url}/api/config`, { headers: { origin: 'http://alpine-site.test' } });
    expect(t1.headers.get('access-control-allow-origin')).toBeNull();
    const extra = await fetch(`${s.url}/api/config`, { headers: { origin: 'http://everywhere.test', 'x-tenant-id': '2' } });
    expect(extra.headers.get('access-control-allow-origin')).toBe('http://everywhere.test');
  });

  it('refuses cross-origin state changes from unlisted origins (403)', async () => {
    const res = await call(s, 'POST', '/api/login-portal', {
      headers: { origin: 'http://evil.test' },
      body: { email: 'guest@demo.test', password: 'Guest#2026' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('cookies on https', () => {
  it('are Secure; SameSite=None; Partitioned behind a TLS proxy', async () => {
    const s = await startServer({ trustProxy: '127.0.0.1' });
    try {
      const res = await call(s, 'POST', '/api/login-portal', {
        headers: { 'x-forwarded-proto': 'https' },
        body: { email: 'guest@demo.test', password: 'Guest#2026' },
      });
      const raw = res.headers.getSetCookie().find((c) => c.startsWith('gp_session='))!;
      expect(raw).toMatch(/; Secure/i);
      expect(raw).toMatch(/SameSite=None/i);
      expect(raw).toMatch(/Partitioned/i);
      expect(raw).toMatch(/HttpOnly/i);
    } finally {
      await s.close();
    }
  });
});
