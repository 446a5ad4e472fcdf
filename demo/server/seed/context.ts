// What every part of the seed shares: the database, the seed's clock and a row inserter.
import type { DB } from '../db.js';

export interface SeedContext {
  db: DB;
  /** An ISO instant `hours` from the seed's "now". */
  at: (hours: number) => string;
  /** The rows' created_at. */
  created: string;
  /** Runs an INSERT; answers the new row's id. */
  insert: (sql: string, ...params: unknown[]) => number;
  /** A password hash with the server's parameters. */
  hash: (password: string) => string;
}
