import { describe, expect, it } from 'vitest';
import { firstCalls, ELEMENT_TAGS } from './tags';

const attrs = (values: Record<string, string>) => (name: string) => values[name] ?? null;
const SESSION = '/api/tourist/user?session=optional';

describe('firstCalls (what the loader starts while an element downloads)', () => {
  it('the configuration for every element; the session check for the elements behind the sign-in gate, and no other', () => {
    for (const tag of ELEMENT_TAGS) expect(firstCalls(tag, attrs({}), SESSION)[0]).toBe('/api/config');
    const gated = ELEMENT_TAGS.filter((t) => firstCalls(t, attrs({}), SESSION).includes(SESSION));
    expect(gated.sort()).toEqual(['guest-checkout', 'guest-precheckin', 'guest-store', 'guest-trips']);
  });

  it('leaves out the session check of a checkout in iframe mode (a public payment page)', () => {
    expect(firstCalls('guest-checkout', attrs({ mode: 'iframe', 'iframe-src': 'https://pay.example/x' }), SESSION)).toEqual(['/api/config']);
    // Without an iframe-src the gate stays (elements/guest-checkout.ts isPublic).
    expect(firstCalls('guest-checkout', attrs({ mode: 'iframe' }), SESSION)).toContain(SESSION);
  });

  it("asks for the survey's reservation, its code encoded as the endpoint encodes it", () => {
    expect(firstCalls('guest-survey', attrs({ 'confirmation-code': 'AB 1/2' }), SESSION)).toEqual(['/api/config', '/api/reservations/AB%201%2F2/basic']);
    expect(firstCalls('guest-survey', attrs({}), SESSION)).toEqual(['/api/config']);
  });
});
