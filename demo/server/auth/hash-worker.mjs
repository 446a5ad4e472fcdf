// A password-hashing thread (auth/hash-threads.ts). It lowers its own scheduling priority: on Linux the nice
// value belongs to the thread that sets it, so the kernel runs the event loop (every other request,
// /api/health) first and hashes with the CPU left over. Plain JavaScript: a worker does not inherit the
// server's TypeScript loader.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

try {
  os.setPriority(0, 10);
} catch {
  // Not allowed here (or not Linux): the thread hashes at normal priority.
}

parentPort?.on('message', (job) => {
  try {
    const result = job.op === 'hash' ? hashSync(job.password, job.options) : verifySync(job.stored, job.password);
    parentPort?.postMessage({ id: job.id, result });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: String(error) });
  }
});
