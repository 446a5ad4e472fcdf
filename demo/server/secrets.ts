import { randomBytes, timingSafeEqual } from 'node:crypto';
import { one, run, type DB } from './db.js';

/** Constant-time comparison of two secrets (client secrets, fingerprints): no timing hint of a prefix. */
export function secretsMatch(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The server's signing key called `name`, made once per data directory and kept (`server_keys`), so what it
 * signed (device cookies, survey links) stays valid across restarts.
 */
export function storedKey(db: DB, name: string): string {
  const stored = one<{ value: string }>(db, 'SELECT value FROM server_keys WHERE name = ?', name);
  if (stored) return stored.value;
  const value = randomBytes(32).toString('base64url');
  run(db, 'INSERT INTO server_keys (name, value) VALUES (?, ?)', name, value);
  return value;
}
