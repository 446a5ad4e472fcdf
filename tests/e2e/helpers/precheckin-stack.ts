// The pre-check-in journeys' test side: one stack per file (its Chromium with the fake camera the selfie
// needs), and the check that a completed record holds every value the driver entered.
import { afterAll, beforeAll, expect } from 'vitest';
import { startStack, type Stack } from '../harness';
import { FAKE_CAMERA, FAMILY, FAMILY_ENTRY, REQUESTS, type Reading, type StoredCheckIn } from './precheckin';

/** Starts the stack before the file's tests and closes it after; read `.stack` inside tests and hooks. */
export function withCameraStack(): { stack: Stack } {
  const env = {} as { stack: Stack };
  beforeAll(async () => {
    env.stack = await startStack({ chromiumArgs: FAKE_CAMERA });
  });
  afterAll(async () => {
    await env.stack?.close();
  });
  return env;
}

/** The completed record holds every value of the reading's family entry (documents as this server's media). */
export function expectHoldsEntry(record: StoredCheckIn, reading: Reading, api: string, opts: { optIns: boolean }): void {
  const entry = FAMILY_ENTRY[reading];
  const media = new RegExp(`^${api}/media/`);
  expect(record.status).toBe('Done');
  expect(record.times_info).toEqual({ requested_check_in_time: entry.checkIn.value, requested_check_out_time: entry.checkOut.value });
  expect(record.guest_count_info).toMatchObject({ adults: 2, kids: 1, babies: 0 });
  expect(record.guests_details).toHaveLength(3);
  for (const [i, g] of entry.guests.entries()) {
    const saved = record.guests_details[i]!;
    expect(saved.full_name, `guest ${i + 1}`).toBe(g.full_name);
    if (g.document_number) expect(saved.id, `guest ${i + 1}`).toBe(g.document_number);
    if (g.phone_number) expect(saved.phone_number).toBe(g.phone_number);
    if (g.email) expect(saved.email).toBe(g.email);
    if (g.address) expect(saved.address).toBe(g.address);
    if (i < 2) expect(saved.photo_id, `guest ${i + 1} photo`).toMatch(media);
  }
  expect(record.client_info).toMatchObject({
    // The account's e-mail, filled in for the guest and kept.
    email: FAMILY[reading].login.email,
    trip_purpose: entry.tripPurpose.value,
    need_parking: true,
    car_model: entry.carModel,
    licence_plate: entry.licencePlate,
    birthday: entry.birthday,
    phone_number: entry.phone.stored,
  });
  expect(record.special_requests).toMatchObject({ [REQUESTS[reading].toggle]: true, [REQUESTS[reading].counter]: 2, 'Air mattress': true });
  expect(record.car_info).toMatchObject({ has_info: true, model: entry.carModel, license_plate: entry.licencePlate });
  expect(record.id_pic).toMatch(media);
  expect(record.selfie_pic).toMatch(media);
  expect(record.additional_documents).toEqual([expect.objectContaining({ id: 1, type: 'Driving Licence', url: expect.stringMatching(media) })]);
  expect(record.terms_accepted).toBe(true);
  expect(record.terms_signature_image).toMatch(/^(data:image\/png;base64,|https?:\/\/)/);
  expect(record.request_to_memeber).toBe(opts.optIns);
  expect(record.opt_in_consent).toBe(opts.optIns);
}
