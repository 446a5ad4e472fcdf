// better-sqlite3 is synchronous: a `transaction()` body runs to completion before any other request
// is handled, which is what makes check-and-set charging race-free.
import type { DB } from '../db.js';

export type Db = DB;

export interface IntentRow {
  id: string;
  tenant_id: number;
  reservation_id: number | null;
  client_secret: string;
  status: 'requires_payment_method' | 'requires_source' | 'requires_capture' | 'succeeded' | 'canceled';
  amount: number;
  currency: string;
  capture_method: 'automatic' | 'manual';
  type: 'accommodation' | 'deposit' | 'store';
  payment_provider: string;
  store_item_purchase_id: number | null;
  created_at: string;
  updated_at: string;
}

export const OPEN_STATUSES = ['requires_payment_method', 'requires_source'] as const;

export function getIntent(db: Db, id: string): IntentRow | undefined {
  return db.prepare('SELECT * FROM payment_intents WHERE id = ?').get(id) as IntentRow | undefined;
}
