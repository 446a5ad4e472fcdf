import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { getCurrentUser } from '../api/endpoints/current-user';
import { getReservationBasicInfo } from '../api/endpoints/feedback';
import { mockFetch } from '../../tests/unit/mock-fetch';
import { firstCalls, ELEMENT_TAGS } from './tags';

const attrs = (values: Record<string, string>) => (name: string) => values[name] ?? null;
const SESSION = '/api/tourist/user?session=optional';

describe('firstCalls (what the loader starts while an element downloads)', () => {
  it('the configuration for every element; the session check for the elements behind the sign-in gate, and no other', () => {
    for (const tag of ELEMENT_TAGS) expect(firstCalls(tag, attrs({}))[0]).toBe('/api/config');
    const gated = ELEMENT_TAGS.filter((t) => firstCalls(t, attrs({})).includes(SESSION));
    expect(gated.sort()).toEqual(['guest-checkout', 'guest-precheckin', 'guest-store', 'guest-trips']);
  });

  it('leaves out the session check of a checkout in iframe mode (a public payment page)', () => {
    expect(firstCalls('guest-checkout', attrs({ mode: 'iframe', 'iframe-src': 'https://pay.example/x' }))).toEqual(['/api/config']);
    // Without an iframe-src the gate stays (elements/guest-checkout.ts isPublic).
    expect(firstCalls('guest-checkout', attrs({ mode: 'iframe' }))).toContain(SESSION);
  });

  it("asks for the survey's reservation, its code encoded as the endpoint encodes it", () => {
    expect(firstCalls('guest-survey', attrs({ 'confirmation-code': 'AB 1/2' }))).toEqual(['/api/config', '/api/reservations/AB%201%2F2/basic']);
    expect(firstCalls('guest-survey', attrs({}))).toEqual(['/api/config']);
  });

  it('asks exactly what the endpoint functions ask (a prefetch under another URL would never be taken)', async () => {
    const { fetch, calls } = mockFetch({
      'GET /api/tourist/user': { id: 1, email: 'a@b.test' },
      'GET /api/reservations/AB%201%2F2/basic': { confirmation_code: 'AB 1/2' },
    });
    const api = createApiClient({ baseUrl: 'http://api.test', auth: () => ({ mode: 'cookie', token: null }), tenantId: () => null, fetch, retryDelayMs: 1 });
    await getCurrentUser(api).catch(() => undefined);
    await getReservationBasicInfo(api, 'AB 1/2').catch(() => undefined);
    const asked = calls.map((c) => c.url.replace('http://api.test', ''));
    expect(asked).toContain(firstCalls('guest-trips', attrs({}))[1]);
    expect(asked).toContain(firstCalls('guest-survey', attrs({ 'confirmation-code': 'AB 1/2' }))[1]);
  });
});
