// Issue 25, item 3: after Back to the example site, /api/config and /api/tourist/user failed CORS once —
// Chromium reused the answer the hosted portal had received for the same URL from its own origin (no
// Origin header, so no Access-Control-Allow-Origin and, then, no Vary). Every answer now varies on Origin
// and API answers are never stored.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, tempDir, type TestServer } from './helpers.js';

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

describe('the SDK files are public, as on a CDN (issue 25, item 2)', () => {
  let sdk: TestServer;
  // A dist/ of its own, so the answer does not depend on whether the SDK was built before this test.
  const distDir = tempDir('gp-sdk-');
  beforeAll(async () => {
    writeFileSync(path.join(distDir, 'guest-portal.js'), 'export {};\n');
    sdk = await startServer({ distDir });
  });
  afterAll(async () => {
    await sdk.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('a page on an origin no tenant lists still loads the loader (no credentials), so it can name the refused origin', async () => {
    const res = await fetch(`${sdk.url}/sdk/guest-portal.js`, { headers: { origin: 'http://elsewhere.test' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('an allowed origin keeps its echoed, credentialed answer; the API stays closed to the others', async () => {
    const sdkFile = await fetch(`${sdk.url}/sdk/guest-portal.js`, { headers: { origin: SITE } });
    expect(sdkFile.headers.get('access-control-allow-origin')).toBe(SITE);
    const api = await fetch(`${sdk.url}/api/config`, { headers: { origin: 'http://elsewhere.test' } });
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
  });
});
