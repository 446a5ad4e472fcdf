// What every route module receives from buildServer(): the database and the server's options.
// A module of its own so that app.ts (which registers the routes) and the routes (which use the
// context) do not import each other.
import type { PasswordHashing } from './auth/passwords.js';
import type { HashingGate } from './auth/hashing-gate.js';
import type { DB } from './db.js';
import type { Limiter } from './limits/limiter.js';

export interface AppContext {
  db: DB;
  dataDir: string;
  uploadsDir: string;
  passwordHashing: PasswordHashing;
  /** Admission for password hashing (auth/hashing-gate.ts). */
  passwordGate: HashingGate;
  allowedOrigins: string[];
  devRoutes: boolean;
  secureCookies: boolean | 'auto';
  distDir: string;
  /** Port given to buildServer (the listening port wins once known, see origin.ts). */
  port: number;
  /** Configured public origin (no trailing slash), or null for http://localhost:<port>. */
  publicUrl: string | null;
  limiter: Limiter;
  /** The server's clock (tests pass a fake one). */
  now: () => Date;
  /** How long an unfinished store purchase waits for its payment (pending-purchases.ts). */
  pendingPaymentTtlMs: number;
  /** Signs device cookies (auth/device-cookie.ts); kept in the database. */
  deviceKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    gp: AppContext;
  }
}
