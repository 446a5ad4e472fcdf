// The demo's guests and their accounts (the sign-ins main.ts prints).
import { toJson } from '../db.js';
import type { SeedContext } from './context.js';

const DEMO_PASSWORD = 'Guest#2026';
const STAFF_PASSWORD = 'Staff#2026';

export const SEED_LOGINS = [
  { tenant: 1, email: 'guest@demo.test', password: DEMO_PASSWORD, role: 'guest', note: 'Alex Morgan — owns every reservation case (DEMO-*)' },
  { tenant: 1, email: 'jamie@demo.test', password: DEMO_PASSWORD, role: 'guest', note: 'Jamie Rivera — another guest of tenant 1 (DEMO-OTHER)' },
  { tenant: 1, email: 'staff@demo.test', password: STAFF_PASSWORD, role: 'staff', note: 'ability create-store-purchase' },
  { tenant: 2, email: 'guest@alpine.test', password: DEMO_PASSWORD, role: 'guest', note: 'Camille Dubois — tenant 2 (ALP-*), send X-Tenant-Id: 2' },
] as const;

export function seedPeople({ insert, hash, created }: SeedContext, t1: number, t2: number): { alex: number; jamie: number; camille: number } {
  const guest = (tenant: number, first: string, last: string, email: string, phone: string) =>
    insert(
      `INSERT INTO guests (tenant_id, first_name, last_name, primary_email, primary_phone, phones, emails, picture)
       VALUES (?, ?, ?, ?, ?, ?, ?, NULL)`,
      tenant,
      first,
      last,
      email,
      phone,
      toJson([phone]),
      toJson([email]),
    );
  const user = (tenant: number, email: string, pw: string, first: string, last: string, role: string, abilities: string[], guestId: number | null, locale: string) =>
    insert(
      `INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role, abilities, locale, phone, guest_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
      tenant,
      email,
      hash(pw),
      first,
      last,
      role,
      toJson(abilities),
      locale,
      guestId,
      created,
    );
  const alex = guest(t1, 'Alex', 'Morgan', 'guest@demo.test', '+1 305 555 0101');
  const jamie = guest(t1, 'Jamie', 'Rivera', 'jamie@demo.test', '+1 305 555 0102');
  const camille = guest(t2, 'Camille', 'Dubois', 'guest@alpine.test', '+33 6 55 55 01 03');
  user(t1, 'guest@demo.test', DEMO_PASSWORD, 'Alex', 'Morgan', 'guest', [], alex, 'en');
  user(t1, 'jamie@demo.test', DEMO_PASSWORD, 'Jamie', 'Rivera', 'guest', [], jamie, 'es');
  user(t1, 'staff@demo.test', STAFF_PASSWORD, 'Sam', 'Staff', 'staff', ['create-store-purchase'], null, 'en');
  user(t2, 'guest@alpine.test', DEMO_PASSWORD, 'Camille', 'Dubois', 'guest', [], camille, 'fr');
  return { alex, jamie, camille };
}
