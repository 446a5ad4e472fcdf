import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { json, mockFetch } from '../../tests/unit/mock-fetch';

const Schema = v.looseObject({ ok: v.boolean() });

function client(routes: Parameters<typeof mockFetch>[0], auth: { mode: 'cookie' | 'token'; token: string | null } = { mode: 'cookie', token: null }, tenant: string | null = null) {
  const m = mockFetch(routes);
  const api = createApiClient({ baseUrl: 'http://api.test/prefix', auth: () => auth, tenantId: () => tenant, fetch: m.fetch, retryDelayMs: 1 });
  return { api, calls: m.calls };
}

describe('api client', () => {
  it('prefixes paths with the api base and validates the response', async () => {
    const { api, calls } = client({ 'GET /prefix/api/x': { ok: true, extra: 1 } });
    await expect(api.get('/api/x', Schema, { query: { a: 1, b: undefined } })).resolves.toEqual({ ok: true, extra: 1 });
    expect(calls[0]!.url).toBe('http://api.test/prefix/api/x?a=1');
  });

  it('turns a malformed body into a typed error, never a crash', async () => {
    const { api } = client({ 'GET /prefix/api/x': () => new Response('<html>oops', { status: 200 }) });
    await expect(api.get('/api/x', Schema)).rejects.toMatchObject({ kind: 'malformed' });
    const { api: api2 } = client({ 'GET /prefix/api/x': { ok: 'yes' } });
    const err = await api2.get('/api/x', Schema).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('malformed');
  });

  it('reads the error body: code, field and server text', async () => {
    const { api } = client({ 'POST /prefix/api/login-portal': () => json({ error: 'Wrong password', code: 'invalid_credentials', field: 'password' }, 401) });
    const err = (await api.post('/api/login-portal', Schema, { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(err).toMatchObject({ kind: 'http', status: 401, code: 'invalid_credentials', field: 'password', serverMessage: 'Wrong password' });
    expect(err.isUnauthorized).toBe(true);
  });

  it('retries idempotent GETs on 5xx with back-off, never POSTs', async () => {
    let n = 0;
    const { api, calls } = client({
      'GET /prefix/api/x': () => (++n < 3 ? json({ error: 'down' }, 503) : json({ ok: true })),
      'POST /prefix/api/y': () => json({ error: 'down' }, 503),
    });
    await expect(api.get('/api/x', Schema)).resolves.toEqual({ ok: true });
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(3);
    await expect(api.post('/api/y', Schema, { body: { a: 1 } })).rejects.toMatchObject({ status: 503 });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('does not retry a 4xx', async () => {
    const { api, calls } = client({ 'GET /prefix/api/x': () => json({ error: 'nope' }, 404) });
    await expect(api.get('/api/x', Schema)).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(calls).toHaveLength(1);
  });

  it('shares one request between identical GETs in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { api, calls } = client({ 'GET /prefix/api/config': async () => (await gate, { ok: true }) });
    const a = api.get('/api/config', Schema);
    const b = api.get('/api/config', Schema);
    release();
    await expect(Promise.all([a, b])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(calls).toHaveLength(1);
  });

  it('cancels the shared request only when every caller went away', async () => {
    let seenSignal: AbortSignal | undefined;
    const m = mockFetch({});
    const fetchImpl = ((input: RequestInfo | URL, init?: RequestInit) => {
      seenSignal = init?.signal ?? undefined;
      return new Promise<Response>((_res, rej) => init?.signal?.addEventListener('abort', () => rej(new DOMException('aborted', 'AbortError'))));
    }) as typeof fetch;
    void m;
    const api = createApiClient({ baseUrl: '', auth: () => ({ mode: 'cookie', token: null }), tenantId: () => null, fetch: fetchImpl, retryDelayMs: 1 });
    const c1 = new AbortController();
    const c2 = new AbortController();
    const a = api.get('/api/x', Schema, { signal: c1.signal });
    const b = api.get('/api/x', Schema, { signal: c2.signal });
    c1.abort();
    await expect(a).rejects.toMatchObject({ kind: 'aborted' });
    await Promise.resolve();
    expect(seenSignal?.aborted).toBe(false);
    c2.abort();
    await expect(b).rejects.toMatchObject({ kind: 'aborted' });
    expect(seenSignal?.aborted).toBe(true);
  });

  it('sends the bearer token in token mode and the tenant header when known', async () => {
    const { api, calls } = client({ 'GET /prefix/api/x': { ok: true } }, { mode: 'token', token: 'tok-1' }, '7');
    await api.get('/api/x', Schema);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(calls[0]!.headers.get('X-Tenant-Id')).toBe('7');
  });

  it('sends no Authorization header in cookie mode', async () => {
    const { api, calls } = client({ 'GET /prefix/api/x': { ok: true } }, { mode: 'cookie', token: 'ignored' });
    await api.get('/api/x', Schema);
    expect(calls[0]!.headers.get('Authorization')).toBeNull();
  });

  it('asks a GET once when the browser knows it is offline, again after a passing failure', async () => {
    let attempts = 0;
    const failing = (() => {
      attempts += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as typeof fetch;
    const api = createApiClient({ baseUrl: '', auth: () => ({ mode: 'cookie', token: null }), tenantId: () => null, fetch: failing, retryDelayMs: 1 });
    await expect(api.get('/api/x', Schema)).rejects.toMatchObject({ kind: 'network' });
    expect(attempts).toBe(4);
    attempts = 0;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(api.get('/api/y', Schema)).rejects.toMatchObject({ kind: 'network' });
    } finally {
      onLine.mockRestore();
    }
    expect(attempts).toBe(1);
  });

  it('reports network failures and time-outs as typed errors', async () => {
    const failing = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const api = createApiClient({ baseUrl: '', auth: () => ({ mode: 'cookie', token: null }), tenantId: () => null, fetch: failing, retryDelayMs: 1 });
    await expect(api.post('/api/x', Schema, { body: {} })).rejects.toMatchObject({ kind: 'network' });
    const hanging = ((_i: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_r, rej) => init?.signal?.addEventListener('abort', () => rej(new DOMException('t', 'AbortError'))))) as typeof fetch;
    const slow = createApiClient({ baseUrl: '', auth: () => ({ mode: 'cookie', token: null }), tenantId: () => null, fetch: hanging, timeoutMs: 5 });
    await expect(slow.post('/api/x', Schema, { body: {} })).rejects.toMatchObject({ kind: 'timeout' });
  });
});
