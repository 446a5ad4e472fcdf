import { PaymentInProgressError, toPaymentBackendError } from './errors';

/**
 * One payment attempt = one idempotency key.
 *
 * - `run(fn)` refuses to start while a previous run is in flight (`PaymentInProgressError`): a double
 *   click can never send two charges.
 * - The key is generated before the first request of an attempt and kept while the outcome is
 *   unknown (network loss, timeout, 5xx): the next `run` is a retry of the same attempt and reuses
 *   the key, so the server replays a charge it already made instead of charging again.
 * - Once the server gave a definitive answer (success, decline, validation error), the attempt is
 *   over and the next `run` starts a new attempt with a new key.
 * - Multi-step flows derive one key per step: `step(key, 'capture')` → `<key>:capture`.
 */
export interface Attempt {
  run<T>(fn: (key: string) => Promise<T>): Promise<T>;
  /** Ends the current attempt (e.g. after a 3-D Secure failure) so the next run uses a new key. */
  reset(): void;
  readonly inFlight: boolean;
  /** Key of the attempt whose outcome is still open, if any. */
  readonly pendingKey: string | null;
}

export function createAttempt(newKey: () => string): Attempt {
  let inFlight = false;
  let pendingKey: string | null = null;
  return {
    get inFlight() {
      return inFlight;
    },
    get pendingKey() {
      return pendingKey;
    },
    reset() {
      if (!inFlight) pendingKey = null;
    },
    async run<T>(fn: (key: string) => Promise<T>): Promise<T> {
      if (inFlight) throw new PaymentInProgressError();
      inFlight = true;
      const key = pendingKey ?? newKey();
      pendingKey = key;
      try {
        const out = await fn(key);
        pendingKey = null;
        return out;
      } catch (e) {
        if (!toPaymentBackendError(e).isIndeterminate) pendingKey = null;
        throw e;
      } finally {
        inFlight = false;
      }
    },
  };
}

export function step(key: string, name: string): string {
  return `${key}:${name}`;
}

/** A fresh idempotency key (random UUID where the platform has one). */
export function randomIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}
