// The users table as the auth routes read and write it.
import { nowIso, one, run, type DB } from '../db.js';

export interface UserRow {
  id: number;
  tenant_id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: string;
  abilities: string;
  locale: string;
  phone: string | null;
  guest_id: number | null;
  email_verified: number;
}

/** Accounts opened by a code lookup have no password: this hash never matches. */
export const NO_PASSWORD = '!';

export const userById = (db: DB, id: number) => one<UserRow>(db, 'SELECT * FROM users WHERE id = ?', id);

export const userByEmail = (db: DB, tenantId: number, email: string) =>
  one<UserRow>(db, 'SELECT * FROM users WHERE tenant_id = ? AND email = ?', tenantId, email);

export const hasPassword = (user: UserRow) => user.password_hash !== NO_PASSWORD;

export function insertUser(db: DB, user: { tenantId: number; email: string; passwordHash: string; firstName: string; lastName: string; locale: string }): number {
  return Number(
    run(
      db,
      `INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role, abilities, locale, guest_id, email_verified, created_at)
       VALUES (?, ?, ?, ?, ?, 'guest', '[]', ?, NULL, 0, ?)`,
      user.tenantId,
      user.email,
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.locale,
      nowIso(),
    ).lastInsertRowid,
  );
}

/**
 * The guest record a newly verified account stands for: the tenant's guest with this e-mail that no
 * other account with a password owns (their reservations become visible), else a new empty one.
 */
export function claimGuest(db: DB, user: UserRow): number {
  const guest = one<{ id: number }>(
    db,
    `SELECT g.id FROM guests g WHERE g.tenant_id = ? AND lower(g.primary_email) = ?
       AND NOT EXISTS (SELECT 1 FROM users u WHERE u.guest_id = g.id AND u.id <> ? AND u.password_hash <> ?) ORDER BY g.id LIMIT 1`,
    user.tenant_id,
    user.email.toLowerCase(),
    user.id,
    NO_PASSWORD,
  );
  if (guest) return guest.id;
  return Number(
    run(
      db,
      'INSERT INTO guests (tenant_id, first_name, last_name, primary_email, phones, emails) VALUES (?, ?, ?, ?, ?, ?)',
      user.tenant_id,
      user.first_name,
      user.last_name,
      user.email,
      '[]',
      JSON.stringify([user.email]),
    ).lastInsertRowid,
  );
}

/** The account of a guest who opens a reservation by lookup: theirs, else a new password-less one (login disabled). */
export function lookupUserOf(db: DB, tenantId: number, guestId: number): number {
  const owner = one<{ id: number }>(db, 'SELECT id FROM users WHERE guest_id = ? AND tenant_id = ? ORDER BY id LIMIT 1', guestId, tenantId);
  if (owner) return owner.id;
  const guest = one<{ first_name: string; last_name: string }>(db, 'SELECT first_name, last_name FROM guests WHERE id = ?', guestId)!;
  return Number(
    run(
      db,
      `INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role, abilities, locale, guest_id, created_at)
       VALUES (?, ?, ?, ?, ?, 'guest', '[]', 'en', ?, ?)`,
      tenantId,
      `lookup+${guestId}@guests.invalid`,
      NO_PASSWORD,
      guest.first_name,
      guest.last_name,
      guestId,
      nowIso(),
    ).lastInsertRowid,
  );
}
