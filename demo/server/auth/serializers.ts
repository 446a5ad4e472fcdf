// The user as the contract describes it (`GET /api/tourist/user`, login).
import type { Session } from './sessions.js';
import { one, parseJson, type DB } from '../db.js';
import { requireTenant } from '../reservations/rows.js';
import type { UserRow } from './rows.js';

/**
 * The signed-in user as the contract's User. A confirmation-code lookup session proves only the code and
 * last name of one reservation: it never sees the account's e-mail (an empty string).
 */
export function serializeUser(db: DB, u: UserRow, session?: Session | null) {
  const tenant = requireTenant(db, u.tenant_id);
  const guest = u.guest_id
    ? one<{ id: number; first_name: string; last_name: string; picture: string | null }>(db, 'SELECT * FROM guests WHERE id = ?', u.guest_id)
    : undefined;
  return {
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    locale: u.locale,
    tenant_id: u.tenant_id,
    tenant_name: tenant.company_name,
    role: u.role === 'staff' ? 'staff' : 'guest',
    email: session?.reservationId != null ? '' : u.email,
    phone: u.phone,
    abilities: parseJson<string[]>(u.abilities, []),
    guest: guest ? { id: guest.id, full_name: `${guest.first_name} ${guest.last_name}`.trim(), picture: guest.picture } : null,
    guest_id: u.guest_id,
  };
}
