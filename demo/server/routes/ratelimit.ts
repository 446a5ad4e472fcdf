// Tiny fixed-window limiter per client key (in memory; counters are not domain data).
// Used for failed logins and failed confirmation-code lookups (brute-force protection).
import { HttpError } from '../errors.js';

const WINDOW_MS = 10 * 60_000;
export const MAX_FAILURES = 20;
const buckets = new Map<string, { count: number; resetAt: number }>();

function bucketOf(key: string) {
  const now = Date.now();
  let bucket = buckets.get(key);
  if (!bucket || bucket.resetAt <= now) {
    bucket = { count: 0, resetAt: now + WINDOW_MS };
    buckets.set(key, bucket);
  }
  if (buckets.size > 10_000) for (const [k, b] of buckets) if (b.resetAt <= now) buckets.delete(k);
  return bucket;
}

/**
 * 429 when `key` already had `max` failures in the window. The answer says when the window ends:
 * `retry_after` (seconds) in the body, copied to the `Retry-After` header by the error handler.
 */
export function checkLimit(key: string, max = MAX_FAILURES): void {
  if (process.env.GP_RATE_LIMIT === 'off') return;
  const bucket = bucketOf(key);
  if (bucket.count >= max) {
    const retryAfter = Math.max(1, Math.ceil((bucket.resetAt - Date.now()) / 1000));
    throw new HttpError(429, 'too_many_requests', 'Too many attempts, try again later', undefined, { retry_after: retryAfter });
  }
}

/** Records one failure for `key`. */
export function recordFailure(key: string): void {
  bucketOf(key).count += 1;
}
