// Issue 19, row 8: guessing limits never lock out the rightful guest (OWASP device cookies for login; code
// locks apply to unknown clients only), many addresses share one budget, limits survive a restart, and
// `trustProxy: true` is refused. Clients are documentation addresses forwarded by a trusted proxy on
// 127.0.0.1 (all traffic stays on loopback); time is a fake clock.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app.js';
import { StartupError } from '../startup/errors.js';
import { call, sessionCookie, startServer, tempDir, type TestServer } from './helpers.js';

const WINDOW = 60_000;
let clock = 1_000_000;
const LIMITS = { windowMs: WINDOW, perKey: 5, perClient: 50, perTenant: 500, maxLockMs: 8 * WINDOW, now: () => clock };
const from = (ip: string, cookie?: string) => ({ 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) });

function deviceCookie(headers: Headers): string {
  const raw = headers.getSetCookie().find((c) => c.startsWith('gp_device='));
  if (!raw) throw new Error('no device cookie');
  expect(raw).toMatch(/HttpOnly/i);
  return raw.split(';')[0]!;
}

const login = (s: TestServer, email: string, password: string, ip: string, cookie?: string) =>
  call(s, 'POST', '/api/login-portal', { body: { email, password }, headers: from(ip, cookie) });
const lookup = (s: TestServer, code: string, lastName: string, ip: string, cookie?: string) =>
  call(s, 'POST', '/api/tourist/user/validate', { body: { res_id: code, last_name: lastName }, headers: from(ip, cookie) });
const gateCode = (s: TestServer, ip: string, cookie?: string) =>
  call(s, 'GET', '/api/tourist/gate-code', { query: { confirmation_code: 'DEMO-CURRENT', last_name: 'Morgan' }, headers: from(ip, cookie) });

describe('row 8: login follows the device-cookie scheme', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ trustProxy: '127.0.0.1', limits: LIMITS });
  });
  afterAll(async () => {
    await s.close();
  });

  it('failures from elsewhere lock the account for unknown clients only: the owner\'s known device signs in from any address', async () => {
    const first = await login(s, 'jamie@demo.test', 'Guest#2026', '198.51.100.7');
    expect(first.status).toBe(200);
    const device = deviceCookie(first.headers);
    for (let i = 0; i < 5; i++) expect((await login(s, 'jamie@demo.test', `Wrong#${i}aaa`, `203.0.113.${i + 1}`)).status).toBe(401);
    // An unknown client with the right password waits...
    expect((await login(s, 'jamie@demo.test', 'Guest#2026', '203.0.113.99')).status).toBe(429);
    // ...the owner's device does not, wherever it is now.
    expect((await login(s, 'jamie@demo.test', 'Guest#2026', '192.0.2.44', device)).status).toBe(200);
    clock += 8 * WINDOW + 1;
  });

  it('a known device has a budget of its own, and a forged or foreign device cookie counts as unknown', async () => {
    const ok = await call(s, 'POST', '/api/login-portal', { body: { email: 'guest@alpine.test', password: 'Guest#2026' }, headers: { ...from('198.51.100.8'), 'x-tenant-id': '2' } });
    const device = deviceCookie(ok.headers);
    const tenant2 = (cookie?: string, password = 'Nope#1234', ip = '198.51.100.8') =>
      call(s, 'POST', '/api/login-portal', { body: { email: 'guest@alpine.test', password }, headers: { ...from(ip, cookie), 'x-tenant-id': '2' } });
    for (let i = 0; i < 5; i++) expect((await tenant2(device)).status).toBe(401);
    expect((await tenant2(device, 'Guest#2026')).status).toBe(429);
    // The lock is the device's: the account is open to other clients.
    expect((await tenant2(undefined, 'Guest#2026', '198.51.100.9')).status).toBe(200);
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (let i = 0; i < 5; i++) expect((await login(s, 'guest@demo.test', 'Nope#1234', `203.0.113.${50 + i}`, forged)).status).toBe(401);
    expect((await login(s, 'guest@demo.test', 'Guest#2026', '203.0.113.60', forged)).status).toBe(429);
    clock += 8 * WINDOW + 1;
  });

  it('20 addresses × 49 wrong passwords each (under the per-client limit) hit a limit', async () => {
    const statuses: number[] = [];
    for (let a = 0; a < 20; a++) {
      for (let g = 0; g < 49; g++) statuses.push((await login(s, `nobody${a}-${g}@demo.test`, 'Guess#1234', `203.0.113.${100 + a}`)).status);
    }
    expect(statuses.filter((st) => st === 429).length).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBe(500);
    clock += 8 * WINDOW + 1;
    // 980 requests: minutes on a busy machine.
  }, 180_000);
});

