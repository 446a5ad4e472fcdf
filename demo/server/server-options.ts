// What buildServer() (app.ts) takes: a file of its own so that the options read in one place.
import type { FastifyInstance } from 'fastify';
import type { HashingGateSettings } from './auth/hashing-gate.js';
import type { PasswordHashing } from './auth/passwords.js';
import type { LimitSettings } from './limits/settings.js';

export interface ServerOptions {
  /** Directory of the SQLite file and uploads. */
  dataDir: string;
  /** Port the server will listen on (used for the seeded portal origin; buildServer does not listen). */
  port?: number;
  logger?: boolean | Record<string, unknown>;
  /** Delete the database and uploads first and re-create the seed. */
  reset?: boolean;
  /** Password hash parameters: 'standard' argon2id (default) or 'fast' (tests only). Env GP_PASSWORD_HASHING. */
  passwordHashing?: PasswordHashing;
  /** Admission for password hashing (tests shrink it); defaults in auth/hashing-gate.ts. */
  hashingGate?: Partial<HashingGateSettings>;
  /** Hooks and routes of a test, added before the server's own (so its hooks see every route). */
  extend?: (app: FastifyInstance) => void;
  /** Origins allowed for credentialed CORS on every tenant, added to the tenants' own lists. Env GP_ALLOWED_ORIGINS. */
  allowedOrigins?: string[];
  /** Origins of the example site, written into the seeded tenants' allowed_origins. */
  siteOrigins?: string[];
  /**
   * Development-only routes under /api/dev (outbox, captures, approvals): off unless set here or by
   * GP_DEV_ROUTES=1, and even then answered only for loopback clients.
   */
  devRoutes?: boolean;
  /** The public origin links are built from (e-mails, media URLs). Env GP_PUBLIC_URL. Default http://localhost:<port>. */
  publicUrl?: string;
  /** Failure limits, lock-out windows and quotas (tests pass short windows or a fake clock). */
  limits?: Partial<LimitSettings>;
  /** Session cookie `Secure` (+ SameSite=None; Partitioned). 'auto' = when the request is https. */
  secureCookies?: boolean | 'auto';
  /** Directory served at /sdk/ (default <root>/dist). */
  distDir?: string;
  /**
   * Trust X-Forwarded-Proto/-Host/-For from these proxies (behind a TLS-terminating proxy): the proxies'
   * addresses/CIDRs, or the number of proxy hops. Env GP_TRUST_PROXY (a comma list such as
   * "127.0.0.1,10.0.0.0/8", or a hop count such as "1"). `true` (trust anyone) is refused: every client
   * could then pick its own address and escape the per-client limits. Default off.
   */
  trustProxy?: false | number | string | string[];
  /** The clock of time-based rules such as the expiry of unfinished purchases (tests pass a fake one). */
  clock?: () => Date;
  /** How long an unfinished store purchase waits for its payment. Env GP_PENDING_PAYMENT_TTL_MINUTES (default a day). */
  pendingPaymentTtlMs?: number;
}
