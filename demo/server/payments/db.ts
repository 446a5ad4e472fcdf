// better-sqlite3 is synchronous: a `transaction()` body runs to completion before any other request
// is handled, which is what makes check-and-set charging race-free.
import type { DB } from '../db.js';
import type { CardBehaviour } from './cards';

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

export function getIntent(db: Db, id: string): IntentRow | undefined {
  return db.prepare('SELECT * FROM payment_intents WHERE id = ?').get(id) as IntentRow | undefined;
}

export function intentIdBySecret(db: Db, clientSecret: string): string | null {
  const row = db.prepare('SELECT id FROM payment_intents WHERE client_secret = ?').get(clientSecret) as { id: string } | undefined;
  return row?.id ?? null;
}

export interface TokenCard {
  bin: string;
  last4: string;
  behaviour: CardBehaviour;
}

/** A sandbox card token (the tokenizer's own table). */
export function saveToken(db: Db, token: string, card: TokenCard & { expMonth: number; expYear: number }): void {
  db.prepare('INSERT INTO payments_tokens (token, card_bin, card_last4, behaviour, exp_month, exp_year, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    token,
    card.bin,
    card.last4,
    card.behaviour,
    card.expMonth,
    card.expYear,
    new Date().toISOString(),
  );
}

export function tokenCard(db: Db, token: string): TokenCard | null {
  const row = db.prepare('SELECT card_bin, card_last4, behaviour FROM payments_tokens WHERE token = ?').get(token) as
    | { card_bin: string; card_last4: string; behaviour: CardBehaviour }
    | undefined;
  return row ? { bin: row.card_bin, last4: row.card_last4, behaviour: row.behaviour } : null;
}

/** Every charge attempt of an intent, oldest first. */
export function chargesOf(db: Db, intentId: string): unknown[] {
  return db
    .prepare('SELECT id, payment_intent_id, provider, kind, status, amount, currency, card_bin, card_last4, decline_code, idempotency_key, created_at FROM charges WHERE payment_intent_id = ? ORDER BY id')
    .all(intentId);
}
