// What every payment route shares: who holds an intent, idempotent charges and their replies.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getIntent, tokenCard as storedTokenCard, type IntentRow } from './db';
import { idempotent, requestHash, type ChargeResult, type Reply } from './engine';
import { sessionOf } from './host';
import type { RouteOptions } from './route-options';
import { KEY_RE } from './validation';
import { send } from './replies';

export function routeKit(opts: RouteOptions) {
  const { db, host } = opts;
  const fpSecret = randomBytes(32);
  const fingerprintFor = (intentId: string, bin: string) => `fp_${createHmac('sha256', fpSecret).update(`${intentId}|${bin}`).digest('base64url').slice(0, 32)}`;

  /**
   * The intent if the caller holds its capability (the client secret, or a session of its guest or
   * tenant staff) and a session, if any, belongs to its tenant. The intent id alone is not enough.
   */
  function intentFor(request: FastifyRequest, intentId: string, clientSecret?: string): IntentRow | null {
    const intent = getIntent(db, intentId);
    if (!intent) return null;
    const session = sessionOf(request);
    if (session && session.tenantId !== intent.tenant_id) return null;
    return host.holdsIntent(session, intent, clientSecret) ? intent : null;
  }

  function idempotencyKey(request: FastifyRequest): { ok: true; key: string | null } | { ok: false; reply: Reply } {
    const raw = request.headers['idempotency-key'];
    if (raw === undefined) return { ok: true, key: null };
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || !KEY_RE.test(key)) {
      return { ok: false, reply: { statusCode: 400, body: { error: 'Idempotency-Key must be 1-255 visible ASCII characters', code: 'validation', field: 'Idempotency-Key' } } };
    }
    return { ok: true, key };
  }

  function allowedFor(request: FastifyRequest, tenantId: number): string[] {
    const self = `${request.protocol}://${request.host}`;
    return [...new Set([self, ...host.allowedOrigins(tenantId)])];
  }

  /** Runs a charge behind the idempotency layer, then notifies the server once the intent settled. */
  async function charge(
    request: FastifyRequest,
    reply: FastifyReply,
    c: { intentId: string; operation: string; body: unknown },
    fn: (key: string | null) => Reply & { settled?: boolean },
  ): Promise<FastifyReply> {
    const k = idempotencyKey(request);
    if (!k.ok) return send(reply, k.reply);
    const out = idempotent(db, { key: k.key, intentId: c.intentId, operation: c.operation, hash: requestHash(c.body) }, () => fn(k.key));
    if (out.settled) await opts.settled(c.intentId);
    if (out.replayed) reply.header('Idempotent-Replayed', 'true');
    return send(reply, out);
  }

  /** Common mapping of a charge result to an HTTP reply (`{ status, payment_intent_id }` on success). */
  function standardReply(intent: IntentRow, r: ChargeResult | null, extra: { challengeUrl?: (id: string) => Reply } = {}): Reply & { settled?: boolean } {
    if (!r) return { statusCode: 409, body: { error: 'No approved 3-D Secure challenge for this payment', code: 'no_approved_challenge' } };
    switch (r.kind) {
      case 'settled':
        return { statusCode: 200, body: { status: r.status, payment_intent_id: intent.id }, settled: true };
      case 'declined':
        return { statusCode: r.decline.status, body: { error: r.decline.error, code: r.decline.code } };
      case 'challenge':
        return extra.challengeUrl
          ? extra.challengeUrl(r.challengeId)
          : { statusCode: 402, body: { error: 'This card requires authentication.', code: 'authentication_required' } };
      case 'already_settled':
        return { statusCode: 409, body: { error: 'This payment has already been completed.', code: 'intent_already_settled', status: r.status } };
      case 'canceled':
        return { statusCode: 409, body: { error: 'This payment was canceled.', code: 'intent_canceled' } };
      case 'locked':
        return { statusCode: 409, body: { error: 'Too many declined attempts: this payment is locked.', code: 'intent_locked' } };
      case 'challenge_pending':
        return { statusCode: 409, body: { error: '3-D Secure authentication is not finished yet.', code: 'challenge_pending' } };
    }
  }

  const challengePath = (cid: string) => `/api/sandbox/3ds/${encodeURIComponent(cid)}`;

  const tokenCard = (token: string) => storedTokenCard(db, token);

  return { fingerprintFor, intentFor, idempotencyKey, allowedFor, charge, standardReply, challengePath, tokenCard };
}

export type RouteKit = ReturnType<typeof routeKit>;
