// Security review, guessing limits (issue 9): findings 5 (code-only endpoints without limits) and
// 8 (the per-IP limiter locked out the right answer; no per-account or per-code limit; mail bursts).
// Clients are simulated with X-Forwarded-For behind a trusted proxy; time is a fake clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './helpers.js';

const WINDOW = 60_000;

describe('guessing limits', () => {
  let s: TestServer;
  let clock = 1_000_000;
  beforeAll(async () => {
    s = await startServer({ trustProxy: '127.0.0.1', limits: { windowMs: WINDOW, perKey: 5, perClient: 20, maxLockMs: 8 * WINDOW, mailsPerAddress: 3, now: () => clock } });
  });
  afterAll(async () => {
    await s.close();
  });
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const lookup = (code: string, lastName: string, ip: string) =>
    call(s, 'POST', '/api/tourist/user/validate', { body: { res_id: code, last_name: lastName }, headers: from(ip) });

  it('finding 8: wrong guesses on one code from many clients lock that code; another code from the same client still works; the right answer works after the window', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await lookup('DEMO-UPCOMING', `Wrong${i}`, `10.0.0.${i + 1}`)).status);
    expect(answers).toEqual([404, 404, 404, 404, 404]);
    // Locked for everyone, even with the right last name, and the answer says for how long.
    const locked = await lookup('DEMO-UPCOMING', 'Morgan', '10.0.0.99');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'too_many_requests', retry_after: WINDOW / 1000 });
    // The same in the Retry-After header.
    expect(locked.headers.get('retry-after')).toBe(String(WINDOW / 1000));
    // The gate code shares the per-code lock (same secret: code + last name).
    expect((await call(s, 'GET', '/api/tourist/gate-code', { query: { confirmation_code: 'DEMO-UPCOMING', last_name: 'Morgan' }, headers: from('10.0.0.98') })).status).toBe(429);
    // The client that guessed last can still open another reservation.
    expect((await lookup('DEMO-CURRENT', 'Morgan', '10.0.0.5')).status).toBe(200);
    // After the lock-out window the right answer succeeds.
    clock += WINDOW + 1;
    expect((await lookup('DEMO-UPCOMING', 'Morgan', '10.0.0.99')).status).toBe(200);
  });

  it('finding 8: backoff: each repeated lock-out of the same code lasts twice as long', async () => {
    const lockOut = async () => {
      for (let i = 0; i < 5; i++) await lookup('DEMO-PAST', `Nope${i}`, `10.1.0.${i + 1}`);
      return lookup('DEMO-PAST', 'Morgan', '10.1.0.50');
    };
    expect((await lockOut()).body.retry_after).toBe(WINDOW / 1000);
    clock += WINDOW + 1;
    expect((await lockOut()).body.retry_after).toBe((2 * WINDOW) / 1000);
    clock += WINDOW + 1;
    expect((await lookup('DEMO-PAST', 'Morgan', '10.1.0.50')).status).toBe(429);
    clock += WINDOW;
    expect((await lookup('DEMO-PAST', 'Morgan', '10.1.0.50')).status).toBe(200);
  });

  it('finding 8: one client guessing many codes is stopped per client; other clients are not', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await lookup(`GUESS-${i}`, 'Morgan', '10.2.0.1')).status);
    expect(statuses.slice(0, 20).every((st) => st === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await lookup('DEMO-DONE', 'Morgan', '10.2.0.1')).status).toBe(429);
    expect((await lookup('DEMO-DONE', 'Morgan', '10.2.0.2')).status).toBe(200);
    clock += WINDOW + 1;
  });

  it('finding 8: login is limited per account and per client; the right password works from elsewhere and after the window', async () => {
    const attempt = (password: string, ip: string) =>
      call(s, 'POST', '/api/login-portal', { body: { email: 'jamie@demo.test', password }, headers: from(ip) });
    for (let i = 0; i < 5; i++) expect((await attempt('Wrong#Pass1', `10.3.0.${i + 1}`)).status).toBe(401);
    expect((await attempt('Guest#2026', '10.3.0.9')).status).toBe(429);
    // Another account from the same client is not affected.
    expect((await call(s, 'POST', '/api/login-portal', { body: { email: 'guest@demo.test', password: 'Guest#2026' }, headers: from('10.3.0.5') })).status).toBe(200);
    clock += WINDOW + 1;
    expect((await attempt('Guest#2026', '10.3.0.9')).status).toBe(200);
  });

  it('finding 8: forgot-password sends at most 3 mails per address per window, answering the same', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await call(s, 'POST', '/api/forgot-password', { body: { email: 'staff@demo.test' }, headers: from(`10.4.0.${i + 1}`) })).body).toEqual({ ok: true });
    }
    const mails = (await call<unknown[]>(s, 'GET', '/api/dev/outbox', { query: { email: 'staff@demo.test' } })).body;
    expect(mails).toHaveLength(3);
    clock += WINDOW + 1;
  });

  it('finding 5: guessing codes on the survey summary and the survey answer is refused after the client limit', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await call(s, 'GET', '/api/reservations/{code}/basic', { params: { code: `NOPE-${i}` }, headers: from('10.5.0.1') })).status);
    expect(statuses.slice(0, 20).every((st) => st === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    const survey = await call(s, 'POST', '/api/reservations/{code}/survey', {
      params: { code: 'DEMO-PAST' },
      body: { cleaning: 1, communication: 1, location: 1, accuracy: 1, check_in: 1, value: 1 },
      headers: from('10.5.0.1'),
    });
    expect(survey.status).toBe(429);
    clock += WINDOW + 1;
  });

  it("finding 5: a survey answer only within the reservation's tenant, and once per kind", async () => {
    const ratings = { cleaning: 1, communication: 1, location: 1, accuracy: 1, check_in: 1, value: 1 };
    // A tenant-2 code asked in tenant 1 is not found (no ticket created).
    const tickets = () => (s.app.db.prepare('SELECT COUNT(*) AS n FROM listing_tasks').get() as { n: number }).n;
    const before = tickets();
    expect((await call(s, 'POST', '/api/reservations/{code}/survey', { params: { code: 'ALP-PAST' }, body: ratings, headers: from('10.6.0.1') })).status).toBe(404);
    expect(tickets()).toBe(before);
    const first = await call(s, 'POST', '/api/reservations/{code}/survey', { params: { code: 'ALP-PAST' }, body: ratings, headers: { ...from('10.6.0.1'), 'x-tenant-id': '2' } });
    expect(first.status).toBe(201);
    const again = await call(s, 'POST', '/api/reservations/{code}/survey', { params: { code: 'ALP-PAST' }, body: ratings, headers: { ...from('10.6.0.2'), 'x-tenant-id': '2' } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('survey_already_submitted');
    expect(tickets()).toBe(before + 1);
  });
});
