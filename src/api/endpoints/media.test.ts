import { describe, expect, it, vi } from 'vitest';
import type * as v from 'valibot';
import { createApiClient, validate, type ApiClient } from '../client';
import { ApiError } from '../errors';
import { mockFetch } from '../../../tests/unit/mock-fetch';
import { DEFAULT_MEDIA_UPLOAD_PATH, mediaUploadTarget, uploadMedia } from './media';

/** The real client with `upload` (XHR) replaced: records the call, reports progress, validates `answer` like the client does. */
function setup(answer: unknown, baseUrl = 'http://api.test') {
  const api = createApiClient({ baseUrl, auth: () => ({ mode: 'cookie', token: null }), tenantId: () => null, fetch: mockFetch({}).fetch });
  const upload = vi.fn(async (path: string, schema: v.GenericSchema<unknown, unknown>, form: FormData, opts?: { onProgress?: (f: number) => void; signal?: AbortSignal }) => {
    opts?.onProgress?.(0.5);
    opts?.onProgress?.(1);
    return validate(schema, answer, path);
  });
  return { api: { ...api, upload: upload as ApiClient['upload'] }, upload };
}

describe('mediaUploadTarget', () => {
  const api = { baseUrl: 'http://api.test/prefix' };
  it.each([
    [undefined, DEFAULT_MEDIA_UPLOAD_PATH],
    ['', DEFAULT_MEDIA_UPLOAD_PATH],
    ['/api/media/upload', '/api/media/upload'],
    ['https://media.example.com/v1/upload', 'https://media.example.com/v1/upload'],
    ['http://api.test/api/media/upload', 'http://api.test/api/media/upload'],
    ['http://media.example.com/upload', DEFAULT_MEDIA_UPLOAD_PATH],
    ['//evil.example.com/upload', DEFAULT_MEDIA_UPLOAD_PATH],
    ['/\\evil.example.com/upload', DEFAULT_MEDIA_UPLOAD_PATH],
    ['javascript:alert(1)', DEFAULT_MEDIA_UPLOAD_PATH],
    ['ftp://media.example.com/upload', DEFAULT_MEDIA_UPLOAD_PATH],
    ['upload', DEFAULT_MEDIA_UPLOAD_PATH],
  ])('%s → %s', (url, target) => {
    expect(mediaUploadTarget(api, url)).toBe(target);
  });

  it('accepts plain http on the page origin (same-origin API on localhost)', () => {
    const pageUrl = `${location.origin}/api/media/upload`;
    expect(location.origin.startsWith('http:')).toBe(true);
    expect(mediaUploadTarget({ baseUrl: '' }, pageUrl)).toBe(pageUrl);
  });
});

describe('uploadMedia', () => {
  it('posts a multipart form (upload_preset, file) to the tenant host and answers secure_url', async () => {
    const { api, upload } = setup({ secure_url: 'https://media.example.com/x.jpg', public_id: 'x' });
    const onProgress = vi.fn();
    const file = new File([new Uint8Array([1, 2, 3])], 'id.jpg', { type: 'image/jpeg' });
    const res = await uploadMedia(api, file, { uploadUrl: 'https://media.example.com/v1/upload', uploadPreset: 'guests', onProgress });
    expect(res.secure_url).toBe('https://media.example.com/x.jpg');
    const [path, , form] = upload.mock.calls[0]!;
    expect(path).toBe('https://media.example.com/v1/upload');
    expect([...form.keys()]).toEqual(['upload_preset', 'file']);
    expect(form.get('upload_preset')).toBe('guests');
    expect((form.get('file') as File).name).toBe('id.jpg');
    expect(onProgress.mock.calls).toEqual([[0.5], [1]]);
  });

  it('falls back to /api/media/upload for a non-https third-party URL and sends no preset when none is set', async () => {
    const { api, upload } = setup({ secure_url: 'http://api.test/media/a.png' });
    await uploadMedia(api, new Blob([new Uint8Array([1])]), { uploadUrl: 'http://media.example.com/upload', uploadPreset: null });
    const [path, , form] = upload.mock.calls[0]!;
    expect(path).toBe('/api/media/upload');
    expect([...form.keys()]).toEqual(['file']);
  });

  it('ties a pre-check-in document to its reservation with a reservation_id form field before the file', async () => {
    const { api, upload } = setup({ secure_url: 'https://m.test/id.png' });
    await uploadMedia(api, new File([new Uint8Array([1])], 'id.png', { type: 'image/png' }), { reservationId: 42, uploadPreset: 'guests' });
    const [, , form] = upload.mock.calls[0]!;
    expect([...form.keys()]).toEqual(['upload_preset', 'reservation_id', 'file']);
    expect(form.get('reservation_id')).toBe('42');
  });

  it('passes the abort signal to the upload', async () => {
    const { api, upload } = setup({ secure_url: 'https://m.test/a.png' });
    const c = new AbortController();
    await uploadMedia(api, new Blob([]), { signal: c.signal });
    expect(upload.mock.calls[0]![3]?.signal).toBe(c.signal);
  });

  it('an answer without secure_url is malformed', async () => {
    const { api } = setup({ url: 'https://m.test/a.png' });
    const err = await uploadMedia(api, new Blob([])).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'malformed' });
  });
});
