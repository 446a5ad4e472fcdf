// Demo data, created on first start (and by `--reset`). Every date is relative to "now" at seed time so that
// each documented case (see SEED.md) holds on the day the seed is created. One file per domain in seed/.
import { nowIso, run, type DB } from './db.js';
import { HOUR_MS as HOUR } from '../../src/core/dates/instants';
import { hashPasswordSync, type PasswordHashing } from './auth/passwords.js';
import type { SeedContext } from './seed/context.js';
import { seedFeedback } from './seed/feedback.js';
import { seedListings } from './seed/listings.js';
import { seedPeople } from './seed/people.js';
import { seedReservations } from './seed/reservations.js';
import { seedStore } from './seed/store.js';
import { seedTenants } from './seed/tenants.js';

export { SEED_LOGINS } from './seed/people.js';

interface SeedOptions {
  passwordHashing: PasswordHashing;
  allowedOrigins: string[];
  now?: number;
}

export function seed(db: DB, options: SeedOptions): void {
  const now = options.now ?? Date.now();
  const c: SeedContext = {
    db,
    at: (hours: number) => new Date(now + hours * HOUR).toISOString(),
    created: nowIso(),
    insert: (sql: string, ...params: unknown[]) => Number(run(db, sql, ...params).lastInsertRowid),
    hash: (password: string) => hashPasswordSync(password, options.passwordHashing),
  };

  db.transaction(() => {
    const tenants = seedTenants(c, options.allowedOrigins);
    const { t1, t2 } = tenants;
    const people = seedPeople(c, t1, t2);
    const listings = seedListings(c, t1, t2);
    const stays = seedReservations(c, tenants, people, listings);
    const beachKit = seedStore(c, t1, t2, listings.resort, stays);
    seedFeedback(c, t1, t2, listings, stays);

    // The action log: a portal visit and a viewed item of the current stay.
    run(db, `INSERT INTO action_log (tenant_id, reservation_id, guest_id, user_id, device_type, event_type, store_item_id, created_at)
             VALUES (?, ?, ?, NULL, 'desktop', 'portal_visited', NULL, ?)`, t1, stays.current, people.alex, c.at(-47));
    run(db, `INSERT INTO action_log (tenant_id, reservation_id, guest_id, user_id, device_type, event_type, store_item_id, created_at)
             VALUES (?, ?, ?, NULL, 'phone', 'view_item', ?, ?)`, t1, stays.current, people.alex, beachKit, c.at(-31));
  })();
}
