// Issue 19, row 11: a tenant may require the signed survey link; then a confirmation code alone no longer
// answers a reservation's survey (403 survey_signature_required), while the plain code link keeps working
// for tenants that do not require it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../db.js';
import { call, login, startServer, type TestServer } from './helpers.js';

const ANSWERS = { cleaning: 5, communication: 5, location: 4, accuracy: 5, check_in: 4, value: 5 };

describe('signed survey link', () => {
  let s: TestServer;
  let staff: string;
  beforeAll(async () => {
    s = await startServer();
    staff = await login(s, 'staff@demo.test', 'Staff#2026');
  });
  afterAll(async () => {
    await s.close();
  });

  const submit = (code: string, query: Record<string, string> = {}, token?: string) =>
    call(s, 'POST', '/api/reservations/{code}/survey', { params: { code }, query, token, body: ANSWERS });

  it('staff get the signed link of a reservation of their tenant; guests and strangers do not', async () => {
    const link = await call(s, 'GET', '/api/reservations/{code}/survey-link', { token: staff, params: { code: 'DEMO-PAST' } });
    expect(link.status).toBe(200);
    expect(link.body.required).toBe(false);
    const url = new URL(link.body.url);
    expect(url.pathname).toBe('/reservations/DEMO-PAST/survey');
    expect(url.searchParams.get('sig')).toBe(link.body.signature);
    expect(link.body.signature).toMatch(/^[\w-]{43}$/);
    expect((await call(s, 'GET', '/api/reservations/{code}/survey-link', { token: await login(s), params: { code: 'DEMO-PAST' } })).status).toBe(403);
    expect((await call(s, 'GET', '/api/reservations/{code}/survey-link', { params: { code: 'DEMO-PAST' } })).status).toBe(401);
    expect((await call(s, 'GET', '/api/reservations/{code}/survey-link', { token: staff, params: { code: 'NOPE' } })).status).toBe(404);
  });

  it('where required, the code alone or a wrong signature is refused with 403 and nothing is stored', async () => {
    run(s.app.db, 'UPDATE tenants SET survey_link_signed = 1 WHERE id = 1');
    const plain = await submit('DEMO-PAST');
    expect(plain.status).toBe(403);
    expect(plain.body).toMatchObject({ code: 'survey_signature_required', error: expect.any(String) });
    const { body: link } = await call(s, 'GET', '/api/reservations/{code}/survey-link', { token: staff, params: { code: 'DEMO-OTHER' } });
    // The signature of another reservation does not open this one.
    expect((await submit('DEMO-PAST', { sig: link.signature })).status).toBe(403);
    expect((await submit('DEMO-PAST', { sig: 'x'.repeat(43) })).status).toBe(403);
    const basic = await call(s, 'GET', '/api/reservations/{code}/basic', { params: { code: 'DEMO-PAST' } });
    expect(basic.body.reviews).toEqual([]);
  });

  it('where required, the signed link answers the survey once, and the signature survives a restart', async () => {
    const { body: link } = await call(s, 'GET', '/api/reservations/{code}/survey-link', { token: staff, params: { code: 'DEMO-PAST' } });
    expect(link.required).toBe(true);
    await s.close({ keepData: true });
    s = await startServer({ dataDir: s.dataDir });
    const ok = await submit('DEMO-PAST', { sig: link.signature });
    expect(ok.status).toBe(201);
    expect((await submit('DEMO-PAST', { sig: link.signature })).body.code).toBe('survey_already_submitted');
  });

  it("where required, the reservation's own guest signed in answers without the link", async () => {
    const mid = await call(s, 'POST', '/api/reservations/{code}/survey', { params: { code: 'DEMO-CURRENT' }, body: { rate: 5 } });
    expect(mid.status).toBe(403);
    const own = await call(s, 'POST', '/api/reservations/{code}/survey', { token: await login(s), params: { code: 'DEMO-CURRENT' }, body: { rate: 5 } });
    expect(own.status).toBe(201);
  });

  it('where not required, the plain code link keeps working', async () => {
    run(s.app.db, 'UPDATE tenants SET survey_link_signed = 0 WHERE id = 1');
    // DEMO-OTHER gets DEMO-PAST's (past) dates, so its survey is open.
    run(s.app.db, "UPDATE reservations SET (check_in, check_out) = (SELECT check_in, check_out FROM reservations WHERE confirmation_code = 'DEMO-PAST') WHERE confirmation_code = 'DEMO-OTHER'");
    const res = await call(s, 'POST', '/api/reservations/{code}/survey', { params: { code: 'DEMO-OTHER' }, body: ANSWERS });
    expect(res.status).toBe(201);
  });
});
