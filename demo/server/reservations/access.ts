// Who may see which reservation and intent: the session's guest, the lookup session's one reservation,
// or the tenant's staff. Anything else answers 404 (existence is never revealed).
import { secretsMatch } from '../secrets.js';
import { many, one, type DB } from '../db.js';
import { isStaff, type Session } from '../auth/sessions.js';
import { notFound } from '../errors.js';
import { reservationByCode, type IntentRow, type ReservationRow } from './rows.js';

/** Finds a reservation by numeric id or confirmation code, visible to the session. Otherwise 404 (never data). */
export function findVisibleReservation(db: DB, session: Session, idOrCode: string | number): ReservationRow {
  const key = String(idOrCode).trim();
  const row = /^\d+$/.test(key)
    ? one<ReservationRow>(db, 'SELECT * FROM reservations WHERE tenant_id = ? AND id = ?', session.tenantId, Number(key))
    : reservationByCode(db, session.tenantId, key);
  if (!row) throw notFound('Reservation not found');
  if (isStaff(session)) return row;
  if (session.guestId === null || row.guest_id !== session.guestId) throw notFound('Reservation not found');
  if (session.reservationId !== null && session.reservationId !== row.id) throw notFound('Reservation not found');
  return row;
}

export function visibleReservations(db: DB, session: Session): ReservationRow[] {
  if (isStaff(session)) {
    return many<ReservationRow>(db, 'SELECT * FROM reservations WHERE tenant_id = ? ORDER BY check_in DESC', session.tenantId);
  }
  if (session.guestId === null) return [];
  if (session.reservationId !== null) {
    return many<ReservationRow>(
      db,
      'SELECT * FROM reservations WHERE tenant_id = ? AND guest_id = ? AND id = ?',
      session.tenantId,
      session.guestId,
      session.reservationId,
    );
  }
  return many<ReservationRow>(
    db,
    'SELECT * FROM reservations WHERE tenant_id = ? AND guest_id = ? ORDER BY check_in DESC, id DESC',
    session.tenantId,
    session.guestId,
  );
}

/** Case-insensitive, trimmed match of confirmation code and guest last name, within the tenant. */
export function findByCodeAndLastName(db: DB, tenantId: number, code: string, lastName: string) {
  const wantedCode = code.trim();
  const wantedName = lastName.trim().toLowerCase();
  if (!wantedCode || !wantedName) return undefined;
  const rows = many<{ id: number; guest_id: number; confirmation_code: string; listing_id: number; check_out: string; last_name: string }>(
    db,
    `SELECT r.id, r.guest_id, r.confirmation_code, r.listing_id, r.check_out, g.last_name FROM reservations r
       JOIN guests g ON g.id = r.guest_id WHERE r.tenant_id = ? AND r.confirmation_code = ? COLLATE NOCASE`,
    tenantId,
    wantedCode,
  );
  return rows.find((r) => r.last_name.trim().toLowerCase() === wantedName);
}

/** The reservation's guest (or tenant staff) may see an intent; intents without a reservation: staff only. */
export function intentVisibleTo(db: DB, session: Session, intent: Pick<IntentRow, 'tenant_id' | 'reservation_id'>): boolean {
  if (session.tenantId !== intent.tenant_id) return false;
  if (intent.reservation_id == null) return isStaff(session);
  try {
    findVisibleReservation(db, session, intent.reservation_id);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whoever holds the intent's capability: its client secret (payment links, the card-form iframe) or a
 * session of the guest it belongs to (or staff of its tenant). The intent id alone is not enough.
 */
export function holdsIntent(
  db: DB,
  session: Session | null,
  intent: Pick<IntentRow, 'tenant_id' | 'reservation_id' | 'client_secret'>,
  clientSecret: string | undefined,
): boolean {
  if (clientSecret) return secretsMatch(clientSecret, intent.client_secret);
  return !!session && intentVisibleTo(db, session, intent);
}