describe('row 8: confirmation-code guessing never turns into a denial of service for the guest', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ trustProxy: '127.0.0.1', limits: LIMITS });
  });
  afterAll(async () => {
    await s.close();
  });

  it('a code locked by wrong last names stays open to its guest (session or device cookie) and its code-only pages stay open', async () => {
    const earlier = await lookup(s, 'DEMO-CURRENT', 'Morgan', '198.51.100.20');
    expect(earlier.status).toBe(200);
    const device = deviceCookie(earlier.headers);
    const signedIn = sessionCookie((await login(s, 'guest@demo.test', 'Guest#2026', '198.51.100.21')).headers);
    for (let i = 0; i < 5; i++) expect((await lookup(s, 'DEMO-CURRENT', `Wrong${i}`, `203.0.113.${i + 1}`)).status).toBe(404);
    // Unknown clients wait (search and gate code share the lock)...
    expect((await lookup(s, 'DEMO-CURRENT', 'Morgan', '203.0.113.30')).status).toBe(429);
    expect((await gateCode(s, '203.0.113.30')).status).toBe(429);
    // ...the guest does not: signed in, or on the device that opened it before, from any address.
    expect((await gateCode(s, '192.0.2.5', signedIn)).status).toBe(200);
    expect((await gateCode(s, '192.0.2.6', device)).status).toBe(200);
    expect((await lookup(s, 'DEMO-CURRENT', 'Morgan', '192.0.2.6', device)).status).toBe(200);
    // The survey summary takes the code alone: a last-name lock does not close it.
    expect((await call(s, 'GET', '/api/reservations/{code}/basic', { params: { code: 'DEMO-CURRENT' }, headers: from('203.0.113.31') })).status).toBe(200);
    clock += 8 * WINDOW + 1;
  });

  it('20 addresses × 49 guessed codes each (under the per-client limit) hit the shared budget; the guest\'s device is exempt', async () => {
    const earlier = await lookup(s, 'DEMO-UPCOMING', 'Morgan', '198.51.100.40');
    const device = deviceCookie(earlier.headers);
    const statuses: number[] = [];
    for (let a = 0; a < 20; a++) {
      for (let g = 0; g < 49; g++) statuses.push((await lookup(s, `GUESS-${a}-${g}`, 'Morgan', `203.0.113.${100 + a}`)).status);
    }
    expect(statuses.indexOf(429)).toBe(500);
    expect(statuses.slice(500).every((st) => st === 429)).toBe(true);
    expect((await lookup(s, 'DEMO-UPCOMING', 'Morgan', '192.0.2.9', device)).status).toBe(200);
    clock += 8 * WINDOW + 1;
  }, 180_000);
});

describe('row 8: limits survive a restart', () => {
  it('a locked account is still locked after the server restarts on the same data', async () => {
    const dataDir = tempDir();
    const first = await startServer({ dataDir, trustProxy: '127.0.0.1', limits: LIMITS });
    for (let i = 0; i < 5; i++) await login(first, 'staff@demo.test', `Wrong#${i}aaa`, `203.0.113.${i + 1}`);
    expect((await login(first, 'staff@demo.test', 'Staff#2026', '203.0.113.77')).status).toBe(429);
    await first.close({ keepData: true });
    const second = await startServer({ dataDir, trustProxy: '127.0.0.1', limits: LIMITS });
    try {
      const after = await login(second, 'staff@demo.test', 'Staff#2026', '203.0.113.78');
      expect(after.status).toBe(429);
      expect(after.body.retry_after).toBe(WINDOW / 1000);
      clock += WINDOW + 1;
      expect((await login(second, 'staff@demo.test', 'Staff#2026', '203.0.113.78')).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('row 8: trustProxy takes explicit proxies or a hop count; true is refused', () => {
  it('buildServer refuses true (option or GP_TRUST_PROXY) with a start-up error naming the alternatives', async () => {
    await expect(buildServer({ dataDir: tempDir(), passwordHashing: 'fast', trustProxy: true as never })).rejects.toThrow(StartupError);
    await expect(buildServer({ dataDir: tempDir(), passwordHashing: 'fast', trustProxy: 'true' })).rejects.toThrow(/addresses or CIDRs.*hops/);
    const previous = process.env.GP_TRUST_PROXY;
    process.env.GP_TRUST_PROXY = 'TRUE';
    try {
      await expect(buildServer({ dataDir: tempDir(), passwordHashing: 'fast' })).rejects.toThrow(StartupError);
    } finally {
      if (previous === undefined) delete process.env.GP_TRUST_PROXY;
      else process.env.GP_TRUST_PROXY = previous;
    }
  });

  it('main.ts with GP_TRUST_PROXY=true exits 1 with the reason', () => {
    const result = spawnSync(process.execPath, ['--import', './demo/server/register.mjs', 'demo/server/main.ts', '--port', '0', '--data-dir', tempDir()], {
      cwd: path.resolve(__dirname, '../../..'),
      env: { ...process.env, GP_TRUST_PROXY: 'true', GP_PASSWORD_HASHING: 'fast' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Cannot start: trustProxy \/ GP_TRUST_PROXY = true/);
  });

  it('a hop count trusts that many proxies', async () => {
    const s = await startServer({ trustProxy: 1, limits: { ...LIMITS, perClient: 2 } });
    try {
      for (let i = 0; i < 2; i++) await lookup(s, `HOP-${i}`, 'Morgan', '203.0.113.200');
      expect((await lookup(s, 'HOP-3', 'Morgan', '203.0.113.200')).status).toBe(429);
      expect((await lookup(s, 'HOP-4', 'Morgan', '203.0.113.201')).status).toBe(404);
    } finally {
      await s.close();
    }
  });
});
