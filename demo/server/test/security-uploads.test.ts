// Issue 19, row 6: uploads are checked while they stream in (refused before the whole file is read),
// written to a temporary file renamed only on success (nothing left behind on failure, a full disk → 507),
// and only a verified account (or a ticket link) may upload.
import { readdirSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, startServer, type TestServer } from './helpers.js';
import { PNG_1X1, upload } from './png.js';

// A write failure the test switches on: the file system fails after part of the file was written.
const failure = vi.hoisted(() => ({ code: null as string | null }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const open: typeof actual.open = async (...args) => {
    const handle = await actual.open(...args);
    if (!failure.code) return handle;
    const code = failure.code;
    return new Proxy(handle, {
      get(target, key) {
        if (key === 'write') {
          return async (chunk: Buffer) => {
            await target.write(chunk.subarray(0, Math.ceil(chunk.length / 2)));
            throw Object.assign(new Error(`${code}: injected write failure`), { code });
          };
        }
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  return { ...actual, open };
});

const BOUNDARY = 'gp-test-boundary';

/**
 * Starts a multipart upload of `head` and keeps the request open (the rest of the file never comes):
 * answers the server's response, or null when none came within `waitMs` — a server that reads the
 * whole body before judging it never answers.
 */
function openUpload(s: TestServer, token: string, head: Buffer, waitMs = 4000): Promise<{ status: number; body: any } | null> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/media/upload', s.url);
    const req = httpRequest(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(60 * 1024 * 1024) },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, waitMs);
    req.on('response', (res: IncomingMessage) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.write(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    req.write(head);
  });
}

const filesIn = (s: TestServer) => {
  try {
    return readdirSync(path.join(s.dataDir, 'uploads'));
  } catch {
    return [];
  }
};

describe('uploads stream', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startServer({ limits: { uploadBytesPerClient: 256 * 1024 } });
    token = await login(s, 'jamie@demo.test');
  });
  afterAll(async () => {
    await s.close();
  });
  afterEach(() => {
    failure.code = null;
  });

  it('refuses content that is not an accepted type from its first bytes, before the body ends', async () => {
    const answer = await openUpload(s, token, Buffer.alloc(64 * 1024, 'junk'));
    expect(answer).toMatchObject({ status: 415, body: { code: 'unsupported_media_type', error: expect.any(String) } });
    expect(filesIn(s)).toEqual([]);
  });

  it('refuses an upload over the quota while it streams in, and nothing lands on disk', async () => {
    const answer = await openUpload(s, token, Buffer.concat([PNG_1X1, Buffer.alloc(512 * 1024)]));
    expect(answer).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    expect(filesIn(s)).toEqual([]);
  });

  it('a write that fails half-way leaves no file behind (500 in the error shape)', async () => {
    const other = await login(s);
    failure.code = 'EIO';
    const res = await call(s, 'POST', '/api/media/upload', { token: other, rawBody: upload(PNG_1X1, 'a.png', 'image/png') });
    expect(res.status).toBe(500);
    expect(filesIn(s)).toEqual([]);
  });

  it('a full disk answers 507 insufficient_storage, keeps nothing, and the next upload works', async () => {
    const other = await login(s);
    failure.code = 'ENOSPC';
    const full = await call(s, 'POST', '/api/media/upload', { token: other, rawBody: upload(PNG_1X1, 'a.png', 'image/png') });
    expect(full.status).toBe(507);
    expect(full.body).toMatchObject({ code: 'insufficient_storage', field: 'file' });
    expect(filesIn(s)).toEqual([]);
    failure.code = null;
    const ok = await call(s, 'POST', '/api/media/upload', { token: other, rawBody: upload(PNG_1X1, 'a.png', 'image/png') });
    expect(ok.status).toBe(201);
    expect(filesIn(s)).toEqual([path.basename(new URL(ok.body.secure_url).pathname)]);
  });
});

describe('uploads need a verified account', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => {
    await s.close();
  });

  it('an unverified sign-up is refused (403 email_unverified) until it follows the mailed link', async () => {
    const signup = await call(s, 'POST', '/api/tourist/signup', { body: { email: 'fresh@demo.test', password: 'Fresh#2026', firstName: 'Fresh', lastName: 'Guest' } });
    expect(signup.status).toBe(202);
    const early = await login(s, 'fresh@demo.test', 'Fresh#2026');
    const refused = await call(s, 'POST', '/api/media/upload', { token: early, rawBody: upload(PNG_1X1, 'a.png', 'image/png') });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('email_unverified');
    expect(filesIn(s)).toEqual([]);

    const [mail] = (await call<any[]>(s, 'GET', '/api/dev/outbox', { query: { email: 'fresh@demo.test' } })).body;
    const link = /\/api\/verify-email\?token=[\w-]+/.exec(mail.text)![0];
    expect((await fetch(`${s.url}${link}`, { redirect: 'manual' })).status).toBe(302);
    const ok = await call(s, 'POST', '/api/media/upload', { token: early, rawBody: upload(PNG_1X1, 'a.png', 'image/png') });
    expect(ok.status).toBe(201);
  });

  it('the seeded guests are verified and may upload', async () => {
    for (const email of ['guest@demo.test', 'jamie@demo.test']) {
      const res = await call(s, 'POST', '/api/media/upload', { token: await login(s, email), rawBody: upload(PNG_1X1, 'a.png', 'image/png') });
      expect(res.status, email).toBe(201);
    }
  });
});
