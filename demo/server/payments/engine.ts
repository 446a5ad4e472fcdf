import { createHash, randomBytes } from 'node:crypto';
import { DECLINES, type CardBehaviour } from './cards';
import { isIntentOpen, OPEN_INTENT_STATUSES } from '../../../src/core/intents';
import { getIntent, type Db, type IntentRow } from './db';

/**
 * The charging core. Every function here runs inside one better-sqlite3 transaction (synchronous),
 * so "is it still open? then mark it paid" cannot interleave with another request: the intent moves
 * with a conditional `UPDATE ... WHERE status IN (open statuses)` and at most one request wins.
 */

export interface Reply {
  statusCode: number;
  body: Record<string, unknown>;
}

export interface CardMeta {
  bin: string;
  last4: string;
  behaviour: CardBehaviour;
}

export type ChargeResult =
  | { kind: 'settled'; status: 'succeeded' | 'requires_capture'; intent: IntentRow }
  | { kind: 'declined'; decline: (typeof DECLINES)[keyof typeof DECLINES] }
  | { kind: 'challenge'; challengeId: string }
  | { kind: 'already_settled'; status: IntentRow['status'] }
  | { kind: 'canceled' }
  | { kind: 'locked' }
  | { kind: 'challenge_pending' };

const now = () => new Date().toISOString();

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable(o[k])}`)
      .join(',')}}`;
  }
  // JSON.stringify answers undefined for undefined and functions, whatever its declared type says.
  return (JSON.stringify(value) as string | undefined) ?? 'null';
}

/** Hash of a request body (card numbers are hashed, never stored). */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(stable(body)).digest('hex');
}

export function recordCharge(
  db: Db,
  c: { intent: IntentRow; provider: string; kind: 'charge' | 'authorization' | 'capture' | 'release'; status: string; card?: { bin: string; last4: string } | null; declineCode?: string | null; key?: string | null },
): void {
  db.prepare(
    `INSERT INTO charges (payment_intent_id, provider, kind, status, amount, currency, card_bin, card_last4, decline_code, idempotency_key, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(c.intent.id, c.provider, c.kind, c.status, c.intent.amount, c.intent.currency, c.card?.bin ?? null, c.card?.last4 ?? null, c.declineCode ?? null, c.key ?? null, now());
}

/**
 * Declined attempts after which an intent takes no more cards: stops card testing (trying stolen
 * numbers against one payment until one works). The guest asks for a new payment link instead.
 */
export const MAX_DECLINES_PER_INTENT = 5;

function declinesOf(db: Db, intentId: string): number {
  return (db.prepare("SELECT COUNT(*) AS n FROM charges WHERE payment_intent_id = ? AND status = 'declined'").get(intentId) as { n: number }).n;
}

/**
 * Declined attempts a guest may make across all their intents in a day: re-ordering makes fresh intents,
 * so the per-intent limit alone would let one guest test any number of cards.
 */
export const MAX_DECLINES_PER_GUEST = 10;
const GUEST_DECLINE_WINDOW_MS = 24 * 3600_000;

/** Declines of the last day on every intent of the guest the intent's reservation belongs to. */
function guestDeclinesOf(db: Db, intent: IntentRow): number {
  if (intent.reservation_id === null) return 0;
  const since = new Date(Date.now() - GUEST_DECLINE_WINDOW_MS).toISOString();
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM charges c JOIN payment_intents i ON i.id = c.payment_intent_id
        WHERE c.status = 'declined' AND c.created_at >= ?
          AND i.reservation_id IN (SELECT id FROM reservations WHERE guest_id = (SELECT guest_id FROM reservations WHERE id = ?))`,
    )
    .get(since, intent.reservation_id) as { n: number };
  return row.n;
}

