// Acceptance "no data lost": the server process is killed with SIGKILL (kill -9) while guests are writing
// (sign-ups, pre-check-in saves, uploads); after a restart on the same data directory every write the
// server acknowledged is there. The server runs as a child process (main.ts) on an ephemeral port.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers.js';
import { PNG_1X1, upload } from './png.js';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Child {
  process: ChildProcess;
  url: string;
}

/** Starts `main.ts` on port 0 and answers its address once it listens. */
function startChild(dataDir: string): Promise<Child> {
  const child = spawn(process.execPath, ['--import', path.join(SERVER_DIR, 'register.mjs'), path.join(SERVER_DIR, 'main.ts'), '--port', '0', '--data-dir', dataDir], {
    env: { ...process.env, GP_PASSWORD_HASHING: 'fast', GP_RATE_LIMIT: 'off', GP_DEV_ROUTES: '0', GP_LOG: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ process: child, url });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${err}`)));
  });
}

function killHard(child: Child): Promise<void> {
  return new Promise((resolve) => {
    child.process.once('exit', () => resolve());
    child.process.kill('SIGKILL');
  });
}

async function post(url: string, body: unknown, token?: string): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const init: RequestInit =
    body instanceof FormData ? { method: 'POST', headers, body } : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const res = await fetch(url, init);
  return { status: res.status, body: await res.json().catch(() => null) };
}

const TIMES = ['16:00', '16:30', '17:00', '17:30', '18:00', '18:30'];

describe('kill -9 during writes', () => {
  const dataDir = tempDir('gp-crash-');
  let child: Child | null = null;
  afterAll(() => {
    child?.process.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('every acknowledged sign-up, save and upload is there after a restart', async () => {
    child = await startChild(dataDir);
    const api = child.url;
    const token = (await post(`${api}/api/login-portal`, { email: 'guest@demo.test', password: 'Guest#2026', token: true })).body.token as string;
    const record = await (await fetch(`${api}/api/tourist/reservations/DEMO-UPCOMING/check-in`, { headers: { authorization: `Bearer ${token}` } })).json();

    const signups: string[] = [];
    const saves: string[] = [];
    let inFlightSave: string | null = null;
    const uploads: string[] = [];
    /** Refusals while the server was alive: none expected. */
    const refused: string[] = [];
    let killed = false;
    const loop = async (write: (i: number) => Promise<void>) => {
      for (let i = 0; !killed; i++) {
        try {
          await write(i);
        } catch {
          // The connection died with the server: this write was never acknowledged.
        }
      }
    };
    const signupLoop = loop(async (i) => {
      const email = `crash${i}@demo.test`;
      const res = await post(`${api}/api/tourist/signup`, { email, password: 'Crash#2026', firstName: 'Crash', lastName: 'Test' });
      if (killed) return;
      if (res.status === 202) signups.push(email);
      else refused.push(`signup ${res.status}`);
    });
    const saveLoop = loop(async (i) => {
      const time = TIMES[i % TIMES.length]!;
      inFlightSave = time;
      const res = await post(`${api}/api/check-in/${record.reservation_id}`, { step: 1, times_info: { requested_check_in_time: time, requested_check_out_time: '10:00' } }, token);
      if (killed) return;
      if (res.status === 200) saves.push(time);
      else refused.push(`save ${res.status} ${JSON.stringify(res.body)}`);
    });
    const uploadLoop = loop(async () => {
      const res = await post(`${api}/api/media/upload`, upload(PNG_1X1, 'a.png', 'image/png'), token);
      if (killed) return;
      if (res.status === 201) uploads.push(new URL(res.body.secure_url).pathname);
      else refused.push(`upload ${res.status}`);
    });

    // Writes keep coming while the process dies.
    await expect.poll(() => Math.min(signups.length, saves.length, uploads.length), { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(5);
    // Flagged first: a loop whose write fails while the process dies must not start another one (the
    // in-flight save would move on to a time the dead server never saw).
    killed = true;
    await killHard(child);
    await Promise.all([signupLoop, saveLoop, uploadLoop]);
    expect(refused).toEqual([]);

    child = await startChild(dataDir);
    const again = child.url;
    for (const email of signups) {
      const res = await post(`${again}/api/login-portal`, { email, password: 'Crash#2026', token: true });
      expect(res.status, email).toBe(200);
    }
    const token2 = (await post(`${again}/api/login-portal`, { email: 'guest@demo.test', password: 'Guest#2026', token: true })).body.token as string;
    const stored = await (await fetch(`${again}/api/tourist/reservations/DEMO-UPCOMING/check-in`, { headers: { authorization: `Bearer ${token2}` } })).json();
    // The last acknowledged save, or the one in flight when the process died (never an older one).
    expect([saves.at(-1), inFlightSave]).toContain(stored.times_info.requested_check_in_time);
    for (const file of uploads) {
      const res = await fetch(`${again}${file}`, { headers: { authorization: `Bearer ${token2}` } });
      expect(res.status, file).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    }
    await killHard(child);
    child = null;
  }, 90_000);
});
