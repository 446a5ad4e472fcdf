// Failure limiter with backoff, per key (in memory; counters are not domain data).
// Callers keep two keys apart for one guess: the thing guessed (an account, a confirmation code, an
// intent) with a small limit, and the client (IP) with a larger one. A distributed guesser hits the
// first; one client trying many codes hits the second; a legitimate client with another code or
// account is not affected by somebody else's guessing. Each lock-out doubles the next one.
import { HttpError } from '../errors.js';

export interface LimitSettings {
  /** Window in which failures are counted, and the first lock-out's length (ms). */
  windowMs: number;
  /** Failures per guessed thing (account, code, intent) before it locks. */
  perKey: number;
  /** Failures per client address before it locks. */
  perClient: number;
  /** Longest lock-out after repeated lock-outs (ms). */
  maxLockMs: number;
  /** Mails to one address per window (password resets, sign-up notices). */
  mailsPerAddress: number;
  /** Upload bytes per client per window. */
  uploadBytesPerClient: number;
  /** Clock (tests pass a fake one). */
  now: () => number;
  /** `false` turns every limit off (GP_RATE_LIMIT=off; load tests only). */
  enabled: boolean;
}

export const DEFAULT_LIMITS: LimitSettings = {
  windowMs: 10 * 60_000,
  perKey: 5,
  perClient: 50,
  maxLockMs: 60 * 60_000,
  mailsPerAddress: 3,
  uploadBytesPerClient: 200 * 1024 * 1024,
  now: () => Date.now(),
  enabled: true,
};

interface Bucket {
  count: number;
  windowEnd: number;
  lockedUntil: number;
  /** Lock-outs so far; the next lock lasts windowMs × 2^strikes (capped). */
  strikes: number;
}

export const tooManyAttempts = (retryAfterMs: number) =>
  new HttpError(429, 'too_many_requests', 'Too many attempts, try again later', undefined, {
    retry_after: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

export class Limiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(readonly settings: LimitSettings) {}

  private bucket(key: string): Bucket {
    const now = this.settings.now();
    let b = this.buckets.get(key);
    if (!b) {
      b = { count: 0, windowEnd: now + this.settings.windowMs, lockedUntil: 0, strikes: 0 };
      this.buckets.set(key, b);
      if (this.buckets.size > 50_000) this.sweep(now);
    } else if (b.windowEnd <= now && b.lockedUntil <= now) {
      b.count = 0;
      b.windowEnd = now + this.settings.windowMs;
    }
    return b;
  }

  private sweep(now: number): void {
    for (const [k, b] of this.buckets) if (b.windowEnd <= now && b.lockedUntil <= now && b.strikes === 0) this.buckets.delete(k);
  }

  /** 429 while any of `keys` is locked. */
  check(...keys: string[]): void {
    if (!this.settings.enabled) return;
    const now = this.settings.now();
    for (const key of keys) {
      const b = this.buckets.get(key);
      if (b && b.lockedUntil > now) throw tooManyAttempts(b.lockedUntil - now);
    }
  }

  /** Records a failure against `key`; at `max` failures in the window the key locks (with backoff). */
  fail(key: string, max: number): void {
    if (!this.settings.enabled) return;
    const b = this.bucket(key);
    b.count += 1;
    if (b.count >= max) {
      const now = this.settings.now();
      const lock = Math.min(this.settings.maxLockMs, this.settings.windowMs * 2 ** b.strikes);
      b.lockedUntil = now + lock;
      b.strikes += 1;
      b.count = 0;
      b.windowEnd = b.lockedUntil;
    }
  }

  /** A success clears the guessed thing's failures (not its backoff history, nor the client's count). */
  succeed(key: string): void {
    const b = this.buckets.get(key);
    if (b) b.count = 0;
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
    return true;
  }

  /** The usual pair for one guess: the guessed thing and the client. */
  guard(kind: string, subject: string, client: string) {
    const keyOf = `${kind}:key:${subject.trim().toLowerCase()}`;
    const clientOf = `${kind}:ip:${client}`;
    this.check(keyOf, clientOf);
    return {
      fail: () => {
        this.fail(keyOf, this.settings.perKey);
        this.fail(clientOf, this.settings.perClient);
      },
      succeed: () => this.succeed(keyOf),
    };
  }
}

export function limitsFrom(options: Partial<LimitSettings> | undefined): LimitSettings {
  return { ...DEFAULT_LIMITS, enabled: process.env.GP_RATE_LIMIT !== 'off', ...options };
}
