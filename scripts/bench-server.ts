// `npm run bench:server`: a check-in rush against the reference server. 200 concurrent guests (autocannon
// connections), each looping login → trips → trip info for 60 s, while a probe asks /api/health every
// 100 ms. Prints throughput, p50/p99 per step, errors and time-outs, and the health probe's p99.
// The server runs in a child process (as `npm start` would), so the load tool does not share its event loop;
// both share the machine's cores. Env: GP_BENCH_CONNECTIONS (200), GP_BENCH_SECONDS (60).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { buildServer } from '../demo/server/app';

const CONNECTIONS = Number(process.env.GP_BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.GP_BENCH_SECONDS ?? 60);
const PASSWORD = 'Guest#2026';
/** Full trip info for its guest (pre-check-in Done, deposit placed, inside 24 h): the page a guest opens at arrival. */
const INFO_CODE = 'DEMO-DONE';
const TARGETS = { healthP99: 100, stepP99: 500 };

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
  const child = spawn(process.execPath, ['--import', './demo/server/register.mjs', 'demo/server/main.ts', '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir], {
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

interface Context {
  cookie?: string;
  sentAt?: number;
}

async function rush(origin: string) {
  const times: Record<Step, number[]> = { login: [], trips: [], info: [] };
  const failed: Record<Step, number> = { login: 0, trips: 0, info: 0 };
  let nextAccount = 0;
  let journeys = 0;
  const record = (step: Step, status: number, context: Context) => {
    if (step === 'info' && status < 400) journeys += 1;
    if (context.sentAt !== undefined) times[step].push(performance.now() - context.sentAt);
    if (status >= 400) failed[step] += 1;
  };
  const sent = (context: Context) => {
    context.sentAt = performance.now();
  };
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/login-portal',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request: Request, context: object) => {
          sent(context as Context);
          const account = nextAccount++ % CONNECTIONS;
          return { ...request, body: JSON.stringify({ email: `rush${account}@demo.test`, password: PASSWORD }) };
        },
        onResponse: (status: number, _body: string, context: Context, headers: IncomingHttpHeaders | undefined) => {
          record('login', status, context);
          const raw = headers?.['set-cookie'] as string | string[] | undefined;
          const cookies = Array.isArray(raw) ? raw : raw ? [raw] : [];
          context.cookie = cookies.find((c) => c.startsWith('gp_session='))?.split(';')[0];
        },
      },
      {
        method: 'GET',
        path: '/api/tourist/reservations/',
        setupRequest: (request: Request, context: object) => {
          sent(context as Context);
          return { ...request, headers: { cookie: (context as Context).cookie ?? '' } };
        },
        onResponse: (status: number, _body: string, context: Context) => record('trips', status, context),
      },
      {
        method: 'GET',
        path: `/api/tourist-data/${INFO_CODE}`,
        setupRequest: (request: Request, context: object) => {
          sent(context as Context);
          return { ...request, headers: { cookie: (context as Context).cookie ?? '' } };
        },
        onResponse: (status: number, _body: string, context: Context) => record('info', status, context),
      },
    ],
  });
  return { result, times, failed, journeys };
}

const dataDir = await seededDataDir();
const server = startServerProcess(dataDir);
try {
  const origin = await server.origin;
  const probe = healthProbe(origin);
  const { result, times, failed, journeys } = await rush(origin);
  const health = await probe.stop();
  const load = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  const row = (step: Step) =>
    `  ${step.padEnd(7)} ${String(times[step].length).padStart(7)}  p50 ${percentile(times[step], 50).toFixed(0).padStart(6)} ms  p99 ${percentile(times[step], 99).toFixed(0).padStart(6)} ms  errors ${failed[step]}`;
  const healthP99 = percentile(health.times, 99);
  const stepP99 = Math.max(percentile(times.trips, 99), percentile(times.info, 99));
  const errors = result.errors + result.non2xx;
  console.log(`check-in rush: ${CONNECTIONS} guests, login → trips → info, ${SECONDS} s, ${os.cpus().length} cores, load average at the end ${load}`);
  console.log(`  throughput ${result.requests.average.toFixed(0)} req/s (${result.requests.total} requests, ${journeys} complete journeys: trip info answered)`);
  for (const step of STEPS) console.log(row(step));
  console.log(`  errors ${result.errors} (time-outs ${result.timeouts}), non-2xx ${result.non2xx}`);
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