function blocked(db: Db, intent: IntentRow, provider: string, card: CardMeta | null, key: string | null): ChargeResult | null {
  if (intent.status === 'canceled') {
    recordCharge(db, { intent, provider, kind: 'charge', status: 'rejected_canceled', card, key });
    return { kind: 'canceled' };
  }
  if (!isIntentOpen(intent.status)) {
    recordCharge(db, { intent, provider, kind: 'charge', status: 'rejected_already_settled', card, key });
    return { kind: 'already_settled', status: intent.status };
  }
  if (declinesOf(db, intent.id) >= MAX_DECLINES_PER_INTENT || guestDeclinesOf(db, intent) >= MAX_DECLINES_PER_GUEST) {
    recordCharge(db, { intent, provider, kind: 'charge', status: 'rejected_locked', card, key });
    return { kind: 'locked' };
  }
  return null;
}

/** Moves an open intent to its paid state, exactly once. */
function settle(db: Db, intent: IntentRow, provider: string, card: { bin: string; last4: string } | null, key: string | null): ChargeResult {
  const target = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
  const open = OPEN_INTENT_STATUSES.map(() => '?').join(', ');
  const res = db
    .prepare(`UPDATE payment_intents SET status = ?, updated_at = ? WHERE id = ? AND status IN (${open})`)
    .run(target, now(), intent.id, ...OPEN_INTENT_STATUSES);
  if (res.changes !== 1) {
    const fresh = getIntent(db, intent.id) ?? intent;
    recordCharge(db, { intent, provider, kind: 'charge', status: 'rejected_already_settled', card, key });
    return { kind: 'already_settled', status: fresh.status };
  }
  recordCharge(db, { intent, provider, kind: target === 'requires_capture' ? 'authorization' : 'charge', status: 'succeeded', card, key });
  return { kind: 'settled', status: target, intent: getIntent(db, intent.id) ?? intent };
}

