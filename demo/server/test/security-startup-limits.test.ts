// Issue 19, row 10 (start-up and limits): over-long path parameters answer inside the error shape; a data
// directory that cannot be written ends start-up with a clear message; the anonymous sandbox tokenizer is
// limited per client.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.js';
import { DB_FILE_NAME } from '../db.js';
import { StartupError } from '../startup/errors.js';
import { login, startServer, tempDir, type TestServer } from './helpers.js';

const future = new Date().getUTCFullYear() + 2;
const card = { number: '4242424242424242', exp_month: 12, exp_year: future, cvc: '123' };

describe('row 10: over-long path parameters', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startServer();
    token = await login(s);
  });
  afterAll(async () => {
    await s.close();
  });

  it.each([
    ['GET', '/api/tourist-data/'],
    ['GET', '/api/reservations/{code}/basic'],
    ['POST', '/api/check-in/'],
    ['GET', '/api/tourist/reservations/{code}/check-in'],
  ])('%s %s with a 5,000-character parameter: 414 in the error shape', async (method, route) => {
    const long = 'A'.repeat(5000);
    const url = route.includes('{code}') ? route.replace('{code}', long) : `${route}${long}`;
    const res = await fetch(`${s.url}${url}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
    expect(res.status).toBe(414);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'uri_too_long' });
  });
});

/**
 * A data directory the server cannot write: read-only for its user, and (because root ignores file modes)
 * the database's name taken by a directory, which nobody can open as a database.
 */
function unwritableDataDir(): string {
  const dir = tempDir('gp-readonly-');
  mkdirSync(path.join(dir, DB_FILE_NAME));
  chmodSync(dir, 0o555);
  return dir;
}

describe('row 10: a data directory that cannot be written', () => {
  it('buildServer ends with a StartupError naming the directory (not an uncaught SQLITE_CANTOPEN)', async () => {
    const dir = unwritableDataDir();
    const attempt = buildServer({ dataDir: dir, passwordHashing: 'fast' });
    await expect(attempt).rejects.toThrow(StartupError);
    await expect(buildServer({ dataDir: dir, passwordHashing: 'fast' })).rejects.toThrow(`The data directory ${dir} cannot be written`);
    chmodSync(dir, 0o755);
  });

  it('main.ts prints the reason and exits 1, without a stack trace', () => {
    const dir = unwritableDataDir();
    const result = spawnSync(process.execPath, ['--import', './demo/server/register.mjs', 'demo/server/main.ts', '--port', '0', '--data-dir', dir], {
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, GP_PASSWORD_HASHING: 'fast' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    chmodSync(dir, 0o755);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Cannot start: The data directory ${dir} cannot be written`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('row 10: the anonymous sandbox tokenizer is limited per client', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ trustProxy: '127.0.0.1', limits: { tokenizePerClient: 3 } });
  });
  afterAll(async () => {
    await s.close();
  });

  it('the 4th card from one client in the window is refused with 429 in the error shape; another client still tokenizes', async () => {
    const tokenize = (ip: string) =>
      fetch(`${s.url}/api/sandbox/tokenize`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ card }) });
    for (let i = 0; i < 3; i++) expect((await tokenize('203.0.113.5')).status).toBe(200);
    const refused = await tokenize('203.0.113.5');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ code: 'too_many_requests', error: expect.any(String), retry_after: expect.any(Number) });
    expect((await tokenize('203.0.113.6')).status).toBe(200);
  });
});
