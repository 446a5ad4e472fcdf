import { describe, expect, it, vi } from 'vitest';
import type * as v from 'valibot';
import { createApiClient, validate, type ApiClient } from '../client';
import { json, mockFetch } from '../../../tests/unit/mock-fetch';
import { getReservationBasicInfo, submitSurvey } from './feedback';
import { addTicketPhotos, getTicket, uploadTicketPhotos } from './tickets';

function setup(routes: Parameters<typeof mockFetch>[0]) {
  const m = mockFetch(routes);
  const api = createApiClient({ baseUrl: 'http://api.test', auth: () => ({ mode: 'cookie', token: null }), tenantId: () => '1', fetch: m.fetch, retryDelayMs: 1 });
  return { api, calls: m.calls };
}

const ticket = { id: 9, public_id: 'lt_9', status: 'New', title: 'Shower', created_at: 'x', desc_images: [] as string[], assigned_contractor_id: null };

describe('feedback endpoints', () => {
  it('getReservationBasicInfo: GET /api/reservations/{code}/basic', async () => {
    const basic = { id: 42, confirmation_code: 'ABC123', is_mid_stay: false, reviews: [{ source: 'survey', avg_rate: 9.2, listing_task: null }] };
    const { api, calls } = setup({ 'GET /api/reservations/ABC123/basic': basic });
    await expect(getReservationBasicInfo(api, 'ABC123')).resolves.toEqual(basic);
    expect(calls[0]!.headers.get('X-Tenant-Id')).toBe('1');
  });

  it('getReservationBasicInfo: an optional block that does not fit reads as absent, odd reviews are dropped', async () => {
    const basic = { confirmation_code: 'ABC123', nights: '4', listing: 'Ocean View', basic_company_info: { links: 'x' }, reviews: [7, { source: 'survey', avg_rate: 9 }, { avg_rate: 'x' }] };
    const { api } = setup({ 'GET /api/reservations/ABC123/basic': basic });
    const out = await getReservationBasicInfo(api, 'ABC123');
    expect(out.listing).toBeUndefined();
    expect(out.nights).toBeUndefined();
    expect(out.basic_company_info?.links).toBeUndefined();
    expect(out.reviews).toEqual([{ source: 'survey', avg_rate: 9 }, {}]);
  });

  it('getTicket: odd optional blocks are left out, the ticket still reads', async () => {
    const { api } = setup({ 'GET /api/tracked-lt/lt_9': { data: { ...ticket, review: 'n/a', assigned_contractor: 5, desc_images: ['https://m.test/a.jpg', null], listing: true } } });
    const out = await getTicket(api, 'lt_9');
    expect(out).toMatchObject({ id: 9, status: 'New', desc_images: ['https://m.test/a.jpg'] });
    expect(out.review).toBeUndefined();
    expect(out.assigned_contractor).toBeUndefined();
    expect(out.listing).toBeUndefined();
  });

  it('submitSurvey: POSTs the six ratings and feedback, answers { avg, link }', async () => {
    const { api, calls } = setup({ 'POST /api/reservations/ABC123/survey': () => json({ avg: 7.3, link: '/tourist-lt/lt_9' }, 201) });
    const answers = { cleaning: 4, communication: 4, location: 3, accuracy: 4, check_in: 3, value: 4, feedback: 'ok' } as const;
    await expect(submitSurvey(api, 'ABC123', answers)).resolves.toEqual({ avg: 7.3, link: '/tourist-lt/lt_9' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: answers });
  });

  it('submitSurvey: mid-stay sends only rate; 409 survey_already_submitted is an ApiError', async () => {
    const { api, calls } = setup({ 'POST /api/reservations/ABC123/survey': () => json({ error: 'done', code: 'survey_already_submitted' }, 409) });
    await expect(submitSurvey(api, 'ABC123', { rate: 5 })).rejects.toMatchObject({ status: 409, code: 'survey_already_submitted' });
    expect(calls[0]!.body).toEqual({ rate: 5 });
  });

  it('getTicket: GET /api/tracked-lt/{id} and answers payload.data', async () => {
    const { api, calls } = setup({ 'GET /api/tracked-lt/lt_9': { data: ticket } });
    await expect(getTicket(api, 'lt_9')).resolves.toEqual(ticket);
    expect(calls[0]!.path).toBe('/api/tracked-lt/lt_9');
  });

  it('getTicket: the ticket not wrapped in data is malformed', async () => {
    const { api } = setup({ 'GET /api/tracked-lt/lt_9': ticket });
    await expect(getTicket(api, 'lt_9')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('addTicketPhotos: POSTs { images } (URLs) as JSON and answers the updated ticket', async () => {
    const updated = { ...ticket, desc_images: ['https://m.test/a.jpg'] };
    const { api, calls } = setup({ 'POST /api/listing-tasks/lt_9/ticket-photos': { data: updated } });
    await expect(addTicketPhotos(api, 'lt_9', ['https://m.test/a.jpg'])).resolves.toEqual(updated);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { images: ['https://m.test/a.jpg'] } });
  });

  it('uploadTicketPhotos: uploads each file (multipart, overall progress), then adds the URLs in calls of at most 20', async () => {
    const { api, calls } = setup({ 'POST /api/listing-tasks/lt_9/ticket-photos': ({ body }: { body: unknown }) => ({ data: { ...ticket, desc_images: (body as { images: string[] }).images } }) });
    let n = 0;
    const upload = vi.fn(async (path: string, schema: v.GenericSchema<unknown, unknown>, _form: FormData, opts?: { onProgress?: (f: number) => void }) => {
      opts?.onProgress?.(0.5);
      return validate(schema, { secure_url: `https://m.test/${++n}.jpg` }, path);
    });
    const stubbed: ApiClient = { ...api, upload: upload as ApiClient['upload'] };
    const progress: number[] = [];
    const files = Array.from({ length: 21 }, () => new Blob([new Uint8Array([1])], { type: 'image/jpeg' }));
    const result = await uploadTicketPhotos(stubbed, 'lt_9', files, { uploadUrl: 'https://media.example.com/upload', uploadPreset: 'tickets', onProgress: (f) => progress.push(f) });
    expect(upload).toHaveBeenCalledTimes(21);
    expect(upload.mock.calls[0]![0]).toBe('https://media.example.com/upload');
    expect(upload.mock.calls[0]![2].get('upload_preset')).toBe('tickets');
    // The ticket's public id travels with each file: it is the upload's capability without a session.
    expect(upload.mock.calls[0]![2].get('ticket_id')).toBe('lt_9');
    expect(calls.map((c) => (c.body as { images: string[] }).images.length)).toEqual([20, 1]);
    expect(result?.desc_images).toEqual(['https://m.test/21.jpg']);
    expect(progress[0]).toBeCloseTo(0.5 / 21);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
});
