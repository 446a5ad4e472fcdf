// Security review, accounts area (issue 9): findings 1 (reset link from Host), 2 (sign-up claims
// reservations), 4 (user enumeration) and 9 (login CSRF through validate).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers.js';

/** The stored hashes the server verified a password against, in order. */
const verified = vi.hoisted(() => [] as string[]);
vi.mock('../auth/hash-threads.js', async (importOriginal) => {
  const threads = await importOriginal<typeof import('../auth/hash-threads.js')>();
  return {
    ...threads,
    verifyInThread: (stored: string, password: string) => {
      verified.push(stored);
      return threads.verifyInThread(stored, password);
    },
  };
});

describe('accounts security', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ publicUrl: 'https://portal.example', limits: { perKey: 1000, perClient: 1000 } });
  });
  afterAll(async () => {
    await s.close();
  });

  const outbox = async (email: string) => (await call<{ subject: string; text: string }[]>(s, 'GET', '/api/dev/outbox', { query: { email } })).body;

  it('finding 1: the password-reset link comes from the configured public origin, never the Host header', async () => {
    const res = await call(s, 'POST', '/api/forgot-password', { body: { email: 'staff@demo.test' }, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.body).toEqual({ ok: true });
    const [mail] = await outbox('staff@demo.test');
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.text).toMatch(/https:\/\/portal\.example\/tourist\/reset-password\?token=[\w-]+/);
  });

  it('finding 2: sign-up with the e-mail of a guest who has reservations sees nothing until the mailed link is opened', async () => {
    // guest@alpine.test's reservations belong to tenant 2; in tenant 1 use a guest without an account.
    await call(s, 'POST', '/api/tourist/signup', {
      body: { email: 'guest@alpine.test', password: 'Attacker#1', firstName: 'Eve', lastName: 'Attacker' },
      headers: { 'x-tenant-id': '2' },
    });
    // The address has an account in tenant 2: its owner is told, the caller gets the same 202 and nothing else.
    const notice = await outbox('guest@alpine.test');
    expect(notice[0]!.subject).toContain('someone tried to sign up');
    expect((await call(s, 'POST', '/api/login-portal', { body: { email: 'guest@alpine.test', password: 'Attacker#1' }, headers: { 'x-tenant-id': '2' } })).status).toBe(401);

    // A guest with reservations but no account yet (jamie's account removed, guest e-mail kept).
    s.app.db.prepare("DELETE FROM users WHERE email = 'jamie@demo.test'").run();
    const signup = await call(s, 'POST', '/api/tourist/signup', { body: { email: 'jamie@demo.test', password: 'Attacker#1', firstName: 'Eve', lastName: 'A' } });
    expect(signup.status).toBe(202);
    const token = await login(s, 'jamie@demo.test', 'Attacker#1');
    expect((await call<unknown[]>(s, 'GET', '/api/tourist/reservations/', { token })).body).toEqual([]);
    expect((await call(s, 'GET', '/api/tourist-data/{code}', { token, params: { code: 'DEMO-OTHER' } })).status).toBe(404);
    expect((await call(s, 'GET', '/api/tourist/reservations/{code}/check-in', { token, params: { code: 'DEMO-OTHER' } })).status).toBe(404);
    // Only the mailbox owner can finish it.
    const link = /\/api\/verify-email\?token=[\w-]+/.exec((await outbox('jamie@demo.test'))[0]!.text)![0];
    expect((await fetch(`${s.url}${link}`, { redirect: 'manual' })).status).toBe(302);
    const list = await call<{ confirmation_code: string }[]>(s, 'GET', '/api/tourist/reservations/', { token });
    expect(list.body.map((r) => r.confirmation_code)).toEqual(['DEMO-OTHER']);
  });

  it('finding 4: sign-up and forgot-password answer the same for known and unknown e-mails', async () => {
    const body = (email: string) => ({ email, password: 'Whoever#123', firstName: 'A', lastName: 'B' });
    const known = await call(s, 'POST', '/api/tourist/signup', { body: body('guest@demo.test') });
    const unknown = await call(s, 'POST', '/api/tourist/signup', { body: body('nobody-here@demo.test') });
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.headers.getSetCookie()).toEqual(unknown.headers.getSetCookie());
    const forgotKnown = await call(s, 'POST', '/api/forgot-password', { body: { email: 'guest@demo.test' } });
    const forgotUnknown = await call(s, 'POST', '/api/forgot-password', { body: { email: 'nobody-else@demo.test' } });
    expect([forgotKnown.status, forgotKnown.body]).toEqual([forgotUnknown.status, forgotUnknown.body]);
  });

  it('finding 9: validate is POST only, and a foreign origin cannot use it to set a session', async () => {
    const get = await fetch(`${s.url}/api/tourist/user/validate?res_id=DEMO-UPCOMING&last_name=Morgan`);
    expect(get.status).toBe(404);
    expect(get.headers.getSetCookie()).toEqual([]);
    const foreign = await fetch(`${s.url}/api/tourist/user/validate`, {
      method: 'POST',
      headers: { origin: 'https://attacker.example', 'content-type': 'application/json' },
      body: JSON.stringify({ res_id: 'DEMO-UPCOMING', last_name: 'Morgan' }),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
    // A cross-site form can only send form encodings, which the endpoint refuses.
    const form = await fetch(`${s.url}/api/tourist/user/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'res_id=DEMO-UPCOMING&last_name=Morgan',
    });
    expect(form.status).toBe(415);
    expect(form.headers.getSetCookie()).toEqual([]);
    const allowed = await call(s, 'POST', '/api/tourist/user/validate', { body: { res_id: 'DEMO-UPCOMING', last_name: 'Morgan' }, headers: { origin: 'http://allowed.test' } });
    expect(allowed.status).toBe(200);
  });
});

describe('finding 4: login timing does not tell which e-mails have accounts', () => {
  let s: TestServer;
  beforeAll(async () => {
    // The real parameters, so that a cheaper dummy hash would show (the suite's 'fast' hashing would hide it).
    s = await startServer({ passwordHashing: 'standard', limits: { perKey: 1000, perClient: 1000 } });
  });
  afterAll(async () => {
    await s.close();
  });

  // The answer time is the hash's: an unknown address must cost one argon2id verification with the real
  // parameters, as a known one does. Counted, not timed (a timing check flakes on a busy machine; the
  // bench measures time).
  it('an unknown e-mail costs one argon2id verification with the same parameters as a known one', async () => {
    const attempt = async (email: string) => {
      verified.length = 0;
      const res = await fetch(`${s.url}/api/login-portal`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Wrong#Pass1' }),
      });
      await res.arrayBuffer();
      expect(res.status).toBe(401);
      return verified.map((hash) => hash.split('$').slice(0, 4).join('$'));
    };
    const known = await attempt('guest@demo.test');
    const unknown = await attempt('nobody@demo.test');
    expect(known).toEqual(['$argon2id$v=19$m=19456,t=2,p=1']);
    expect(unknown).toEqual(known);
  }, 60_000);
});
