// Issue 25, item 3: after Back to the example site, /api/config and /api/tourist/user failed CORS once —
// Chromium reused the answer the hosted portal had received for the same URL from its own origin (no
// Origin header, so no Access-Control-Allow-Origin and, then, no Vary). Every answer now varies on Origin
// and API answers are never stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
});

const SITE = 'http://allowed.test';

describe('answers that depend on the Origin', () => {
  it.each(['/api/config', '/api/tourist/user?session=optional', '/api/tourist/user', '/api/feature-flags'])('%s varies on Origin and is not stored, with or without an Origin', async (path) => {
    for (const headers of [{}, { origin: SITE }, { origin: 'http://elsewhere.test' }] as Record<string, string>[]) {
      const res = await fetch(`${s.url}${path}`, { headers });
      expect(res.headers.get('vary'), `${path} ${JSON.stringify(headers)}`).toMatch(/\bOrigin\b/);
      expect(res.headers.get('cache-control'), `${path} ${JSON.stringify(headers)}`).toBe('no-store');
      expect(res.headers.get('vary')!.match(/Origin/g)).toHaveLength(1);
    }
  });

  it('the SDK files vary on Origin too (their CORS headers depend on it) and keep their own caching', async () => {
    const res = await fetch(`${s.url}/sdk/guest-portal.js`);
    expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
    expect(res.headers.get('cache-control')).not.toBe('no-store');
  });

  it('a preflight varies on Origin', async () => {
    const res = await fetch(`${s.url}/api/config`, { method: 'OPTIONS', headers: { origin: SITE, 'access-control-request-method': 'GET' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
  });
});
