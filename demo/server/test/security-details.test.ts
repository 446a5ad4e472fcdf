// Issue 19, rows 2 and 3: the details rule and the pre-check-in's completion hold at the server, whatever
// the client skips (the same src/core rules the screens apply).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../db.js';
import { call, login, startServer, type TestServer } from './helpers.js';

describe('details and pre-check-in rules at the server', () => {
  let s: TestServer;
  let token: string;
  const gateCode = (code: string) => call(s, 'GET', '/api/tourist/gate-code', { query: { confirmation_code: code, last_name: 'Morgan' } });
  const setPreCheckIn = (code: string, status: string) =>
    run(s.app.gp.db, 'UPDATE pre_check_ins SET status = ? WHERE reservation_id = (SELECT id FROM reservations WHERE confirmation_code = ?)', status, code);

  beforeAll(async () => {
    s = await startServer();
    token = await login(s);
  });
  afterAll(async () => {
    await s.close();
  });

  it('row 2: the gate code only when the details rule opens the trip info', async () => {
    // Open: paid, deposit placed, during the stay, pre-check-in done.
    expect((await gateCode('DEMO-CURRENT')).body).toEqual({ gate_code: '4821#' });
    // More than 24 h before check-in (and pre-check-in not done).
    const early = await gateCode('DEMO-UPCOMING');
    expect(early.status).toBe(404);
    expect(early.body.code).toBe('gate_code_unavailable');
    // Within 24 h, but the required deposit is not placed.
    const deposit = await gateCode('DEMO-DEPOSIT-DUE');
    expect([deposit.status, deposit.body.code]).toEqual([404, 'gate_code_unavailable']);
    // The balance is unpaid.
    const balance = await gateCode('DEMO-BALANCE');
    expect([balance.status, balance.body.code]).toEqual([404, 'gate_code_unavailable']);
  });

  it('row 3: trip info keeps door codes, Wi-Fi and instructions until the pre-check-in is done', async () => {
    setPreCheckIn('DEMO-CURRENT', 'In Progress');
    try {
      const info = await call(s, 'GET', '/api/tourist-data/{code}', { token, params: { code: 'DEMO-CURRENT' } });
      expect(info.status).toBe(200);
      expect(info.body.need_pre_checkin).toBe(true);
      expect(info.body.error).toBe('pre_check_in_required');
      expect(info.body.info).toBeNull();
      expect(info.body.checkin_instructions).toBeNull();
      // Issue 22: the gate code rides with the other details (the arrival kit keeps it), null while locked.
      expect(info.body.gate_code).toBeNull();
      expect((await gateCode('DEMO-CURRENT')).status).toBe(404);
    } finally {
      setPreCheckIn('DEMO-CURRENT', 'Done');
    }
    const open = await call(s, 'GET', '/api/tourist-data/{code}', { token, params: { code: 'DEMO-CURRENT' } });
    expect(open.body.info.door_codes.length).toBeGreaterThan(0);
    expect(open.body.gate_code).toBe('4821#');
  });

  it('row 3: a done step with nothing filled in is refused with every field that is missing', async () => {
    const res = await call(s, 'POST', '/api/check-in/{id}', { token, params: { id: 'DEMO-FAMILY' }, body: { step: 3 } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('precheckin_incomplete');
    expect(Object.keys(res.body.fields)).toEqual(
      expect.arrayContaining(['client_info.trip_purpose', 'guests_details.1.full_name', 'selfie_pic', 'client_info.birthday', 'id_pic', 'terms_accepted', 'terms_signature_image']),
    );
    expect(res.body.fields['terms_accepted']).toMatchObject({ key: expect.any(String) });
    const record = await call(s, 'GET', '/api/tourist/reservations/{code}/check-in', { token, params: { code: 'DEMO-FAMILY' } });
    expect(record.body.status).not.toBe('Done');
  });
});
