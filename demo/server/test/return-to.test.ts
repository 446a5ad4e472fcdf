// The sign-in hand-off's way back: the hosted portal page keeps `return_to` only for a site the
// tenant lists (or the portal itself); any other is dropped before the page can follow it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

describe('hosted login: return_to against the tenant allowed origins', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ siteOrigins: ['http://site.test:8080'] });
  });
  afterAll(async () => {
    await s.close();
  });

  const get = (query: string) => fetch(`${s.url}/tourist/login?${query}`, { redirect: 'manual' });

  it('serves the page with a return_to on a listed origin, on the portal itself, or a relative path', async () => {
    for (const back of ['http://site.test:8080/trips.html?x=1', 'http://allowed.test/page', `${s.url}/tourist/trips`, '/tourist/trips']) {
      const res = await get(`status=not_authorized&return_to=${encodeURIComponent(back)}&lng=fr`);
      expect(res.status, back).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
  });

  it('redirects to the same page without return_to for any other destination, keeping the other parameters', async () => {
    for (const back of ['https://evil.test/phish', 'http://site.test:9999/trips.html', 'javascript:alert(1)', '//evil.test/x', 'http://user:pw@site.test:8080/']) {
      const res = await get(`status=not_authorized&return_to=${encodeURIComponent(back)}&lng=fr`);
      expect(res.status, back).toBe(303);
      expect(res.headers.get('location')).toBe('/tourist/login?status=not_authorized&lng=fr');
    }
  });
});