/** One charge attempt with a card (raw or tokenised). Must run inside a transaction. */
export function chargeCard(
  db: Db,
  intentId: string,
  provider: string,
  card: CardMeta,
  key: string | null,
  opts: { allowChallenge: boolean } = { allowChallenge: true },
): ChargeResult {
  const intent = getIntent(db, intentId);
  if (!intent) throw new Error(`intent ${intentId} vanished`);
  const stop = blocked(db, intent, provider, card, key);
  if (stop) return stop;
  if (card.behaviour === 'declined' || card.behaviour === 'insufficient_funds') {
    // The charge keeps the real reason (for staff); the payer hears only "declined": telling
    // insufficient funds apart would confirm to a card tester that a stolen number is live.
    recordCharge(db, { intent, provider, kind: 'charge', status: 'declined', card, declineCode: DECLINES[card.behaviour].code, key });
    return { kind: 'declined', decline: DECLINES.declined };
  }
  if (card.behaviour === 'challenge') {
    if (!opts.allowChallenge) {
      const decline = DECLINES.authentication_required;
      recordCharge(db, { intent, provider, kind: 'charge', status: 'declined', card, declineCode: decline.code, key });
      return { kind: 'declined', decline };
    }
    const id = newId('3ds');
    db.prepare(
      `INSERT INTO payments_challenges (id, payment_intent_id, provider, card_bin, card_last4, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
    ).run(id, intent.id, provider, card.bin, card.last4, now(), now());
    recordCharge(db, { intent, provider, kind: 'charge', status: 'requires_action', card, key });
    return { kind: 'challenge', challengeId: id };
  }
  return settle(db, intent, provider, card, key);
}

export interface ChallengeRow {
  id: string;
  payment_intent_id: string;
  provider: string;
  card_bin: string | null;
  card_last4: string | null;
  status: 'pending' | 'approved' | 'failed' | 'consumed';
}

export function getChallenge(db: Db, id: string): ChallengeRow | undefined {
  return db.prepare('SELECT * FROM payments_challenges WHERE id = ?').get(id) as ChallengeRow | undefined;
}

/** Records the guest's answer on the challenge page (only a pending challenge changes). */
export function answerChallenge(db: Db, id: string, result: 'approved' | 'failed'): boolean {
  return db.prepare(`UPDATE payments_challenges SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending'`).run(result, now(), id).changes === 1;
}

/**
 * Completes a charge after 3-D Secure. `challengeId` null = the latest answered challenge of the
 * intent for this provider (cashier capture). Must run inside a transaction.
 */
export function completeChallenge(db: Db, intentId: string, provider: string, challengeId: string | null, key: string | null): ChargeResult | null {
  const ch = challengeId
    ? getChallenge(db, challengeId)
    : (db
        .prepare(`SELECT * FROM payments_challenges WHERE payment_intent_id = ? AND provider = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`)
        .get(intentId, provider) as ChallengeRow | undefined);
  if (!ch || ch.payment_intent_id !== intentId) return null;
  const intent = getIntent(db, intentId);
  if (!intent) return null;
  const card = ch.card_bin && ch.card_last4 ? { bin: ch.card_bin, last4: ch.card_last4 } : null;
  if (ch.status === 'pending') return { kind: 'challenge_pending' };
  if (ch.status === 'consumed') {
    return intent.status === 'canceled' ? { kind: 'canceled' } : isIntentOpen(intent.status) ? null : { kind: 'already_settled', status: intent.status };
  }
  db.prepare(`UPDATE payments_challenges SET status = 'consumed', updated_at = ? WHERE id = ?`).run(now(), ch.id);
  if (ch.status === 'failed') {
    const decline = DECLINES.authentication_failed;
    recordCharge(db, { intent, provider, kind: 'charge', status: 'authentication_failed', card, declineCode: decline.code, key });
    return { kind: 'declined', decline };
  }
  const stop = blocked(db, intent, provider, card ? { ...card, behaviour: 'success' } : null, key);
  if (stop) return stop;
  return settle(db, intent, provider, card, key);
}

/** Capture or release of a manual-capture hold (dev route). */
export function captureOrRelease(db: Db, intentId: string, action: 'capture' | 'release'): { ok: true; intent: IntentRow } | { ok: false; status: string } | null {
  const intent = getIntent(db, intentId);
  if (!intent) return null;
  const target = action === 'capture' ? 'succeeded' : 'canceled';
  const res = db.prepare(`UPDATE payment_intents SET status = ?, updated_at = ? WHERE id = ? AND status = 'requires_capture'`).run(target, now(), intentId);
  if (res.changes !== 1) return { ok: false, status: intent.status };
  recordCharge(db, { intent, provider: intent.payment_provider, kind: action, status: 'succeeded' });
  return { ok: true, intent: getIntent(db, intentId) ?? intent };
}

/**
 * Runs `fn` in a transaction behind an Idempotency-Key: the same key + intent + operation replays
 * the stored reply (a retry after a lost response sees the original result, no second charge); the
 * same key with a different body is refused (422 idempotency_key_reused). Without a key `fn` just runs.
 * 5xx replies are not stored.
 */
export function idempotent(
  db: Db,
  k: { key: string | null; intentId: string; operation: string; hash: string },
  fn: () => Reply & { settled?: boolean },
): Reply & { replayed: boolean; settled: boolean } {
  return db.transaction(() => {
    if (k.key) {
      const row = db
        .prepare('SELECT request_hash, status_code, response FROM payments_idempotency WHERE idempotency_key = ? AND payment_intent_id = ? AND operation = ?')
        .get(k.key, k.intentId, k.operation) as { request_hash: string; status_code: number; response: string } | undefined;
      if (row) {
        if (row.request_hash !== k.hash) {
          return {
            statusCode: 422,
            body: { error: 'This Idempotency-Key was already used with a different request.', code: 'idempotency_key_reused', field: 'Idempotency-Key' },
            replayed: false,
            settled: false,
          };
        }
        return { statusCode: row.status_code, body: JSON.parse(row.response) as Record<string, unknown>, replayed: true, settled: false };
      }
    }
    const out = fn();
    if (k.key && out.statusCode < 500) {
      db.prepare(
        'INSERT INTO payments_idempotency (idempotency_key, payment_intent_id, operation, request_hash, status_code, response, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(k.key, k.intentId, k.operation, k.hash, out.statusCode, JSON.stringify(out.body), now());
    }
    return { statusCode: out.statusCode, body: out.body, replayed: false, settled: !!out.settled };
  })();
}
