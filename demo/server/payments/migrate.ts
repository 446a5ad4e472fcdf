import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies `migrations/NNN_*.sql` once each, recorded in `payments_migrations` (the plugin's own
 * version table, separate from the server's). Idempotent: safe on every start.
 */
export function migratePayments(db: Db): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS payments_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const done = new Set((db.prepare('SELECT version FROM payments_migrations').all() as Array<{ version: number }>).map((r) => r.version));
  const applied: number[] = [];
  const files = readdirSync(dir)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .sort();
  for (const file of files) {
    const version = Number(file.split('_')[0]);
    if (done.has(version)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO payments_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(version, file, new Date().toISOString());
    })();
    applied.push(version);
  }
  return applied;
}
