// The hosted portal page with its first screen rendered on the server (demo/server/portal-page/first-screen.ts):
// the markup goes into <guest-portal> with the API's answers; the service worker's shell request, routes
// the server does not render, a build without a server entry and a failing render all get today's page.
// The SDK's real server render is tested in src/server/ and in the browser (tests/e2e/portal-first-screen.test.ts);
// here a stand-in entry shows what the page does with what it returns.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, startServer, tempDir, type TestServer } from './helpers.js';
import { portalAttributes } from '../portal-page/first-screen.js';

const ENTRY = `
export const acceptedLanguages = (header) => String(header ?? '').split(',').map((l) => l.split(';')[0].trim()).filter(Boolean);
export function portalFirstScreenCalls(url) {
  return url.startsWith('/tourist/login') || url.startsWith('/tourist/signup') ? [{ key: 'config', path: '/api/config' }, { key: 'user', path: '/api/tourist/user' }].slice(0, url.includes('me') ? 2 : 1) : null;
}
export async function renderElement(tag, { attributes, url, languages, resources, nonce }) {
  if (url.includes('boom')) throw new Error('render failed');
  const seen = JSON.stringify({ tag, attributes, url, languages, company: resources.config.company_name, user: resources.user?.email ?? null, nonce });
  return '<template shadowrootmode="open"><p id="first">' + seen.replace(/</g, '\\\\u003c') + '</p></template>';
}
`;

let server: TestServer;
let bare: TestServer;
beforeAll(async () => {
  const distDir = tempDir('gp-dist-');
  mkdirSync(path.join(distDir, 'server'));
  writeFileSync(path.join(distDir, 'server', 'index.js'), ENTRY);
  server = await startServer({ distDir });
  // A build without the server entry (an SDK from before it).
  bare = await startServer({ distDir: tempDir('gp-dist-') });
});
afterAll(async () => {
  await server?.close();
  await bare?.close();
});

const firstScreenOf = (html: string) => {
  const inside = /<p id="first">(.*?)<\/p>/.exec(html)?.[1];
  return inside ? (JSON.parse(inside) as Record<string, unknown>) : null;
};
/** The seeded guest's session cookie, as the browser holds it after signing in. */
async function login(at: TestServer): Promise<string> {
  const res = await fetch(`${at.url}/api/login-portal`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'guest@demo.test', password: 'Guest#2026' }) });
  expect(res.status).toBe(200);
  return sessionCookie(res.headers);
}
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('the hosted portal page with its first screen', () => {
  it('puts the render inside <guest-portal> with the tag attributes, the route, the languages, the API answers and the nonce', async () => {
    const res = await fetch(`${server.url}/tourist/login?view=forgot`, { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<guest-portal [^>]*><template shadowrootmode="open"><p id="first">.*<\/p><\/template><\/guest-portal>/);
    expect(firstScreenOf(html)).toEqual({
      tag: 'guest-portal',
      attributes: { routing: 'path', 'base-path': '/', 'api-base': server.url, 'arrival-kit': '', id: 'portal' },
      url: '/tourist/login?view=forgot',
      languages: ['fr-FR', 'fr'],
      company: expect.any(String),
      user: null,
      nonce: nonceOf(res),
    });
  });

  it("holds the first paint until the markup after the render is parsed, not just the element's start tag", async () => {
    const html = await (await fetch(`${server.url}/tourist/login`)).text();
    const target = /<link rel="expect" href="#([^"]+)" blocking="render"/.exec(html)?.[1];
    expect(target).toBeTruthy();
    const end = html.indexOf('</guest-portal>');
    const mark = html.indexOf(`id="${target}"`);
    expect(html.indexOf('<p id="first">')).toBeLessThan(end);
    expect(mark).toBeGreaterThan(end);
  });

  it("asks the API with the guest's cookies: a signed-in guest's answers are theirs, in a page no cache keeps", async () => {
    const cookie = await login(server);
    const res = await fetch(`${server.url}/tourist/login?me=1`, { headers: { Cookie: cookie } });
    expect(firstScreenOf(await res.text())).toMatchObject({ user: 'guest@demo.test' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // A page rendered from the configuration alone holds nothing of a guest's.
    expect((await fetch(`${server.url}/tourist/login`, { headers: { Cookie: cookie } })).headers.get('cache-control')).toBe('no-cache');
  });

  it("renders a tenant's own address for that tenant, below its base path", async () => {
    const html = await (await fetch(`${server.url}/t/2/tourist/signup`)).text();
    const seen = firstScreenOf(html)!;
    expect(seen.url).toBe('/tourist/signup');
    expect(seen.attributes).toMatchObject({ 'base-path': '/t/2/', 'tenant-id': '2' });
    const tenant1 = firstScreenOf(await (await fetch(`${server.url}/tourist/signup`)).text())!;
    expect(seen.company).not.toBe(tenant1.company);
  });

  it('gives the service worker (X-Portal-Shell: 1) the page without server markup or data', async () => {
    const cookie = await login(server);
    const res = await fetch(`${server.url}/tourist/login?me=1`, { headers: { 'X-Portal-Shell': '1', Cookie: cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('arrival-kit id="portal"></guest-portal>');
    expect(html).not.toContain('shadowrootmode');
    expect(html).not.toContain('guest@demo.test');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the page as before when the render fails, the route is not rendered or the API refuses', async () => {
    for (const url of ['/tourist/login/boom', '/tourist/trips', '/tourist/login?me=1']) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<guest-portal');
      // /tourist/login?me=1 signed out: /api/tourist/user answers 401, so nothing is rendered rather than a guess.
      expect(html, url).not.toContain('shadowrootmode');
    }
  });

  it('serves the page as before from an SDK build without the server entry', async () => {
    const html = await (await fetch(`${bare.url}/tourist/login`)).text();
    expect(html).toContain('arrival-kit id="portal"></guest-portal>');
    expect(html).not.toContain('shadowrootmode');
  });

  it('reads the tag attributes as the browser does (entities decoded, bare attributes empty)', () => {
    expect(portalAttributes('<guest-portal routing="path" api-base="https://a.test/?x=1&amp;y=&quot;2&quot;" arrival-kit></guest-portal>')).toEqual({
      routing: 'path',
      'api-base': 'https://a.test/?x=1&y="2"',
      'arrival-kit': '',
    });
    expect(portalAttributes('<main></main>')).toBeNull();
  });
});
