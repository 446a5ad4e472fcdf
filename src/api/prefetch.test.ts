import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient } from './client';
import { ApiError } from './errors';
import { dropPrefetched, prefetchGet } from './prefetch';
import { json, mockFetch } from '../../tests/unit/mock-fetch';

const Schema = v.looseObject({ ok: v.boolean() });
const URL_CONFIG = 'http://api.test/api/config';

/** The loader's fetch (the page's global one) and the client's own fetch, each recorded. */
function setUp(prefetchAnswer: () => Response | Promise<Response>, mode: 'cookie' | 'token' = 'cookie', tenant: string | null = null, headerlessTenant: string | null = null) {
  const loaderFetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => prefetchAnswer());
  vi.stubGlobal('fetch', loaderFetch);
  const client = mockFetch({ 'GET /api/config': { ok: true, from: 'client' }, 'POST /api/login-portal': { ok: true } });
  const api = createApiClient({ baseUrl: 'http://api.test', auth: () => ({ mode, token: mode === 'token' ? 't' : null }), tenantId: () => tenant, headerlessTenantId: () => headerlessTenant, fetch: client.fetch, retryDelayMs: 1 });
  return { api, loaderFetch, clientCalls: client.calls };
}

beforeEach(() => dropPrefetched());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('prefetched GETs (loader → API client)', () => {
  it('asks as the client would (JSON, credentials, tenant header) and only once per URL and tenant', () => {
    const { loaderFetch } = setUp(() => json({ ok: true }));
    prefetchGet(URL_CONFIG, '7');
    prefetchGet(URL_CONFIG, '7');
    expect(loaderFetch).toHaveBeenCalledTimes(1);
    const init = loaderFetch.mock.calls[0]![1]!;
    expect(loaderFetch.mock.calls[0]![0]).toBe(URL_CONFIG);
    expect(init).toMatchObject({ credentials: 'include', mode: 'cors', headers: { Accept: 'application/json', 'X-Tenant-Id': '7' } });
  });

  it('the client takes the prefetched answer instead of asking again, once', async () => {
    const { api, clientCalls } = setUp(() => json({ ok: true, from: 'loader' }));
    prefetchGet(URL_CONFIG, null);
    await expect(api.get('/api/config', Schema)).resolves.toEqual({ ok: true, from: 'loader' });
    expect(clientCalls).toHaveLength(0);
    // Taken: a later GET (a reload) goes to the network.
    await expect(api.get('/api/config', Schema)).resolves.toEqual({ ok: true, from: 'client' });
    expect(clientCalls).toHaveLength(1);
  });

  it('a prefetched client error is the answer (a 401 is not asked again)', async () => {
    const { api, clientCalls } = setUp(() => json({ error: 'Unauthenticated', code: 'unauthenticated' }, 401));
    prefetchGet(URL_CONFIG, null);
    const err = (await api.get('/api/config', Schema).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'http', status: 401 });
    expect(clientCalls).toHaveLength(0);
  });

  it('a failed or retryable prefetch is asked again the usual way', async () => {
    const { api, clientCalls } = setUp(() => json({ error: 'busy' }, 503));
    prefetchGet(URL_CONFIG, null);
    await expect(api.get('/api/config', Schema)).resolves.toEqual({ ok: true, from: 'client' });
    expect(clientCalls).toHaveLength(1);

    const offline = setUp(() => Promise.reject(new TypeError('Failed to fetch')));
    prefetchGet(URL_CONFIG, null);
    await expect(offline.api.get('/api/config', Schema)).resolves.toEqual({ ok: true, from: 'client' });
    expect(offline.clientCalls).toHaveLength(1);
  });

  it('is not used by another tenant, in token mode, after a state-changing request, or when stale', async () => {
    const other = setUp(() => json({ ok: true, from: 'loader' }), 'cookie', '2');
    prefetchGet(URL_CONFIG, '1');
    await expect(other.api.get('/api/config', Schema)).resolves.toMatchObject({ from: 'client' });

    dropPrefetched();
    const token = setUp(() => json({ ok: true, from: 'loader' }), 'token');
    prefetchGet(URL_CONFIG, null);
    await expect(token.api.get('/api/config', Schema)).resolves.toMatchObject({ from: 'client' });

    dropPrefetched();
    const signIn = setUp(() => json({ ok: true, from: 'loader' }));
    prefetchGet(URL_CONFIG, null);
    await signIn.api.post('/api/login-portal', Schema, { body: {} });
    await expect(signIn.api.get('/api/config', Schema)).resolves.toMatchObject({ from: 'client' });

    dropPrefetched();
    vi.useFakeTimers({ toFake: ['Date'] });
    const stale = setUp(() => json({ ok: true, from: 'loader' }));
    prefetchGet(URL_CONFIG, null);
    vi.setSystemTime(Date.now() + 11_000);
    await expect(stale.api.get('/api/config', Schema)).resolves.toMatchObject({ from: 'client' });
  });

  it("a headerless prefetch stands for the tenant the configuration named, not for one the page named", async () => {
    // The loader asked before the configuration was in; the configuration then named tenant 3.
    const named = setUp(() => json({ ok: true, from: 'loader' }), 'cookie', '3', '3');
    prefetchGet(URL_CONFIG, null);
    await expect(named.api.get('/api/config', Schema)).resolves.toMatchObject({ from: 'loader' });
    expect(named.clientCalls).toHaveLength(0);

    dropPrefetched();
    // tenant-id="4" on the element: a request without the header may reach another tenant.
    const attribute = setUp(() => json({ ok: true, from: 'loader' }), 'cookie', '4', null);
    prefetchGet(URL_CONFIG, null);
    await expect(attribute.api.get('/api/config', Schema)).resolves.toMatchObject({ from: 'client' });
  });
});
