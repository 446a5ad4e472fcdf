// SQLite access for the reference server (better-sqlite3, synchronous).
// One database file per data directory: <dataDir>/portal.sqlite. Versioned migrations are numbered SQL
// files (`NNN_name.sql`) recorded in `schema_migrations`; plugins (payments) can run their own set with a
// different namespace through `migrate(db, dir, namespace)`.
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

export interface Statement {
  run(...params: unknown[]): RunResult;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}

/** The subset of the better-sqlite3 Database API the server uses. */
export interface DB {
  prepare(sql: string): Statement;
  exec(sql: string): DB;
  pragma(source: string, options?: { simple?: boolean }): unknown;
  transaction<F extends (...args: never[]) => unknown>(fn: F): F;
  close(): void;
  readonly open: boolean;
  readonly name: string;
}

type DatabaseConstructor = new (filename: string, options?: { fileMustExist?: boolean }) => DB;

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3') as DatabaseConstructor;

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(HERE, 'migrations');
export const DB_FILE_NAME = 'portal.sqlite';

export function openDb(dataDir: string): DB {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DB_FILE_NAME));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Applies the not-yet-applied migrations of `dir` in numeric order, each in its own transaction. */
export function migrate(db: DB, dir: string = MIGRATIONS_DIR, namespace = 'core'): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const files = readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: string }[]).map((r) => r.version),
  );
  const done: string[] = [];
  for (const file of files) {
    const version = `${namespace}:${file.split('_')[0]}`;
    if (applied.has(version)) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        version,
        file,
        new Date().toISOString(),
      );
    })();
    done.push(version);
  }
  return done;
}

// Compiling a statement costs more than running most of ours: each SQL text is compiled once per database.
// Texts built from data (an IN list of n placeholders) would grow the cache without end: past the cap,
// new texts are compiled per call.
const MAX_CACHED = 1000;
const statements = new WeakMap<DB, Map<string, Statement>>();
function prepared(db: DB, sql: string): Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (cache.size < MAX_CACHED) cache.set(sql, statement);
  }
  return statement;
}

export function one<T>(db: DB, sql: string, ...params: unknown[]): T | undefined {
  return prepared(db, sql).get(...params) as T | undefined;
}

export function many<T>(db: DB, sql: string, ...params: unknown[]): T[] {
  return prepared(db, sql).all(...params) as T[];
}

export function run(db: DB, sql: string, ...params: unknown[]): RunResult {
  return prepared(db, sql).run(...params);
}

/**
 * A row getter read once per synchronous turn: a page of trips asks for the same tenant and listing for
 * every reservation and every rule (money, dates, classification) while it is built, and better-sqlite3
 * answers synchronously, so one page is built in one turn. The memo is dropped before anything else runs;
 * the rows come frozen so that no caller can change what the next caller reads.
 */
export function oncePerTurn<T extends object | undefined>(read: (db: DB, id: number) => T): (db: DB, id: number) => T {
  let memo: WeakMap<DB, Map<number, T>> | null = null;
  return (db, id) => {
    if (!memo) {
      memo = new WeakMap();
      queueMicrotask(() => (memo = null));
    }
    let rows = memo.get(db);
    if (!rows) {
      rows = new Map();
      memo.set(db, rows);
    }
    if (rows.has(id)) return rows.get(id) as T;
    const row = read(db, id);
    rows.set(id, row && Object.freeze(row));
    return row;
  };
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** JSON column helpers: tolerate NULL and broken values (never throw while serialising). */
export function parseJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string' || value === '') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

export function toJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}
