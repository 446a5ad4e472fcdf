// Issue 20, delivery: the SDK's versioned files are immutable, every SDK file comes brotli- or
// gzip-compressed as the browser asks (copies made once, by the build's scripts/delivery.mjs), the
// unversioned ones revalidate (ETag, 304), and no name reaches outside the build.
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDelivery } from '../../../scripts/delivery.mjs';
import { startServer, tempDir, type TestServer } from './helpers.js';

const dist = tempDir('gp-delivery-');
// Big enough to be worth compressing, and varied enough that brotli and gzip differ.
const LOADER = `import('./elements/guest-portal.js');\n${Array.from({ length: 200 }, (_, i) => `export const line${i} = ${JSON.stringify(`value ${i}`)};`).join('\n')}\n`;
const ELEMENT = `import { r } from '../chunks/runtime-1.0.0.js';\nexport default r;\n${'/* the portal element */\n'.repeat(100)}`;
const RUNTIME = `export const r = 1;\n${'/* the shared runtime */\n'.repeat(100)}`;
let s: TestServer;
let id: string;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'elements'));
  mkdirSync(path.join(dist, 'chunks'));
  writeFileSync(path.join(dist, 'guest-portal.js'), LOADER);
  writeFileSync(path.join(dist, 'guest-portal.css'), 'guest-portal { display: block; }\n');
  writeFileSync(path.join(dist, 'elements', 'guest-portal.js'), ELEMENT);
  writeFileSync(path.join(dist, 'chunks', 'runtime-1.0.0.js'), RUNTIME);
  ({ id } = await writeDelivery(dist));
  s = await startServer({ distDir: dist });
});
afterAll(async () => {
  await s?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });

describe('versioned SDK files', () => {
  it('are immutable for a year under /sdk/v/<build id>/, with the bytes of the build', async () => {
    const res = await get(`/sdk/v/${id}/guest-portal.js`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(LOADER);
    // Chunks resolve relative to the loader, so they are versioned too.
    expect((await get(`/sdk/v/${id}/chunks/runtime-1.0.0.js`)).headers['cache-control']).toContain('immutable');
  });

  it('answer 404 for another build’s id: an immutable URL never carries other bytes', async () => {
    const other = id.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect((await get(`/sdk/v/${other}/guest-portal.js`)).statusCode).toBe(404);
    expect((await get(`/sdk/v/not-an-id/guest-portal.js`)).statusCode).toBe(404);
  });

  it('keep every name inside the build', async () => {
    for (const url of [`/sdk/v/${id}/../../package.json`, `/sdk/v/${id}/..%2f..%2fpackage.json`, `/sdk/v/${id}/%2e%2e/%2e%2e/package.json`, '/sdk/..%2fpackage.json', `/sdk/v/${id}/delivery.json.br/../../../etc/passwd`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('"name"');
    }
  });
});

describe('compression, negotiated by Accept-Encoding', () => {
  it('sends brotli to a browser that takes it (Chromium sends gzip, deflate, br, zstd), varying on the header', async () => {
    const res = await get(`/sdk/v/${id}/guest-portal.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers.vary).toMatch(/Origin/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(LOADER);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(LOADER.length / 3);
  });

  it('sends gzip when brotli is not taken, and the file itself when neither is', async () => {
    const gz = await get('/sdk/guest-portal.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(LOADER);
    const refused = await get('/sdk/guest-portal.js', { 'accept-encoding': 'br;q=0, gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(LOADER);
    const none = await get('/sdk/guest-portal.js');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toMatch(/Accept-Encoding/);
    expect((await get('/sdk/guest-portal.js', { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
  });

  it('sends a file that changed after the build as it is, not its outdated compressed copy', async () => {
    const file = path.join(dist, 'guest-portal.css');
    writeFileSync(file, `guest-portal { display: block; }\n${'/* changed */\n'.repeat(200)}`);
    writeFileSync(`${file}.br`, 'stale');
    utimesSync(`${file}.br`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const res = await get('/sdk/guest-portal.css', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('/* changed */');
  });
});

describe('unversioned SDK files (embedding sites keep these URLs)', () => {
  it('revalidate on every use: no-cache with an ETag per coding, 304 when it still matches', async () => {
    const plain = await get('/sdk/guest-portal.js');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const br = await get('/sdk/guest-portal.js', { 'accept-encoding': 'br' });
    expect(br.headers.etag).not.toBe(etag);
    const again = await get('/sdk/guest-portal.js', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // Another coding's validator does not match this answer.
    expect((await get('/sdk/guest-portal.js', { 'if-none-match': String(br.headers.etag) })).statusCode).toBe(200);
  });

  it('stay public, as on a CDN', async () => {
    const res = await get('/sdk/guest-portal.js', { origin: 'http://elsewhere.test' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('the hosted page loads the build it names', () => {
  it('uses the versioned loader and stylesheet; the portal’s modules are left to the loader', async () => {
    const html = (await get('/tourist/login', { accept: 'text/html' })).body;
    expect(html).toContain(`type="module" src="/sdk/v/${id}/guest-portal.js"></script>`);
    expect(html).toContain(`<link rel="stylesheet" href="/sdk/v/${id}/guest-portal.css" />`);
    // Named in the HTML they measured a later first paint (docs/benchmarks.md); the loader preloads them.
    expect(html).not.toContain('modulepreload');
  });
});

describe('the hosted page itself, compressed as the browser asks', () => {
  it('comes brotli- or gzip-compressed, the same page once decoded, varying on Accept-Encoding', async () => {
    const html = { accept: 'text/html' };
    const plain = await get('/tourist/login', { ...html, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    // The page's nonce is new on every request: compare the pages without it.
    const sameBut = (page: string) => page.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/'nonce-[^']+'/g, "'nonce-'");
    const br = await get('/tourist/login', { ...html, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(sameBut(brotliDecompressSync(br.rawPayload).toString('utf8'))).toBe(sameBut(plain.body));
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await get('/tourist/login', { ...html, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(sameBut(gunzipSync(gz.rawPayload).toString('utf8'))).toBe(sameBut(plain.body));
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.length);
  });
});

describe('a build without delivery.json (an older build)', () => {
  it('is served unversioned, as before', async () => {
    const bare = tempDir('gp-delivery-bare-');
    writeFileSync(path.join(bare, 'guest-portal.js'), LOADER);
    const server = await startServer({ distDir: bare });
    try {
      const html = (await server.app.inject({ method: 'GET', url: '/tourist/login', headers: { accept: 'text/html' } })).body;
      expect(html).toContain('type="module" src="/sdk/guest-portal.js"></script>');
      expect(html).not.toContain('modulepreload');
      expect((await server.app.inject({ method: 'GET', url: '/sdk/guest-portal.js' })).body).toBe(LOADER);
    } finally {
      await server.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
