// Idempotency keys: one key per attempt (a press of Pay), reused across retries of that attempt.

export interface PaymentAttempt {
  key: string;
  /** 1-based attempt number. */
  attempt: number;
  /** How many times this attempt's request has been sent (1 for the first send). */
  sends: number;
}

/** A new attempt with a fresh key (makeKey is injected, e.g. () => crypto.randomUUID()). */
export function startPaymentAttempt(previous: PaymentAttempt | null | undefined, makeKey: () => string): PaymentAttempt {
  return { key: makeKey(), attempt: (previous?.attempt ?? 0) + 1, sends: 1 };
}

/** A retry of the same attempt (network failure, timeout): same key. */
export function retryPaymentAttempt(current: PaymentAttempt): PaymentAttempt {
  return { ...current, sends: current.sends + 1 };
}

export function idempotencyHeaders(attempt: PaymentAttempt): { 'Idempotency-Key': string } {
  return { 'Idempotency-Key': attempt.key };
}
