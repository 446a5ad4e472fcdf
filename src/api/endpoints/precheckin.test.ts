import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { json, mockFetch } from '../../../tests/unit/mock-fetch';
import { wizardStepOfField } from '../../core/precheckin-steps';
import { getPreCheckIn, getVerificationDetails, incompleteFieldsOf, preCheckInSaveBody, savePreCheckIn, staleRecordOf } from './precheckin';

function setup(routes: Parameters<typeof mockFetch>[0]) {
  const m = mockFetch(routes);
  const api = createApiClient({ baseUrl: 'http://api.test/base', auth: () => ({ mode: 'cookie', token: null }), tenantId: () => null, fetch: m.fetch, retryDelayMs: 1 });
  return { api, calls: m.calls };
}

const record = {
  reservation_id: 42,
  step: 1,
  status: 'In Progress',
  min_check_in_time_string: '16:00',
  times_info: { requested_check_in_time: '17:30', requested_check_out_time: null },
  guest_count_info: { adults: 2, kids: null, babies: 0, guests: ['Ana'] },
  special_requests_settings: [{ name: 'High Chair', type: 'counter', required: false, max: 2 }],
  special_requests: { 'High Chair': 1, 'Pack n play': null },
  terms_of_use: '<p>t</p>',
};

describe('pre-check-in endpoints', () => {
  it('getPreCheckIn: GET the record by confirmation code (encoded) and validates it', async () => {
    const { api, calls } = setup({ 'GET /base/api/tourist/reservations/AB%2FC/check-in': record });
    await expect(getPreCheckIn(api, 'AB/C')).resolves.toEqual(record);
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'http://api.test/base/api/tourist/reservations/AB%2FC/check-in' });
  });

  it('getPreCheckIn: a 402 not_paid arrives as ApiError with its code', async () => {
    const { api } = setup({ 'GET /base/api/tourist/reservations/X/check-in': () => json({ error: 'pay', code: 'not_paid', check_in: 'x', min_check_in_time_string: '16:00' }, 402) });
    await expect(getPreCheckIn(api, 'X')).rejects.toMatchObject({ kind: 'http', status: 402, code: 'not_paid' });
  });

  it('getPreCheckIn: a record without reservation_id is malformed', async () => {
    const { api } = setup({ 'GET /base/api/tourist/reservations/X/check-in': { ...record, reservation_id: undefined } });
    const err = await getPreCheckIn(api, 'X').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'malformed' });
  });

  it('savePreCheckIn: POSTs the writable fields plus step to /api/check-in/{id} and answers the saved record', async () => {
    const saved = { ...record, step: 2 };
    const { api, calls } = setup({ 'POST /base/api/check-in/42': saved });
    await expect(savePreCheckIn(api, 42, { ...record, step: 2 })).resolves.toEqual(saved);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(calls[0]!.body).toEqual({
      step: 2,
      times_info: { requested_check_in_time: '17:30', requested_check_out_time: null },
      guest_count_info: { adults: 2, babies: 0, guests: ['Ana'] },
      special_requests: { 'High Chair': 1 },
    });
  });

  it('savePreCheckIn: sends base_updated_at when given (reading B saves up to step 5)', async () => {
    const { api, calls } = setup({ 'POST /base/api/check-in/42': { ...record, step: 5 } });
    await savePreCheckIn(api, 42, { step: 5 }, { baseUpdatedAt: '2026-01-02T03:04:05.000Z' });
    expect(calls[0]!.body).toEqual({ step: 5, base_updated_at: '2026-01-02T03:04:05.000Z' });
    expect(preCheckInSaveBody({}, 4, null)).toEqual({ step: 4 });
    expect(preCheckInSaveBody({}, 4, '  ')).toEqual({ step: 4 });
    expect(preCheckInSaveBody({ updated_at: '2026-01-02T03:04:05.000Z' }, 1)).toEqual({ step: 1 });
  });

  it('savePreCheckIn: a 409 stale_record is recognised with the stored updated_at; other failures are not', async () => {
    const stale = { error: 'stale_record', code: 'stale_record', message: 'changed', updated_at: '2026-01-02T03:04:06.000Z' };
    const { api } = setup({ 'POST /base/api/check-in/42': () => json(stale, 409) });
    const err = await savePreCheckIn(api, 42, { step: 1 }, { baseUpdatedAt: '2026-01-02T03:04:05.000Z' }).catch((e: unknown) => e);
    expect(staleRecordOf(err)).toEqual({ updatedAt: '2026-01-02T03:04:06.000Z' });
    const { api: api2 } = setup({ 'POST /base/api/check-in/42': () => json({ ...stale, updated_at: null }, 409) });
    expect(staleRecordOf(await savePreCheckIn(api2, 42, { step: 1 }).catch((e: unknown) => e))).toEqual({ updatedAt: null });
    const { api: api3 } = setup({ 'POST /base/api/check-in/42': () => json({ error: 'x', code: 'conflict' }, 409) });
    expect(staleRecordOf(await savePreCheckIn(api3, 42, { step: 1 }).catch((e: unknown) => e))).toBeNull();
    expect(staleRecordOf(new Error('x'))).toBeNull();
  });

  it('preCheckInSaveBody: leaves out read-only fields and nulls the contract does not allow, keeps nullable ones', () => {
    const body = preCheckInSaveBody(
      {
        ...record,
        client_info: { trip_purpose: 'holiday', email: null, address: null },
        car_info: { has_info: null, model: 'Civic' },
        parking_spaces: null,
        id_pic: null,
        selfie_pic: 'https://m.test/s.jpg',
        terms_accepted: true,
        opt_in_consent: null,
        guest_registration_id: null,
        additional_documents: [{ id: 1, type: 'Passport', url: 'https://m.test/p.pdf', extra: 1 }],
      },
      3,
    );
    expect(body).toMatchObject({ step: 3, id_pic: null, selfie_pic: 'https://m.test/s.jpg', terms_accepted: true, guest_registration_id: null });
    expect(body.client_info).toEqual({ email: null, address: null, trip_purpose: undefined, birthday: undefined, phone_number: undefined, need_parking: undefined, car_amount: undefined, car_model: undefined, licence_plate: undefined });
    expect(body.car_info).toEqual({ has_info: undefined, model: 'Civic', license_plate: undefined, assigned_parking_desc: undefined, parking_pass_desc: undefined });
    expect(body.additional_documents).toEqual([{ id: 1, type: 'Passport', url: 'https://m.test/p.pdf' }]);
    for (const key of ['parking_spaces', 'opt_in_consent', 'terms_of_use', 'status', 'reservation_id', 'special_requests_settings', 'min_check_in_time_string']) {
      expect(body).not.toHaveProperty(key);
    }
    // what goes on the wire: undefined members vanish in JSON
    expect(JSON.parse(JSON.stringify(body)).client_info).toEqual({ email: null, address: null });
  });

  it('getVerificationDetails: GET with reservation_id in the query, answers data.verification_details', async () => {
    const { api, calls } = setup({
      'GET /base/api/reservations/verification_details': { data: { verification_details: { guests_registration_status: 'COMPLETE', extra: 1 } } },
    });
    await expect(getVerificationDetails(api, 42)).resolves.toEqual({ guests_registration_status: 'COMPLETE', extra: 1 });
    expect(new URL(calls[0]!.url).searchParams.get('reservation_id')).toBe('42');
  });

  it('getVerificationDetails: the flat shape (status not under data.verification_details) is malformed', async () => {
    const { api } = setup({ 'GET /base/api/reservations/verification_details': { guests_registration_status: 'COMPLETE' } });
    await expect(getVerificationDetails(api, 42)).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('passes the abort signal through', async () => {
    const { api } = setup({ 'GET /base/api/tourist/reservations/X/check-in': record });
    const c = new AbortController();
    c.abort();
    await expect(getPreCheckIn(api, 'X', { signal: c.signal })).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('incompleteFieldsOf: a refused done save names its fields with messages; the wizard finds their step', async () => {
    const body = {
      error: 'The pre-check-in is incomplete',
      code: 'precheckin_incomplete',
      field: 'client_info.trip_purpose',
      fields: { 'client_info.trip_purpose': { key: 'validation:tripPurposeRequired' }, 'client_info.birthday': { key: 'validation:max', params: { max: 3 } }, junk: 7 },
    };
    const { api } = setup({ 'POST /base/api/check-in/42': () => json(body, 400) });
    const fields = incompleteFieldsOf(await savePreCheckIn(api, 42, { step: 3 }).catch((e: unknown) => e));
    expect(fields).toEqual({ 'client_info.trip_purpose': { key: 'validation:tripPurposeRequired' }, 'client_info.birthday': { key: 'validation:max', params: { max: 3 } } });
    const { api: other } = setup({ 'POST /base/api/check-in/42': () => json({ error: 'x', code: 'validation', field: 'step' }, 400) });
    expect(incompleteFieldsOf(await savePreCheckIn(other, 42, { step: 3 }).catch((e: unknown) => e))).toBeNull();
    expect(wizardStepOfField('client_info.trip_purpose', 'A')).toBe('guests-info');
    expect(wizardStepOfField('guests_details.1.full_name', 'B')).toBe('basic-info');
    expect(wizardStepOfField('client_info.car_model', 'A')).toBe('special-requests');
    expect(wizardStepOfField('id_pic', 'B')).toBe('contact-info');
  });
});
