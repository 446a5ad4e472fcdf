// Media uploads: types by content, per-type size limits, safe serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers.js';
import { PDF_MIN, PNG_1X1, upload } from './png.js';

const MiB = 1024 * 1024;
// An ISO-BMFF header with the mp42 brand: detected as video/mp4 by its bytes.
const MP4_HEADER = Buffer.from('0000001c667479706d7034320000000069736f6d6d703432000000086672656500000000', 'hex');

describe('media uploads', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startServer();
    token = await login(s);
  });
  afterAll(async () => {
    await s.close();
  });

  it('accepts pdf, and serves it with the detected type and nosniff', async () => {
    const res = await call(s, 'POST', '/api/media/upload', { token, rawBody: upload(PDF_MIN, 'passport.pdf', 'application/pdf') });
    expect(res.body).toMatchObject({ resource_type: 'raw', format: 'pdf', bytes: PDF_MIN.length });
    const file = await fetch(res.body.secure_url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('ignores the file name and declared type: a PNG named .pdf is stored as png', async () => {
    const res = await call(s, 'POST', '/api/media/upload', { token, rawBody: upload(PNG_1X1, 'doc.pdf', 'application/pdf') });
    expect(res.body).toMatchObject({ resource_type: 'image', format: 'png' });
    expect(res.body.secure_url).toMatch(/\/media\/[0-9a-f]{32}\.png(\?expires=\d+&sig=[\w-]+)?$/);
  });

  it('video may be larger than images (11 MiB mp4 accepted), but not over 50 MiB', async () => {
    const ok = await call(s, 'POST', '/api/media/upload', { token, rawBody: upload(Buffer.concat([MP4_HEADER, Buffer.alloc(11 * MiB)]), 'clip.mp4', 'video/mp4') });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ resource_type: 'video', format: 'mp4' });
    const big = await call(s, 'POST', '/api/media/upload', { token, rawBody: upload(Buffer.concat([MP4_HEADER, Buffer.alloc(51 * MiB)]), 'long.mp4', 'video/mp4') });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('payload_too_large');
  });
});
