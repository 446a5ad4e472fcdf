// Failure counters with lock-outs and backoff, and budgets (mails, upload bytes), per key, stored in SQLite
// (`limit_buckets`) so that a restart neither lifts a lock-out nor refills a budget.
// Which keys a guess counts against (the guessed thing, the client, the tenant; known devices apart) is
// decided by limits/guessing.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpError } from '../errors.js';
import { migrate, type DB, type Statement } from '../db.js';
import type { LimitSettings } from './settings.js';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

interface Bucket {
  count: number;
  window_end: number;
  locked_until: number;
  /** Lock-outs so far; the next lock lasts windowMs × 2^strikes (capped). */
  strikes: number;
}

export const tooManyAttempts = (retryAfterMs: number) =>
  new HttpError(429, 'too_many_requests', 'Too many attempts, try again later', undefined, {
    retry_after: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

/** Rows are swept after this many writes: forgotten once quiet for longer than the longest lock. */
const SWEEP_EVERY = 1000;

export class Limiter {
  private readonly read: Statement;
  private readonly write: Statement;
  private readonly sweep: Statement;
  private writes = 0;

  constructor(
    db: DB,
    readonly settings: LimitSettings,
  ) {
    migrate(db, MIGRATIONS, 'limits');
    this.read = db.prepare('SELECT count, window_end, locked_until, strikes FROM limit_buckets WHERE key = ?');
    this.write = db.prepare(
      `INSERT INTO limit_buckets (key, count, window_end, locked_until, strikes) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET count = excluded.count, window_end = excluded.window_end, locked_until = excluded.locked_until, strikes = excluded.strikes`,
    );
    this.sweep = db.prepare('DELETE FROM limit_buckets WHERE window_end <= ? AND locked_until <= ?');
  }

  /** The key's bucket in its current window (a fresh count once the window and any lock have passed). */
  private bucket(key: string): Bucket {
    const now = this.settings.now();
    const stored = this.read.get(key) as Bucket | undefined;
    if (!stored) return { count: 0, window_end: now + this.settings.windowMs, locked_until: 0, strikes: 0 };
    if (stored.window_end <= now && stored.locked_until <= now) return { ...stored, count: 0, window_end: now + this.settings.windowMs };
    return stored;
  }

  private save(key: string, b: Bucket): void {
    this.write.run(key, b.count, b.window_end, b.locked_until, b.strikes);
    if (++this.writes % SWEEP_EVERY === 0) {
      const quietSince = this.settings.now() - this.settings.maxLockMs;
      this.sweep.run(quietSince, quietSince);
    }
  }

  /** Milliseconds until `key` unlocks (0 when it is not locked). */
  lockedFor(key: string): number {
    if (!this.settings.enabled) return 0;
    const b = this.read.get(key) as Bucket | undefined;
    return b ? Math.max(0, b.locked_until - this.settings.now()) : 0;
  }

  /** 429 while any of `keys` is locked. */
  check(...keys: string[]): void {
    for (const key of keys) {
      const wait = this.lockedFor(key);
      if (wait > 0) throw tooManyAttempts(wait);
    }
  }

  /** Records a failure against `key`; at `max` failures in the window the key locks (with backoff when `backoff`). */
  fail(key: string, max: number, backoff = true): void {
    if (!this.settings.enabled) return;
    const b = this.bucket(key);
    b.count += 1;
    if (b.count >= max) {
      const lock = backoff ? Math.min(this.settings.maxLockMs, this.settings.windowMs * 2 ** b.strikes) : Math.max(0, b.window_end - this.settings.now());
      b.locked_until = this.settings.now() + lock;
      b.strikes += 1;
      b.count = 0;
      b.window_end = b.locked_until;
    }
    this.save(key, b);
  }

  /** A success clears the key's failures (not its backoff history). */
  succeed(key: string): void {
    if (!this.settings.enabled) return;
    const b = this.read.get(key) as Bucket | undefined;
    if (b && b.count > 0) this.save(key, { ...b, count: 0 });
  }

  /**
   * Counts `amount` against a budget of `max` per window (mails per address, upload bytes per client);
   * false when it would exceed the budget (then nothing is counted).
   */
  take(key: string, amount: number, max: number): boolean {
    if (!this.settings.enabled) return true;
    const b = this.bucket(key);
    if (b.count + amount > max) return false;
    b.count += amount;
    this.save(key, b);
    return true;
  }
}
