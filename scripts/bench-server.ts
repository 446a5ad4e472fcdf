// `npm run bench:server`: a check-in rush against the reference server. 200 guests at once, each signing
// in once and then opening trips → trip info again and again for 60 s, reading each page for about a
// second (0.5–1.5 s, GP_BENCH_THINK_MS=1000; 0 makes every guest a client that never pauses), while a probe asks
// /api/health every 100 ms. A sign-in refused with 503 (the hashing queue is full) is retried after its
// Retry-After, as the SDK's guest would, and counted apart: it is an answer, not an error or a time-out.
// Prints throughput, p50/p99 per step, errors and time-outs, refusals, and the health probe's p99.
// The server runs in a child process (as `npm start` would), so the load tool does not share its event loop;
// both share the machine's cores. Env: GP_BENCH_CONNECTIONS (200 guests), GP_BENCH_SECONDS (60),
// GP_BENCH_RELOGIN=1 (sign in again before every trips → info: a login storm, not a check-in rush).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../demo/server/app';

const CONNECTIONS = Number(process.env.GP_BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.GP_BENCH_SECONDS ?? 60);
const PASSWORD = 'Guest#2026';
/** Full trip info for its guest (pre-check-in Done, deposit placed, inside 24 h): the page a guest opens at arrival. */
const INFO_CODE = 'DEMO-DONE';
const TARGETS = { healthP99: 100, stepP99: 500 };
const RELOGIN = process.env.GP_BENCH_RELOGIN === '1';
const TIMEOUT_MS = 10_000;
const THINK_MS = Number(process.env.GP_BENCH_THINK_MS ?? 1000);

type Step = 'login' | 'trips' | 'info';
const STEPS: Step[] = ['login', 'trips', 'info'];

const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A data directory seeded by the server itself, plus one account per guest of the rush (same guest record and password hash as the demo guest). */
async function seededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gp-bench-server-'));
  const app = await buildServer({ dataDir });
  const demo = app.db.prepare("SELECT * FROM users WHERE tenant_id = 1 AND email = 'guest@demo.test'").get() as {
    password_hash: string;
    guest_id: number;
  };
  const insert = app.db.prepare(
    `INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role, abilities, locale, guest_id, email_verified, created_at)
     VALUES (1, ?, ?, 'Alex', 'Morgan', 'guest', '[]', 'en', ?, 1, ?)`,
  );
  app.db.transaction(() => {
    for (let i = 0; i < CONNECTIONS; i++) insert.run(`rush${i}@demo.test`, demo.password_hash, demo.guest_id, new Date().toISOString());
  })();
  await app.close();
  return dataDir;
}

/** Starts demo/server/main.ts in a child process on a free loopback port; resolves with its origin. */
function startServerProcess(dataDir: string) {
  const child = spawn(process.execPath, [...(process.env.GP_BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.GP_BENCH_PROF] : []), '--import', './demo/server/register.mjs', 'demo/server/main.ts', '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, GP_LOG: '0' },
  });
  const origin = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
  return { child, origin };
}

/** /api/health every 100 ms until stopped: the latency any other request waits behind the rush. */
function healthProbe(origin: string) {
  const times: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        if (res.ok) times.push(performance.now() - started);
        else failures += 1;
      } catch {
        failures += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { times, failures };
    },
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
}

/** One request over the guests' keep-alive pool; rejects on a network error or after TIMEOUT_MS. */
function send(agent: http.Agent, origin: string, method: string, url: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(url, origin), { method, agent, headers, timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      response.once('error', reject);
    });
    request.once('timeout', () => request.destroy(new TimeoutError()));
    request.once('error', reject);
    request.end(body);
  });
}

