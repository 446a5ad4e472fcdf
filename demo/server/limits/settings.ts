// The numbers behind every limit; `buildServer({ limits })` overrides them (tests pass short windows or a fake clock).
export interface LimitSettings {
  /** Window in which failures are counted, and the first lock-out's length (ms). */
  windowMs: number;
  /** Failures per guessed thing (account, code) from unknown clients, or per known device, before it locks. */
  perKey: number;
  /** Failures per client address before it locks. */
  perClient: number;
  /** Failures per tenant and kind (login, code lookup) from unknown clients before unknown clients wait out the window. */
  perTenant: number;
  /** Longest lock-out after repeated lock-outs (ms). */
  maxLockMs: number;
  /** Mails to one address per window (password resets, sign-up notices). */
  mailsPerAddress: number;
  /** Upload bytes per client per window. */
  uploadBytesPerClient: number;
  /** Sandbox card tokenisations per client per window (anonymous by design: the card form posts before any session). */
  tokenizePerClient: number;
  /** Clock (tests pass a fake one). */
  now: () => number;
  /** `false` turns every limit off (GP_RATE_LIMIT=off; load tests only). */
  enabled: boolean;
}

export const DEFAULT_LIMITS: LimitSettings = {
  windowMs: 10 * 60_000,
  perKey: 5,
  perClient: 50,
  perTenant: 500,
  maxLockMs: 60 * 60_000,
  mailsPerAddress: 3,
  uploadBytesPerClient: 200 * 1024 * 1024,
  tokenizePerClient: 60,
  now: () => Date.now(),
  enabled: true,
};

export function limitsFrom(options: Partial<LimitSettings> | undefined): LimitSettings {
  return { ...DEFAULT_LIMITS, enabled: process.env.GP_RATE_LIMIT !== 'off', ...options };
}
