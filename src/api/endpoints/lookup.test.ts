import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { json, mockFetch } from '../../../tests/unit/mock-fetch';
import { getCompanyLogo, getGateCode } from './lookup';

function setup(routes: Parameters<typeof mockFetch>[0], tenant: string | null = '2') {
  const m = mockFetch(routes);
  const api = createApiClient({ baseUrl: 'http://api.test', auth: () => ({ mode: 'cookie', token: null }), tenantId: () => tenant, fetch: m.fetch, retryDelayMs: 1 });
  return { api, calls: m.calls };
}

describe('lookup endpoints', () => {
  it('getGateCode: GET with confirmation_code and last_name in the query (tenant header), answers { gate_code }', async () => {
    const { api, calls } = setup({ 'GET /api/tourist/gate-code': { gate_code: '4321#' } });
    await expect(getGateCode(api, { confirmation_code: 'ABC 123', last_name: "O'Neil" })).resolves.toEqual({ gate_code: '4321#' });
    const url = new URL(calls[0]!.url);
    expect(url.searchParams.get('confirmation_code')).toBe('ABC 123');
    expect(url.searchParams.get('last_name')).toBe("O'Neil");
    expect(calls[0]!.headers.get('X-Tenant-Id')).toBe('2');
  });

  it('getGateCode: a mismatch is an ApiError with the server code and text', async () => {
    const { api } = setup({ 'GET /api/tourist/gate-code': () => json({ error: 'No match', code: 'lookup_mismatch' }, 404) });
    await expect(getGateCode(api, { confirmation_code: 'X', last_name: 'Y' })).rejects.toMatchObject({ status: 404, code: 'lookup_mismatch', serverMessage: 'No match' });
  });

  it('getGateCode: too many attempts is a 429 ApiError carrying the Retry-After header and the body', async () => {
    const { api } = setup({
      'GET /api/tourist/gate-code': () =>
        new Response(JSON.stringify({ error: 'Too many attempts, try again later', code: 'too_many_requests', retry_after: 540 }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '540' },
        }),
    });
    await expect(getGateCode(api, { confirmation_code: 'X', last_name: 'Y' })).rejects.toMatchObject({
      status: 429,
      code: 'too_many_requests',
      retryAfter: '540',
      body: { retry_after: 540 },
    });
  });

  it('getGateCode: a numeric gate code is malformed (the contract says string)', async () => {
    const { api } = setup({ 'GET /api/tourist/gate-code': { gate_code: 4321 } });
    await expect(getGateCode(api, { confirmation_code: 'X', last_name: 'Y' })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('getCompanyLogo: GET /api/tourist/logo?company=', async () => {
    const { api, calls } = setup({ 'GET /api/tourist/logo': { logo_url: 'https://img.test/l.svg', company_name: 'Sunny', tenant_id: 1 } });
    await expect(getCompanyLogo(api, 'sunny')).resolves.toEqual({ logo_url: 'https://img.test/l.svg', company_name: 'Sunny', tenant_id: 1 });
    expect(new URL(calls[0]!.url).searchParams.get('company')).toBe('sunny');
  });
});