class TimeoutError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rush(origin: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const times: Record<Step, number[]> = { login: [], trips: [], info: [] };
  const failed: Record<Step, number> = { login: 0, trips: 0, info: 0 };
  const refusals = { count: 0, times: [] as number[], waitedMs: 0 };
  let timeouts = 0;
  let requests = 0;
  let journeys = 0;
  const deadline = performance.now() + SECONDS * 1000;

  /** Times one step; a time-out or network error counts as a failure of the step (status 0). */
  const timed = async (step: Step, method: string, url: string, headers: Record<string, string>, body?: string) => {
    const started = performance.now();
    requests += 1;
    try {
      const answer = await send(agent, origin, method, url, headers, body);
      const ms = performance.now() - started;
      if (step === 'login' && answer.status === 503) refusals.times.push(ms);
      else times[step].push(ms);
      if (answer.status >= 400 && answer.status !== 503) failed[step] += 1;
      return answer;
    } catch (error) {
      if (error instanceof TimeoutError) timeouts += 1;
      failed[step] += 1;
      return { status: 0, headers: {} };
    }
  };

  async function signIn(guest: number): Promise<string | undefined> {
    while (performance.now() < deadline) {
      const body = JSON.stringify({ email: `rush${guest}@demo.test`, password: PASSWORD });
      const answer = await timed('login', 'POST', '/api/login-portal', { 'content-type': 'application/json' }, body);
      if (answer.status === 200) {
        const raw = answer.headers['set-cookie'] ?? [];
        return raw.find((c) => c.startsWith('gp_session='))?.split(';')[0];
      }
      if (answer.status !== 503) return undefined;
      // Come back when told, spread over one more second so that the refused do not return all at once.
      refusals.count += 1;
      const waitMs = Number(answer.headers['retry-after'] ?? 1) * 1000 + Math.random() * 1000;
      refusals.waitedMs += waitMs;
      await sleep(waitMs);
    }
    return undefined;
  }

  /** The guest reads the page before the next click: THINK_MS on average, spread so guests do not click in step. */
  const read = () => (THINK_MS > 0 ? sleep(THINK_MS * (0.5 + Math.random())) : Promise.resolve());

  async function guest(index: number) {
    let cookie: string | undefined;
    while (performance.now() < deadline) {
      cookie ??= await signIn(index);
      if (!cookie) {
        // A failed sign-in (not a refusal): the guest tries again after a moment rather than spinning.
        await sleep(1000);
        continue;
      }
      if (performance.now() >= deadline) break;
      const trips = await timed('trips', 'GET', '/api/tourist/reservations/', { cookie });
      await read();
      if (performance.now() >= deadline) break;
      const info = await timed('info', 'GET', `/api/tourist-data/${INFO_CODE}`, { cookie });
      await read();
      if (trips.status === 200 && info.status === 200) journeys += 1;
      if (RELOGIN) cookie = undefined;
    }
  }

  const started = performance.now();
  // The whole run even without guests (GP_BENCH_CONNECTIONS=0: the health probe alone, the machine's own noise).
  await Promise.all([...Array.from({ length: CONNECTIONS }, (_, i) => guest(i)), sleep(SECONDS * 1000)]);
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  return { times, failed, refusals, timeouts, requests, journeys, elapsedS };
}

const dataDir = await seededDataDir();
const server = startServerProcess(dataDir);
try {
  const origin = await server.origin;
  const loadAtStart = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  const probe = healthProbe(origin);
  const { times, failed, refusals, timeouts, requests, journeys, elapsedS } = await rush(origin);
  const health = await probe.stop();
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  const row = (step: Step) =>
    `  ${step.padEnd(7)} ${String(times[step].length).padStart(7)}  p50 ${percentile(times[step], 50).toFixed(0).padStart(6)} ms  p99 ${percentile(times[step], 99).toFixed(0).padStart(6)} ms  errors ${failed[step]}`;
  const healthP99 = percentile(health.times, 99);
  const stepP99 = Math.max(percentile(times.trips, 99), percentile(times.info, 99));
  const errors = failed.login + failed.trips + failed.info;
  const mode = `${RELOGIN ? 'sign in before every trips → info' : 'sign in once, then trips → info'}, ${THINK_MS} ms per page`;
  console.log(`check-in rush: ${CONNECTIONS} guests, ${mode}, ${SECONDS} s, ${os.cpus().length} cores, load average at the start ${loadAtStart}, at the end ${load}`);
  console.log(`  throughput ${(requests / elapsedS).toFixed(0)} req/s (${requests} requests, ${journeys} complete journeys: trips and info answered 200)`);
  for (const step of STEPS) console.log(row(step));
  console.log(`  errors ${errors} (time-outs ${timeouts})`);
  console.log(
    `  sign-ins refused with 503 + Retry-After: ${refusals.count} (answered in p50 ${percentile(refusals.times, 50).toFixed(0)} ms, p99 ${percentile(refusals.times, 99).toFixed(0)} ms; guests waited ${(refusals.waitedMs / 1000).toFixed(0)} s in all before retrying)`,
  );
  console.log(`  /api/health during the run: ${health.times.length} probes, p50 ${percentile(health.times, 50).toFixed(0)} ms, p99 ${healthP99.toFixed(0)} ms, failed ${health.failures}`);
  const misses = [
    errors > 0 || health.failures > 0 ? 'errors or time-outs' : '',
    healthP99 > TARGETS.healthP99 ? `health p99 > ${TARGETS.healthP99} ms` : '',
    stepP99 > TARGETS.stepP99 ? `trips/info p99 > ${TARGETS.stepP99} ms` : '',
  ].filter(Boolean);
  console.log(misses.length ? `  TARGETS MISSED: ${misses.join(', ')}` : '  targets met (0 errors, health p99 ≤ 100 ms, trips and info p99 ≤ 500 ms)');
  if (misses.length) process.exitCode = 1;
} finally {
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
