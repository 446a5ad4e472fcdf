// Issue 19, row 1: the dev routes (outbox = account takeover with forgot-password) are guarded on the path
// the router matched, not the raw URL; and a server with dev routes refuses to listen off loopback.
// A remote client is simulated with a documentation address forwarded by a trusted proxy on 127.0.0.1.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.js';
import { listen } from '../startup/listen.js';
import { StartupError } from '../startup/errors.js';
import { startServer, tempDir, type TestServer } from './helpers.js';

/** A request with the path sent byte for byte (fetch and URL would normalise some of these spellings). */
function rawRequest(url: string, method: string, rawPath: string, headers: Record<string, string> = {}): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, method, path: rawPath, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

const REMOTE = { 'x-forwarded-for': '203.0.113.66' };

// The spellings an attacker tries: percent-encoded letters anywhere, mixed case, trailing and doubled slashes.
const VARIANTS: [string, string][] = [
  ['GET', '/api/dev/outbox'],
  ['GET', '/api/%64ev/outbox'],
  ['GET', '/%61pi/dev/outbox'],
  ['GET', '/api/d%65v/%6Futbox'],
  ['GET', '/api/%44ev/outbox'],
  ['GET', '/API/DEV/OUTBOX'],
  ['GET', '/api/Dev/outbox'],
  ['GET', '/api/dev/outbox/'],
  ['GET', '/api/%64ev/outbox/'],
  ['GET', '//api/dev/outbox'],
  ['GET', '/api//dev/outbox'],
  ['GET', '/api/dev//outbox'],
  ['GET', '/api/dev%2Foutbox'],
  ['GET', '/api/./dev/outbox'],
  ['GET', '/api/x/../dev/outbox'],
  ['GET', '/api/%64ev/outbox?email=guest@demo.test'],
  ['GET', '/api/%64ev/action-log'],
  ['POST', '/api/%64ev/intents'],
  ['POST', '/api/dev/intents'],
  ['GET', '/api/%64ev/charges?payment_intent_id=pi_x'],
  ['POST', '/api/%64ev/purchases/1/approve'],
];

describe('row 1: dev routes answer only loopback clients, however the path is spelled', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ devRoutes: true, trustProxy: '127.0.0.1' });
  });
  afterAll(async () => {
    await s.close();
  });

  it('a remote client behind the trusted proxy gets 404 for every spelling', async () => {
    const answers: Record<string, number> = {};
    for (const [method, path] of VARIANTS) answers[`${method} ${path}`] = await rawRequest(s.url, method, path, REMOTE);
    for (const [request, status] of Object.entries(answers)) expect(status, request).toBe(404);
  });

  it('the encoded spellings do reach the dev route for a loopback client (so the remote 404 is the guard, not the router)', async () => {
    expect(await rawRequest(s.url, 'GET', '/api/%64ev/outbox')).toBe(200);
    expect(await rawRequest(s.url, 'GET', '/%61pi/dev/outbox/')).toBe(200);
    expect(await rawRequest(s.url, 'GET', '/api/%64ev/outbox', REMOTE)).toBe(404);
  });
});

describe('row 1: a server with dev routes refuses to listen on a non-loopback address', () => {
  it.each(['0.0.0.0', '::', '203.0.113.10', 'example.test'])('refuses %s with a clear start-up error', async (host) => {
    const dataDir = tempDir();
    const app = await buildServer({ dataDir, devRoutes: true, passwordHashing: 'fast' });
    try {
      await expect(listen(app, { port: 0, host })).rejects.toThrow(StartupError);
      await expect(listen(app, { port: 0, host })).rejects.toThrow(/dev routes.*loopback/i);
      expect(app.server.listening).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('listens on loopback with dev routes (and without them)', async () => {
    for (const [devRoutes, host] of [
      [true, '127.0.0.1'],
      [true, 'localhost'],
      [false, '127.0.0.1'],
    ] as const) {
      const app = await buildServer({ dataDir: tempDir(), devRoutes, passwordHashing: 'fast' });
      try {
        const address = await listen(app, { port: 0, host });
        expect(address).toMatch(/^http:\/\//);
      } finally {
        await app.close();
      }
    }
  });
});

describe('row 1: the command lines refuse too, before binding anything', () => {
  const ROOT = path.resolve(__dirname, '../../..');
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, args, { cwd: ROOT, env: { ...process.env, GP_SKIP_BUILD: '1', GP_PORT: '0', GP_SITE_PORT: '0', ...env }, encoding: 'utf8', timeout: 60_000 });

  it('npm start (dev routes always on) with GP_HOST=0.0.0.0 exits 1 with the reason', () => {
    const result = run(['demo/start.mjs'], { GP_HOST: '0.0.0.0', GP_DATA_DIR: tempDir() });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Cannot start: Dev routes are on .* host is 0\.0\.0\.0/);
    expect(result.stdout).not.toContain('Guest portal (API + hosted portal)');
  });

  it('main.ts --dev-routes --host 203.0.113.10 exits 1 with the reason', () => {
    const result = run(['--import', './demo/server/register.mjs', 'demo/server/main.ts', '--dev-routes', '--host', '203.0.113.10', '--data-dir', tempDir()], {});
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Cannot start: Dev routes are on .* host is 203\.0\.113\.10/);
  });
});
