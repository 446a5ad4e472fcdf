import type { Db } from './db';
import type { Host } from './host';

/** What the payment routes are given by the app: their database, the host's answers, dev routes, and a hook for settled intents. */
export interface RouteOptions {
  db: Db;
  host: Host;
  devRoutes: boolean;
  settled: (intentId: string) => Promise<void>;
}
