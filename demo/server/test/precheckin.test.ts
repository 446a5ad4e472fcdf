// The pre-check-in on the reference server: every written field round-trips per reading, the done
// marker of each reading, stale saves, locked details, uploads tied to their reservation, the
// fail-next-save dev route and the tenant's wizard configuration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJson, run } from '../db.js';
import { call, login, startServer, type TestServer } from './helpers.js';
import { PDF_MIN, PNG_1X1 } from './png.js';

const ALPINE = { 'x-tenant-id': '2' };
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A multipart upload with `reservation_id` (sent before the file, as the SDK does). */
function documentForm(data: Buffer, name: string, type: string, reservationId?: string | number): FormData {
  const form = new FormData();
  if (reservationId !== undefined) form.append('reservation_id', String(reservationId));
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

/** What the wizard sends for reading A, one step at a time (each save carries the whole draft so far). */
function familyDraftA(urls: { photo1: string; photo2: string; id: string; selfie: string; licence: string }) {
  const step1 = {
    times_info: { requested_check_in_time: '17:30', requested_check_out_time: '10:00' },
    guest_count_info: { adults: 2, kids: 1, babies: 0, guests: ['Alex Morgan', 'Robin Morgan', 'Sam Morgan'] },
    guests_details: [
      { full_name: 'Alex Morgan', passport: null, id: 'X1234567', phone_number: '+1 305 555 0101', email: 'guest@demo.test', address: '1 Main St', photo_id: urls.photo1, driving_licence: null, age: 41 },
      { full_name: 'Robin Morgan', passport: 'P998877', id: 'X7654321', phone_number: '+1 305 555 0102', email: 'robin@demo.test', address: '1 Main St', photo_id: urls.photo2, driving_licence: 'DL-42', age: 39 },
      { full_name: 'Sam Morgan', passport: null, id: null, phone_number: null, email: null, address: null, photo_id: null, driving_licence: null, age: 8 },
    ],
    client_info: { trip_purpose: 'business' as const },
  };
  const step2 = {
    ...step1,
    special_requests: { 'Pack n play': true, 'High Chair': false, 'Pool fence': true, 'Extra towels': 2, 'Air mattress': true },
    client_info: { ...step1.client_info, need_parking: true, car_amount: 1, car_model: 'Volvo V60', licence_plate: 'FAM 123' },
    car_info: { has_info: true, model: 'Volvo V60', license_plate: 'FAM 123' },
    parking_spaces: 2,
  };
  const step3 = {
    ...step2,
    client_info: {
      ...step2.client_info,
      email: 'alex.morgan@example.com',
      birthday: '1984-06-30',
      phone_number: '+1 305-555-0199',
      address: { address_line1: '1 Main St', town: 'Springfield', county: 'IL', zip_code: '62701' },
    },
    guest_registration_id: 'REG-77',
    id_pic: urls.id,
    selfie_pic: urls.selfie,
    additional_doc: urls.licence,
    additional_documents: [{ id: 1, type: 'Driving Licence', url: urls.licence }],
    terms_signature_image: SIGNATURE,
    terms_accepted: true,
    request_to_memeber: true,
    opt_in_consent: true,
    vr_licence_signed: true,
  };
  return [step1, step2, step3] as const;
}

/** Every value the wizard wrote, as the record reads it back. */
function expectHolds(record: Record<string, any>, draft: Record<string, any>) {
  // Documents come back with a fresh signature (private media): the file is what must hold.
  const unsigned = (v: unknown) => JSON.parse(JSON.stringify(v ?? null).replace(/\?expires=\d+&sig=[\w-]+/g, ''));
  for (const [key, value] of Object.entries(draft)) {
    if (key === 'car_info') expect(record.car_info).toMatchObject(value);
    else expect(unsigned(record[key]), key).toEqual(unsigned(value));
  }
}

describe('pre-check-in on the reference server', () => {
  let s: TestServer;
  let alex: string;
  let camille: string;
  let jamie: string;

  async function uploadFor(token: string, reservationId: string | number | undefined, data = PNG_1X1, name = 'id.png', type = 'image/png') {
    const res = await call(s, 'POST', '/api/media/upload', { token, rawBody: documentForm(data, name, type, reservationId) });
    return res;
  }
  const record = async (token: string, code: string, headers: Record<string, string> = {}) =>
    (await call(s, 'GET', '/api/tourist/reservations/{code}/check-in', { token, params: { code }, headers })).body;
  const save = (token: string, id: string | number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(s, 'POST', '/api/check-in/{id}', { token, params: { id }, body, headers });

  beforeAll(async () => {
    s = await startServer();
    alex = await login(s);
    jamie = await login(s, 'jamie@demo.test');
    camille = await login(s, 'guest@alpine.test', 'Guest#2026', 2);
  });
  afterAll(async () => {
    await s.close();
  });

  it('configuration: tenant 1 reads A (kids 2–12), tenant 2 reads B (kids 3–12); the widget environment per tenant', async () => {
    expect((await call(s, 'GET', '/api/config')).body).toMatchObject({ precheckin_variant: 'A', age_bands: 'kids-2-12', guest_registration_environment: 'production', guest_registration_api_key: null });
    expect((await call(s, 'GET', '/api/config', { headers: ALPINE })).body).toMatchObject({
      precheckin_variant: 'B',
      age_bands: 'kids-3-12',
      guest_registration_environment: 'staging',
      guest_registration_api_key: 'demo-guest-registration-key',
    });
  });

  it('seeded family cases: fresh, two adults and a kid, requests with a required toggle and a counter, parking, a document, terms', async () => {
    for (const [token, code, headers] of [
      [alex, 'DEMO-FAMILY', {}],
      [camille, 'ALP-FAMILY', ALPINE],
      [camille, 'ALP-WIDGET', ALPINE],
    ] as const) {
      const r = await record(token, code, headers);
      expect(r, code).toMatchObject({ status: 'New', step: 0, guest_count_info: { adults: 2, kids: 1, babies: 0 }, has_assigned_parking: true, updated_at: null });
      expect(r.special_requests_settings.some((x: any) => x.type === 'toggle' && x.required)).toBe(true);
      expect(r.special_requests_settings.some((x: any) => x.type === 'counter' && x.max > 0)).toBe(true);
      expect(r.additional_docs.length).toBeGreaterThan(0);
      expect(r.terms_of_use).toMatch(/\S/);
      expect(r.car_info.assigned_parking_desc).toMatch(/\S/);
    }
    expect((await record(alex, 'DEMO-FAMILY')).guest_registration_required).toBe(false);
    expect((await record(camille, 'ALP-FAMILY', ALPINE)).guest_registration_required).toBe(false);
    expect((await record(camille, 'ALP-WIDGET', ALPINE)).guest_registration_required).toBe(true);
  });

  it('reading A: a full record saved in three steps holds every value; Done at step 3', async () => {
    const pci = await record(alex, 'DEMO-FAMILY');
    const id = pci.reservation_id;
    const up = async () => (await uploadFor(alex, id)).body.secure_url as string;
    const urls = { photo1: await up(), photo2: await up(), id: await up(), selfie: await up(), licence: (await uploadFor(alex, 'DEMO-FAMILY', PDF_MIN, 'licence.pdf', 'application/pdf')).body.secure_url };
    const [step1, step2, step3] = familyDraftA(urls);

    const first = await save(alex, id, { step: 1, ...step1 });
    expect(first.body).toMatchObject({ step: 1, status: 'In Progress' });
    expectHolds(first.body, step1);
    const second = await save(alex, id, { step: 2, ...step2, base_updated_at: first.body.updated_at });
    expect(second.body).toMatchObject({ step: 2, status: 'In Progress' });
    const third = await save(alex, id, { step: 3, ...step3, base_updated_at: second.body.updated_at });
    expect(third.body).toMatchObject({ step: 3, status: 'Done' });

    const reread = await record(alex, 'DEMO-FAMILY');
    expectHolds(reread, step3);
    expect(reread.car_info).toMatchObject({ has_info: true, assigned_parking_desc: 'Space 3 in the building garage.' });
    const list = await call<any[]>(s, 'GET', '/api/tourist/reservations/', { token: alex });
    expect(list.body.find((r) => r.confirmation_code === 'DEMO-FAMILY').pre_check_in_info.status).toBe('Done');
  });

  it('reading B: saved in four steps (basic info, store, special requests, contact info); Done only at the last one', async () => {
    const pci = await record(camille, 'ALP-FAMILY', ALPINE);
    const id = pci.reservation_id;
    const photo = (await uploadFor(camille, id)).body.secure_url;
    const basic = {
      times_info: { requested_check_in_time: '18:00', requested_check_out_time: '09:30' },
      guest_count_info: { adults: 2, kids: 1, babies: 0, guests: ['Camille Dubois', 'Luc Dubois', 'Léa Dubois'] },
      guests_details: [
        { full_name: 'Camille Dubois', passport: '19FR12345', id: null, phone_number: '+33 6 55 55 01 03', email: 'guest@alpine.test', address: '2 Rue de Paris, Lyon', photo_id: photo, driving_licence: null, age: 37 },
        { full_name: 'Luc Dubois', passport: '19FR54321', id: null, phone_number: '+33 6 55 55 01 04', email: 'luc@alpine.test', address: '2 Rue de Paris, Lyon', photo_id: photo, driving_licence: null, age: 38 },
        { full_name: 'Léa Dubois', passport: null, id: null, phone_number: null, email: null, address: null, photo_id: null, driving_licence: null, age: 6 },
      ],
      client_info: { trip_purpose: 'leisure' as const },
    };
    const requests = {
      ...basic,
      special_requests: { Cot: true, 'High Chair': true, 'Extra blankets': 3 },
      client_info: { ...basic.client_info, need_parking: true, car_amount: 1, car_model: 'Renault Espace', licence_plate: 'AB-123-CD' },
      car_info: { has_info: true, model: 'Renault Espace', license_plate: 'AB-123-CD' },
      parking_spaces: 1,
    };
    const contact = {
      ...requests,
      client_info: { ...requests.client_info, email: 'camille@example.fr', birthday: '1988-02-29', phone_number: '+33 6 12 34 56 78', address: null },
      id_pic: photo,
      selfie_pic: 'https://media.example.com/alpine/selfie.jpg',
      additional_documents: [{ id: 1, type: 'Driving Licence', url: 'https://media.example.com/alpine/licence.pdf' }],
      terms_signature_image: SIGNATURE,
      terms_accepted: true,
      opt_in_consent: false,
    };
    expect((await save(camille, id, { step: 1, ...basic }, ALPINE)).body).toMatchObject({ step: 1, status: 'In Progress' });
    expect((await save(camille, id, { step: 2, ...basic }, ALPINE)).body).toMatchObject({ step: 2, status: 'In Progress' });
    // Step 3 is the done marker of reading A only: in B it is the special-requests step.
    expect((await save(camille, id, { step: 3, ...requests }, ALPINE)).body).toMatchObject({ step: 3, status: 'In Progress' });
    const last = await save(camille, id, { step: 4, ...contact }, ALPINE);
    expect(last.body).toMatchObject({ step: 4, status: 'Done' });
    expectHolds(await record(camille, 'ALP-FAMILY', ALPINE), contact);
  });

  it('step 5 is accepted (reading B has five steps); 6 is not', async () => {
    const id = (await record(camille, 'ALP-WIDGET', ALPINE)).reservation_id;
    expect((await save(camille, id, { step: 6 }, ALPINE)).status).toBe(400);
    // Done needs a complete record (security-details.test.ts); with staff skipping the registration it stands as it is.
    expect((await save(camille, id, { step: 5 }, ALPINE)).body.code).toBe('precheckin_incomplete');
    run(s.app.gp.db, 'UPDATE pre_check_ins SET skip_guest_registration = 1 WHERE reservation_id = ?', id);
    expect((await save(camille, id, { step: 5 }, ALPINE)).body).toMatchObject({ step: 5, status: 'Done' });
  });

  it('a stale save answers 409 stale_record with the stored updated_at; without base_updated_at it overwrites', async () => {
    const id = (await record(alex, 'DEMO-RETRY')).reservation_id;
    // A record that was never saved has no updated_at: the first save sends no base.
    const first = await save(alex, id, { step: 1, times_info: { requested_check_in_time: '16:00', requested_check_out_time: '11:00' } });
    const loadedInBothTabs = first.body.updated_at as string;
    expect(loadedInBothTabs).toEqual(expect.any(String));
    // Later instants on the server's clock (the stored values are ISO instants, millisecond precision).
    run(s.app.gp.db, 'UPDATE pre_check_ins SET updated_at = ? WHERE reservation_id = ?', '2026-01-01T10:00:00.000Z', id);
    const otherTab = await save(alex, id, { step: 1, base_updated_at: '2026-01-01T10:00:00.000Z', times_info: { requested_check_in_time: '18:00', requested_check_out_time: '11:00' } });
    expect(otherTab.status).toBe(200);
    const stale = await save(alex, id, { step: 2, base_updated_at: '2026-01-01T10:00:00.000Z', times_info: { requested_check_in_time: '16:30', requested_check_out_time: '11:00' } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ error: 'stale_record', code: 'stale_record', message: expect.any(String), updated_at: otherTab.body.updated_at });
    expect((await record(alex, 'DEMO-RETRY')).times_info.requested_check_in_time).toBe('18:00');
    // The same instant written differently is not stale.
    const sameInstant = await save(alex, id, { step: 1, base_updated_at: otherTab.body.updated_at.replace('Z', '+00:00') });
    expect(sameInstant.status).toBe(200);
    const overwrite = await save(alex, id, { step: 2, times_info: { requested_check_in_time: '16:30', requested_check_out_time: '11:00' } });
    expect(overwrite.body).toMatchObject({ step: 2, times_info: { requested_check_in_time: '16:30' } });
  });

  it('locked guest details and disabled guest-count changes keep those fields', async () => {
    const locked = await record(alex, 'DEMO-DONE');
    expect(locked.locked_guest_details).toBe(true);
    const tried = await save(alex, locked.reservation_id, { step: 1, guests_details: [{ full_name: 'Someone Else' }], client_info: { trip_purpose: 'business' } });
    expect(tried.body.guests_details).toEqual(locked.guests_details);
    expect(tried.body.client_info.trip_purpose).toBe('business');

    const db = s.app.gp.db;
    const tenant = db.prepare('SELECT checkin_settings FROM tenants WHERE id = 1').get() as { checkin_settings: string };
    run(db, 'UPDATE tenants SET checkin_settings = ? WHERE id = 1', JSON.stringify({ ...parseJson(tenant.checkin_settings, {}), disable_guest_count_changes: true }));
    try {
      const before = await record(alex, 'DEMO-UPCOMING');
      const counted = await save(alex, before.reservation_id, { step: 1, guest_count_info: { adults: 6, kids: 0, babies: 0, guests: [] } });
      expect(counted.body.guest_count_info).toEqual(before.guest_count_info);
    } finally {
      run(db, 'UPDATE tenants SET checkin_settings = ? WHERE id = 1', tenant.checkin_settings);
    }
  });

  it("uploads are tied to the guest's own reservation; the save accepts only those (or https) documents", async () => {
    const family = await record(alex, 'DEMO-FAMILY');
    // Another guest's reservation, by code or id: 404 as on every reservation route.
    expect((await uploadFor(alex, 'DEMO-OTHER')).status).toBe(404);
    const other = await call<any[]>(s, 'GET', '/api/tourist/reservations/', { token: jamie });
    expect((await uploadFor(alex, other.body[0].id)).status).toBe(404);
    expect((await uploadFor(camille, 'DEMO-FAMILY')).status).toBe(404);

    const own = (await uploadFor(alex, 'DEMO-FAMILY')).body.secure_url;
    const upcoming = (await uploadFor(alex, 'DEMO-UPCOMING')).body.secure_url;
    const unbound = (await uploadFor(alex, undefined)).body.secure_url;
    const jamies = (await uploadFor(jamie, undefined)).body.secure_url;
    const ok = await save(alex, family.reservation_id, { step: 1, id_pic: own, selfie_pic: unbound, additional_documents: [{ id: 1, type: 'Driving Licence', url: 'https://media.example.com/l.pdf' }] });
    // Each answer signs the private media afresh (its expiry counts from now): the same file, a new signature.
    const file = (url: unknown) => String(url).split('?')[0];
    expect([file(ok.body.id_pic), file(ok.body.selfie_pic)]).toEqual([file(own), file(unbound)]);
    expect(String(ok.body.id_pic)).toMatch(/\?expires=\d+&sig=/);

    const refused = async (body: Record<string, unknown>, field: string) => {
      const res = await save(alex, family.reservation_id, { step: 1, ...body });
      expect(res.status, field).toBe(400);
      expect(res.body.field).toBe(field);
    };
    await refused({ id_pic: upcoming }, 'id_pic');
    await refused({ selfie_pic: jamies }, 'selfie_pic');
    await refused({ additional_documents: [{ id: 1, type: 'Driving Licence', url: upcoming }] }, 'additional_documents.0.url');
    await refused({ guests_details: [{ full_name: 'Alex Morgan', photo_id: upcoming }] }, 'guests_details.0.photo_id');
    await refused({ id_pic: 'http://media.example.com/id.png' }, 'id_pic');
    await refused({ id_pic: `${s.url}/media/${'0'.repeat(32)}.png` }, 'id_pic');
    // Read back with a fresh signature: the same file.
    expect((await record(alex, 'DEMO-FAMILY')).id_pic.split('?')[0]).toBe(own.split('?')[0]);
  });

  it('fail-next-save: the next save of that reservation answers 500 once and stores nothing; the retry stores it', async () => {
    const pci = await record(alex, 'DEMO-PRECHECKIN');
    expect((await call(s, 'POST', '/api/dev/fail-next-save/{code}', { params: { code: 'DEMO-PRECHECKIN' } })).status).toBe(200);
    const body = { step: 2, client_info: { trip_purpose: 'leisure' }, special_requests: { 'High Chair': true } };
    const failed = await save(alex, pci.reservation_id, body);
    expect(failed.status).toBe(500);
    expect(failed.body.code).toBe('internal');
    expect(await record(alex, 'DEMO-PRECHECKIN')).toMatchObject({ step: pci.step, special_requests: pci.special_requests });
    const retried = await save(alex, pci.reservation_id, body);
    expect(retried.body).toMatchObject({ step: 2, special_requests: { 'High Chair': true }, client_info: { trip_purpose: 'leisure' } });
    expect((await call(s, 'POST', '/api/dev/fail-next-save/{code}', { params: { code: 'NO-SUCH-CODE' } })).status).toBe(404);
    // Another tenant's code is not found under tenant 1.
    expect((await call(s, 'POST', '/api/dev/fail-next-save/{code}', { params: { code: 'ALP-FAMILY' } })).status).toBe(404);
  });

  it("reset-check-in: the reservation's pre-check-in is fresh again (step 0, New, nothing entered); another tenant's code is not found", async () => {
    const pci = await record(alex, 'DEMO-PRECHECKIN');
    await save(alex, pci.reservation_id, { step: 2, client_info: { trip_purpose: 'leisure' }, special_requests: { 'High Chair': true } });
    expect((await call(s, 'POST', '/api/dev/reservations/{code}/reset-check-in', { params: { code: 'DEMO-PRECHECKIN' } })).status).toBe(200);
    const fresh = await record(alex, 'DEMO-PRECHECKIN');
    expect(fresh).toMatchObject({ step: 0, status: 'New', special_requests: {} });
    expect(fresh.client_info?.trip_purpose ?? null).toBeNull();
    expect((await call(s, 'POST', '/api/dev/reservations/{code}/reset-check-in', { params: { code: 'ALP-FAMILY' } })).status).toBe(404);
  });
});
