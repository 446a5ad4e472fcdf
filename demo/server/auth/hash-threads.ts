// Threads that hash passwords for the whole process, one job each at a time (the gate, auth/hashing-gate.ts,
// decides how many run at once). Dedicated threads rather than libuv's pool, so that they can lower their own
// priority (hash-worker.mjs): the event loop never waits for a core behind a hash.
import { Worker } from 'node:worker_threads';
import type { Options } from '@node-rs/argon2';

type Job = { op: 'hash'; password: string; options: Options } | { op: 'verify'; stored: string; password: string };
type Reply = { id: number; result: string | boolean; error?: undefined } | { id: number; error: string };

const WORKER_URL = new URL('./hash-worker.mjs', import.meta.url);
const idle: Worker[] = [];
const pending = new Map<number, { resolve: (value: string | boolean) => void; reject: (error: Error) => void }>();
let nextId = 0;

/** The job each thread is on. */
const current = new Map<Worker, number>();

function settle(worker: Worker, reply: Reply): void {
  const job = pending.get(reply.id);
  pending.delete(reply.id);
  current.delete(worker);
  if (reply.error !== undefined) job?.reject(new Error(reply.error));
  else job?.resolve(reply.result);
}

function startWorker(): Worker {
  const worker = new Worker(WORKER_URL);
  worker.on('message', (reply: Reply) => {
    // An idle thread does not keep the process alive.
    worker.unref();
    idle.push(worker);
    settle(worker, reply);
  });
  // A thread that dies fails its job (the caller answers it) and is not reused.
  worker.on('error', (error) => {
    const id = current.get(worker);
    if (id !== undefined) settle(worker, { id, error: String(error) });
  });
  return worker;
}

function runJob(job: Job): Promise<string | boolean> {
  const worker = idle.pop() ?? startWorker();
  worker.ref();
  const id = nextId++;
  current.set(worker, id);
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ ...job, id });
  });
}

export const hashInThread = async (password: string, options: Options) => String(await runJob({ op: 'hash', password, options }));

export const verifyInThread = async (stored: string, password: string) => (await runJob({ op: 'verify', stored, password })) === true;
