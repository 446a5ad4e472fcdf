/**
 * getCurrentUser asks with `session=optional`: "signed out" read the same whether the backend answers
 * 200 `{ signed_in: false }` (ours: no failed request for the browser to log) or 401 (the spec's).
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';
import { json, mockFetch, type MockHandler } from '../../../tests/unit/mock-fetch';
import { getCurrentUser } from './current-user';

const user = { id: 7, email: 'ana@example.test', first_name: 'Ana' };

function api(handler: MockHandler) {
  const mock = mockFetch({ 'GET /api/tourist/user': handler });
  const client = createApiClient({ baseUrl: 'http://api.test', auth: () => ({ mode: 'cookie', token: null }), tenantId: () => null, fetch: mock.fetch, retryDelayMs: 1 });
  return { client, calls: mock.calls };
}

async function signedOutError(p: Promise<unknown>): Promise<ApiError> {
  const e: unknown = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe('getCurrentUser', () => {
  it('asks with session=optional and returns the user (bare or wrapped)', async () => {
    const bare = api(() => user);
    await expect(getCurrentUser(bare.client)).resolves.toMatchObject(user);
    expect(bare.calls.map((c) => new URL(c.url).search)).toEqual(['?session=optional']);
    await expect(getCurrentUser(api(() => ({ data: user })).client)).resolves.toMatchObject(user);
  });

  it.each([
    ['our server: 200 { signed_in: false }', () => ({ signed_in: false })],
    ['wrapped: 200 { data: { signed_in: false } }', () => ({ data: { signed_in: false } })],
    ['a spec-only backend: 401', () => json({ error: 'Unauthorized' }, 401)],
  ])('signed out reads as one unauthorized ApiError — %s', async (_name, handler) => {
    const { client, calls } = api(handler);
    const e = await signedOutError(getCurrentUser(client));
    expect(e.isUnauthorized).toBe(true);
    expect(e.code).toBe('unauthorized');
    expect(calls).toHaveLength(1);
  });

  it('a backend that refuses the unknown parameter (400) is asked again without it', async () => {
    const { client, calls } = api(({ url }) => (url.searchParams.has('session') ? json({ error: 'unknown query parameter' }, 400) : user));
    await expect(getCurrentUser(client)).resolves.toMatchObject(user);
    expect(calls.map((c) => new URL(c.url).search)).toEqual(['?session=optional', '']);
  });

  it('other failures stay what they are (not read as signed out)', async () => {
    const e = await signedOutError(getCurrentUser(api(() => json({ error: 'boom', code: 'internal' }, 500)).client));
    expect([e.status, e.isUnauthorized]).toEqual([500, false]);
    const odd = await signedOutError(getCurrentUser(api(() => ({ signed_in: true })).client));
    expect(odd.kind).toBe('malformed');
  });
});
