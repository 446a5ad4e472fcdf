// The data directory must take writes (the database, its journal, uploads). One that does not (read-only
// mount, wrong owner, a file in the way) ends start-up with what to fix, not an uncaught SQLITE_CANTOPEN.
import { accessSync, constants, mkdirSync } from 'node:fs';
import { migrate, openDb, type DB } from '../db.js';
import { StartupError } from './errors.js';

export function openDataDir(dataDir: string): DB {
  let db: DB | undefined;
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
    db = openDb(dataDir);
    migrate(db);
    return db;
  } catch (error) {
    if (db?.open) db.close();
    const code = (error as { code?: unknown }).code;
    throw new StartupError(
      `The data directory ${dataDir} cannot be written (${typeof code === 'string' ? code : (error as Error).message}): give the server a writable directory (GP_DATA_DIR / --data-dir).`,
    );
  }
}
