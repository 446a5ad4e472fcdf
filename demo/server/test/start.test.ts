// `npm start` (demo/start.mjs): spawn it on random ports with a temp data dir, wait for the printed URLs,
// fetch the hosted portal and the example site, log in through the API, then stop it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers.js';

const ROOT = path.resolve(__dirname, '../../..');

describe('npm start (demo/start.mjs)', () => {
  let child: ChildProcess;
  let output = '';
  let portal = '';
  let site = '';
  const dataDir = tempDir('gp-start-');

  beforeAll(async () => {
    child = spawn(process.execPath, ['demo/start.mjs'], {
      cwd: ROOT,
      env: { ...process.env, GP_PORT: '0', GP_SITE_PORT: '0', GP_DATA_DIR: dataDir, GP_SKIP_BUILD: '1', GP_PASSWORD_HASHING: 'fast' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`start.mjs did not print its URLs:\n${output}`)), 20_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const p = /Guest portal \(API \+ hosted portal\): (http:\/\/\S+?)\/?\s/.exec(output);
        const s = /Example rental-company website:\s+(http:\/\/\S+?)\/?\s/.exec(output);
        if (p && s && output.includes('so the session cookie is shared')) {
          clearTimeout(timer);
          portal = p[1]!.replace('localhost', '127.0.0.1');
          site = s[1]!.replace('localhost', '127.0.0.1');
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => reject(new Error(`start.mjs exited (${code}):\n${output}`)));
    });
    // The hook waits as long as its own timer above (start-up on a busy machine), not vitest's default 10 s.
  }, 25_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finding 3: turns the dev routes on for the demo, says so, and they answer on loopback', async () => {
    expect(output).toContain('Dev routes ON');
    const res = await fetch(`${portal}/api/dev/outbox`);
    expect(res.status).toBe(200);
  });

  it('prints both URLs and the demo logins', () => {
    expect(output).toContain('guest@demo.test / Guest#2026');
    expect(output).toContain('staff@demo.test / Staff#2026');
    expect(portal).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(site).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(portal).not.toBe(site);
  });

  it('serves the hosted portal page for the portal routes', async () => {
    for (const route of ['/', '/tourist/trips', '/tourist/trips/DEMO-CURRENT/info', '/checkout/pi_x', '/reservations/DEMO-PAST/survey', '/tourist-lt/lt-demo-new', '/search', '/payment-success']) {
      const res = await fetch(portal + route);
      expect(res.status, route).toBe(200);
      const html = await res.text();
      expect(html).toContain('<guest-portal routing="path" base-path="/"');
      // Inline-capable tags carry the response's CSP nonce.
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce, route).toBeTruthy();
      // The build's versioned loader once dist/ is built with its delivery.json (demo/server/delivery/), else /sdk/.
      expect(html).toContain(`<script nonce="${nonce}" type="module" src="/sdk/`);
      expect(html).toMatch(/type="module" src="\/sdk\/(?:v\/[0-9a-f]{16}\/)?guest-portal\.js">/);
    }
  });

  it('serves the example site with a strict CSP and the elements pointing at the API', async () => {
    const res = await fetch(`${site}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<guest-trips api-base="http://localhost:');
    expect(html).toContain('<script type="module" async src="/sdk/guest-portal.js">');
    for (const page of ['/gate.html', '/store.html', '/trips.html', '/feedback.html', '/site.css']) {
      expect((await fetch(site + page)).status, page).toBe(200);
    }
    expect((await fetch(`${site}/../package.json`)).status).toBe(404);
  });

  it('serves the SDK build at /sdk/ on both origins (404 with a hint when dist/ is not built)', async () => {
    const built = existsSync(path.join(ROOT, 'dist/guest-portal.js'));
    for (const origin of [portal, site]) {
      const res = await fetch(`${origin}/sdk/guest-portal.js`);
      expect(res.status).toBe(built ? 200 : 404);
      if (built) expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    }
    expect((await fetch(`${portal}/sdk/../package.json`)).status).toBe(404);
  });

  it('logins work through the API, with CORS for the site origin', async () => {
    const siteOrigin = site.replace('127.0.0.1', 'localhost');
    const res = await fetch(`${portal}/api/login-portal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteOrigin },
      body: JSON.stringify({ email: 'guest@demo.test', password: 'Guest#2026' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
    const trips = await fetch(`${portal}/api/tourist/reservations/`, { headers: { cookie } });
    expect(trips.status).toBe(200);
    expect(((await trips.json()) as unknown[]).length).toBeGreaterThan(10);
  });
});
