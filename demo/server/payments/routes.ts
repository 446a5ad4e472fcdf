import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { behaviourOf, checkCard } from './cards';
import { chargesOf, getIntent, intentIdBySecret, saveToken, tokenCard as storedTokenCard, type Db, type IntentRow } from './db';
import {
  answerChallenge,
  captureOrRelease,
  chargeCard,
  completeChallenge,
  getChallenge,
  idempotent,
  newId,
  requestHash,
  type ChargeResult,
  type Reply,
} from './engine';
import { secretsMatch } from '../secrets.js';
import { sessionOf, type Host } from './host';
import { challengePage, errorPage, fingerprintPage, isExactOrigin, type Page } from './pages';

export interface RouteOptions {
  db: Db;
  host: Host;
  devRoutes: boolean;
  settled: (intentId: string) => Promise<void>;
}

const PROVIDERS = ['sandbox', 'stripe', 'adyen', 'cashier', 'tokenizer', 'vault'] as const;
type Provider = (typeof PROVIDERS)[number];

// ---------------------------------------------------------------------------------------------
// Validation: errors are `{ error, code: 'validation', field }` (the API convention).

function fieldOf(issue: v.BaseIssue<unknown>): string {
  return issue.path?.map((p) => String(p.key)).join('.') ?? '';
}

function issueText(issue: v.BaseIssue<unknown>): string {
  const field = fieldOf(issue);
  if (issue.received === 'undefined') return `${field || 'body'} is required`;
  return `${field || 'body'}: ${issue.message}`;
}

type Checked<T> = { ok: true; value: T } | { ok: false; reply: Reply };

function check<T>(schema: v.GenericSchema<unknown, T>, input: unknown): Checked<T> {
  const r = v.safeParse(schema, input ?? {}, { abortPipeEarly: true });
  if (r.success) return { ok: true, value: r.output };
  const first = r.issues[0];
  return { ok: false, reply: { statusCode: 400, body: { error: issueText(first), code: 'validation', ...(fieldOf(first) ? { field: fieldOf(first) } : {}) } } };
}

const id = v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(100));
const short = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');

const CardSchema = v.object({
  number: v.pipe(v.string(), v.regex(/^[\d\s-]{12,23}$/, 'must be a card number')),
  exp_month: v.pipe(v.number(), v.integer()),
  exp_year: v.pipe(v.number(), v.integer()),
  cvc: v.pipe(v.string(), v.regex(/^\d{3,4}$/, 'must be 3 or 4 digits')),
  name: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

const ConfirmSchema = v.pipe(
  v.object({
    client_secret: short(200),
    card: v.optional(CardSchema),
    receipt_email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())),
    challenge_id: v.optional(short(100)),
  }),
  v.check((b) => !!b.card !== !!b.challenge_id, 'either card or challenge_id is required'),
);

const TokenizeSchema = v.object({ card: CardSchema });
/** The intent's capability when the caller has no session of its guest (payment links, the card-form iframe). */
const clientSecret = v.optional(short(200));
const TokenCaptureSchema = v.object({ payment_intent_id: id, token: short(100), client_secret: clientSecret });
const StripePurchaseSchema = v.object({
  payment_intent_id: id,
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  payment_method: short(100),
  client_secret: clientSecret,
});
const CashierPurchaseSchema = v.object({
  token: short(100),
  encrypted_cvv: short(200),
  payment_intent_id: id,
  full_name: short(100),
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()),
  phone: optionalText(40),
  address1: optionalText(200),
  city: optionalText(100),
  zip_code: optionalText(20),
  country: optionalText(2),
  state: optionalText(10),
  fingerprint: short(512),
  client_secret: clientSecret,
});
const IntentOnlySchema = v.object({ payment_intent_id: id, client_secret: clientSecret });
const AdyenPaymentsSchema = v.object({
  payment_intent_id: id,
  paymentMethod: v.object({
    type: v.literal('scheme'),
    encryptedCardNumber: short(2000),
    encryptedExpiryMonth: short(2000),
    encryptedExpiryYear: short(2000),
    encryptedSecurityCode: short(2000),
    holderName: v.optional(v.pipe(v.string(), v.maxLength(100))),
  }),
  browserInfo: v.optional(v.record(v.string(), v.unknown())),
  client_secret: clientSecret,
});
const AdyenDetailsSchema = v.object({
  payment_intent_id: id,
  details: v.object({ threeDSResult: short(100) }),
  paymentData: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  client_secret: clientSecret,
});
const AnswerSchema = v.object({ result: v.picklist(['approved', 'failed']) });

const KEY_RE = /^[\x21-\x7e]{1,255}$/;

// ---------------------------------------------------------------------------------------------

const NOT_FOUND: Reply = { statusCode: 404, body: { error: 'Payment intent not found', code: 'not_found' } };

function send(reply: FastifyReply, r: Reply): FastifyReply {
  return reply.code(r.statusCode).type('application/json; charset=utf-8').send(r.body);
}

function sendPage(reply: FastifyReply, status: number, page: Page): FastifyReply {
  return reply
    .code(status)
    .header('Content-Security-Policy', page.csp)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Content-Type-Options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

function decodeAdyen(value: string): string | null {
  // Adyen test mode accepts unencrypted values prefixed with `test_`; the sandbox accepts only those.
  return value.startsWith('test_') ? value.slice(5) : null;
}

function decodeCvv(value: string): string | null {
  if (!value.startsWith('sbx1.')) return null;
  const cvc = Buffer.from(value.slice(5), 'base64').toString('utf8');
  return /^\d{3,4}$/.test(cvc) ? cvc : null;
}

function amountText(intent: IntentRow): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: intent.currency.toUpperCase() }).format(intent.amount / 100);
  } catch {
    return `${(intent.amount / 100).toFixed(2)} ${intent.currency}`;
  }
}

export function paymentRoutes(app: FastifyInstance, opts: RouteOptions): void {
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

  // ---- checkout info -------------------------------------------------------------------------
  app.get<{ Params: { payment_intent_id: string }; Querystring: { client_secret?: string } }>('/api/checkout-info/:payment_intent_id', async (request, reply) => {
    const secret = typeof request.query.client_secret === 'string' && request.query.client_secret ? request.query.client_secret : undefined;
    const intent = intentFor(request, request.params.payment_intent_id, secret);
    if (!intent) return send(reply, NOT_FOUND);
    const provider: Provider = (PROVIDERS as readonly string[]).includes(intent.payment_provider) ? (intent.payment_provider as Provider) : 'sandbox';
    const s = host.settings(intent.tenant_id);
    const keys: Record<string, string> = {};
    if (provider === 'stripe') keys.stripe_public_key = s.keys.stripe_public_key;
    if (provider === 'adyen') {
      keys.adyen_client_key = s.keys.adyen_client_key;
      keys.adyen_environment = s.keys.adyen_environment;
    }
    if (provider === 'cashier') keys.cashier_token = s.keys.cashier_token;
    if (provider === 'tokenizer') keys.tokenizer_public_key = s.keys.tokenizer_public_key;
    return send(reply, {
      statusCode: 200,
      body: {
        payment: { ...host.serialize(intent), payment_provider: provider },
        reservation: intent.reservation_id != null ? host.reservationSummary(intent.reservation_id) : null,
        provider,
        ...keys,
        require_address_fields: s.requireAddressFields,
        terms_of_use: s.termsOfUse,
        // Where the card form (/payment-iframe) may post its result: the tenant's allowed origins.
        allowed_origins: s.allowedOrigins.filter(isExactOrigin),
      },
    });
  });

  // ---- sandbox card provider -----------------------------------------------------------------
  app.post('/api/sandbox/tokenize', async (request, reply) => {
    const b = check(TokenizeSchema, request.body);
    if (!b.ok) return send(reply, b.reply);
    const bad = checkCard(b.value.card);
    if (bad) return send(reply, { statusCode: 400, body: { error: bad.error, code: 'validation', field: bad.field } });
    const number = b.value.card.number.replace(/[\s-]/g, '');
    const token = newId('tok');
    const out = { token, card_bin: number.slice(0, 6), last4: number.slice(-4) };
    saveToken(db, token, { bin: out.card_bin, last4: out.last4, behaviour: behaviourOf(number), expMonth: b.value.card.exp_month, expYear: b.value.card.exp_year });
    return send(reply, { statusCode: 200, body: out });
  });

  app.post('/api/sandbox/confirm', async (request, reply) => {
    const b = check(ConfirmSchema, request.body);
    if (!b.ok) return send(reply, b.reply);
    const foundId = intentIdBySecret(db, b.value.client_secret);
    const intent = foundId ? intentFor(request, foundId, b.value.client_secret) : null;
    if (!intent) return send(reply, { statusCode: 404, body: { error: 'No payment intent matches this client secret', code: 'not_found', field: 'client_secret' } });
    const card = b.value.card;
    if (card) {
      const bad = checkCard(card);
      if (bad) return send(reply, { statusCode: 400, body: { error: bad.error, code: 'validation', field: bad.field } });
    }
    const withChallenge = (cid: string): Reply => ({
      statusCode: 200,
      body: { status: 'requires_action', payment_intent_id: intent.id, challenge_id: cid, url: challengePath(cid) },
    });
    return charge(request, reply, { intentId: intent.id, operation: card ? 'sandbox.confirm' : 'sandbox.confirm_challenge', body: b.value }, (key) => {
      if (card) {
        const number = card.number.replace(/[\s-]/g, '');
        const r = chargeCard(db, intent.id, 'sandbox', { bin: number.slice(0, 6), last4: number.slice(-4), behaviour: behaviourOf(number) }, key);
        return standardReply(intent, r, { challengeUrl: withChallenge });
      }
      return standardReply(intent, completeChallenge(db, intent.id, 'sandbox', b.value.challenge_id ?? null, key));
    });
  });

  // 3-D Secure challenge page (all sandbox providers) and the answer it records.
  app.get<{ Params: { challenge_id: string }; Querystring: { parent_origin?: string } }>('/api/sandbox/3ds/:challenge_id', async (request, reply) => {
    const ch = getChallenge(db, request.params.challenge_id);
    const intent = ch ? getIntent(db, ch.payment_intent_id) : undefined;
    if (!ch || !intent) return sendPage(reply, 404, errorPage('Challenge not found'));
    const allowed = allowedFor(request, intent.tenant_id);
    const parent = typeof request.query.parent_origin === 'string' ? request.query.parent_origin : '';
    if (!isExactOrigin(parent) || !allowed.includes(parent)) return sendPage(reply, 400, errorPage('parent_origin is not an allowed origin'));
    return sendPage(
      reply,
      200,
      challengePage({ challengeId: ch.id, answerUrl: `${challengePath(ch.id)}/answer`, parentOrigin: parent, amountText: amountText(intent), frameAncestors: allowed }),
    );
  });

  app.post<{ Params: { challenge_id: string } }>('/api/sandbox/3ds/:challenge_id/answer', async (request, reply) => {
    const b = check(AnswerSchema, request.body);
    if (!b.ok) return send(reply, b.reply);
    const ch = getChallenge(db, request.params.challenge_id);
    if (!ch) return send(reply, { statusCode: 404, body: { error: 'Challenge not found', code: 'not_found' } });
    answerChallenge(db, ch.id, b.value.result);
    const now = getChallenge(db, ch.id);
    if (!now || now.status === 'consumed' || now.status === 'pending') {
      return send(reply, { statusCode: 409, body: { error: 'This challenge is already completed', code: 'challenge_completed' } });
    }
    return send(reply, { statusCode: 200, body: { status: now.status } });
  });

  // ---- provider D: tokenizer -------------------------------------------------------------------
  app.post('/api/tokenizer/capture', async (request, reply) => {
    const b = check(TokenCaptureSchema, request.body);
    if (!b.ok) return send(reply, b.reply);
    const intent = intentFor(request, b.value.payment_intent_id, b.value.client_secret);
    if (!intent) return send(reply, NOT_FOUND);
    const card = tokenCard(b.value.token);
    if (!card) return send(reply, { statusCode: 400, body: { error: 'Unknown card token', code: 'validation', field: 'token' } });
    return charge(request, reply, { intentId: intent.id, operation: 'tokenizer.capture', body: b.value }, (key) =>
      standardReply(intent, chargeCard(db, intent.id, 'tokenizer', card, key, { allowChallenge: false })),
    );
  });

  // ---- vault -----------------------------------------------------------------------------------
  app.post('/api/vault/purchase', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const errors: string[] = [];
    if (typeof body.payment_method_token !== 'string' || !body.payment_method_token.trim()) errors.push('Payment method token is required');
    if (typeof body.payment_intent_id !== 'string' || !body.payment_intent_id.trim()) errors.push('Payment intent is required');
    const tokenValue = typeof body.payment_method_token === 'string' ? body.payment_method_token.trim() : '';
    const card = tokenValue ? tokenCard(tokenValue) : null;
    if (tokenValue && !card) errors.push('Payment method token is invalid');
    if (errors.length) return send(reply, { statusCode: 400, body: { errors, error: errors.join(', '), code: 'validation' } });
    const secret = typeof body.client_secret === 'string' && body.client_secret ? body.client_secret : undefined;
    const intent = intentFor(request, String(body.payment_intent_id).trim(), secret);
    if (!intent || !card) return send(reply, NOT_FOUND);
    const clean = { payment_method_token: tokenValue, payment_intent_id: intent.id };
    return charge(request, reply, { intentId: intent.id, operation: 'vault.purchase', body: clean }, (key) =>
      standardReply(intent, chargeCard(db, intent.id, 'vault', card, key, { allowChallenge: false })),
    );
  });

  // ---- provider C: cashier ---------------------------------------------------------------------
  app.get<{ Querystring: { card_bin?: string; payment_intent_id?: string; parent_origin?: string; client_secret?: string } }>('/api/cashier/fingerprint', async (request, reply) => {
    const q = request.query;
    if (typeof q.card_bin !== 'string' || !/^\d{6,8}$/.test(q.card_bin)) return send(reply, { statusCode: 400, body: { error: 'card_bin must be 6 to 8 digits', code: 'validation', field: 'card_bin' } });
    const intent = typeof q.payment_intent_id === 'string' ? intentFor(request, q.payment_intent_id, q.client_secret || undefined) : null;
    if (!intent) return send(reply, NOT_FOUND);
    const allowed = allowedFor(request, intent.tenant_id);
    const parent = typeof q.parent_origin === 'string' ? q.parent_origin : '';
    if (!isExactOrigin(parent) || !allowed.includes(parent)) {
      return send(reply, { statusCode: 400, body: { error: 'parent_origin is not an allowed origin', code: 'validation', field: 'parent_origin' } });
    }
    return sendPage(reply, 200, fingerprintPage(fingerprintFor(intent.id, q.card_bin), parent, allowed));
  });

  app.post('/api/cashier/purchase', async (request, reply) => {
    const b = check(CashierPurchaseSchema, request.body);
    if (!b.ok) return send(reply, b.reply);
    const intent = intentFor(request, b.value.payment_intent_id, b.value.client_secret);
    if (!intent) return send(reply, NOT_FOUND);
    if (host.settings(intent.tenant_id).requireAddressFields) {
      for (const f of ['address1', 'city', 'zip_code', 'country'] as const) {
        if (!b.value[f]) return send(reply, { statusCode: 400, body: { error: `${f} is required`, code: 'validation', field: f } });
      }
    }
    const card = tokenCard(b.value.token);
    if (!card) return send(reply, { statusCode: 400, body: { error: 'Unknown card token', code: 'validation', field: 'token' } });
    if (!decodeCvv(b.value.encrypted_cvv)) return send(reply, { statusCode: 400, body: { error: "Your card's security code is invalid.", code: 'validation', field: 'encrypted_cvv' } });
    if (!secretsMatch(b.value.fingerprint, fingerprintFor(intent.id, card.bin))) {
      return send(reply, { statusCode: 400, body: { error: 'Device fingerprint is invalid', code: 'validation', field: 'fingerprint' } });
    }
    return charge(request, reply, { intentId: intent.id, operation: 'cashier.purchase', body: b.value }, (key) => {
      const r = chargeCard(db, intent.id, 'cashier', card, key);
      if (r.kind === 'settled') return { statusCode: 200, body: { status: 'approved', payment_intent_status: r.status }, settled: true };
      return standardReply(intent, r, { challengeUrl: (cid) => ({ statusCode: 200, body: { url: challengePath(cid), challenge_id: cid } }) });
    });
  });

  app.post('/api/cashier/capture', async (request, reply) => {
    const b = check(IntentOnlySchema, request.body);
    if (!b.ok) return send(reply, b.reply);
    const intent = intentFor(request, b.value.payment_intent_id, b.value.client_secret);
    if (!intent) return send(reply, NOT_FOUND);
    return charge(request, reply, { intentId: intent.id, operation: 'cashier.capture', body: b.value }, (key) =>
      standardReply(intent, completeChallenge(db, intent.id, 'cashier', null, key)),
    );
  });

  // ---- provider A: purchase with a payment method from card setup ------------------------------
  app.post('/api/stripe/purchase', async (request, reply) => {
    const b = check(StripePurchaseSchema, request.body);
    if (!b.ok) return send(reply, b.reply);
    const intent = intentFor(request, b.value.payment_intent_id, b.value.client_secret);
    if (!intent) return send(reply, NOT_FOUND);
    if (b.value.amount !== intent.amount) return send(reply, { statusCode: 400, body: { error: 'amount does not match the payment intent', code: 'validation', field: 'amount' } });
    const card = tokenCard(b.value.payment_method);
    if (!card) return send(reply, { statusCode: 400, body: { error: 'No such payment method', code: 'validation', field: 'payment_method' } });
    return charge(request, reply, { intentId: intent.id, operation: 'stripe.purchase', body: b.value }, (key) =>
      standardReply(intent, chargeCard(db, intent.id, 'stripe', card, key, { allowChallenge: false })),
    );
  });

  // ---- provider B: Adyen advanced flow (simulated) ---------------------------------------------
  app.post('/api/adyen/payments', async (request, reply) => {
    const b = check(AdyenPaymentsSchema, request.body);
    if (!b.ok) return send(reply, b.reply);
    const intent = intentFor(request, b.value.payment_intent_id, b.value.client_secret);
    if (!intent) return send(reply, NOT_FOUND);
    const pm = b.value.paymentMethod;
    const number = decodeAdyen(pm.encryptedCardNumber);
    const month = decodeAdyen(pm.encryptedExpiryMonth);
    const year = decodeAdyen(pm.encryptedExpiryYear);
    const cvc = decodeAdyen(pm.encryptedSecurityCode);
    if (!number) return send(reply, { statusCode: 400, body: { error: 'Unable to decrypt card data', code: 'validation', field: 'paymentMethod.encryptedCardNumber' } });
    const bad = checkCard({ number, exp_month: Number(month), exp_year: Number(year), cvc: cvc ?? '' }, new Date(), 'paymentMethod');
    if (bad) return send(reply, { statusCode: 400, body: { error: bad.error, code: 'validation', field: bad.field } });
    const meta = { bin: number.slice(0, 6), last4: number.slice(-4), behaviour: behaviourOf(number) };
    return charge(request, reply, { intentId: intent.id, operation: 'adyen.payments', body: b.value }, (key) => {
      const r = chargeCard(db, intent.id, 'adyen', meta, key);
      if (r.kind === 'settled') return { statusCode: 200, body: { resultCode: 'Authorised', pspReference: newId('psp') }, settled: true };
      if (r.kind === 'declined') return { statusCode: 200, body: { resultCode: 'Refused', refusalReason: r.decline.error, refusalReasonCode: r.decline.code } };
      if (r.kind === 'challenge') {
        return {
          statusCode: 200,
          body: {
            resultCode: 'ChallengeShopper',
            action: {
              type: 'threeDS2',
              subtype: 'challenge',
              paymentMethodType: 'scheme',
              token: r.challengeId,
              authorisationToken: r.challengeId,
              paymentData: r.challengeId,
              url: challengePath(r.challengeId),
            },
          },
        };
      }
      return standardReply(intent, r);
    });
  });

  app.post('/api/adyen/payments/details', async (request, reply) => {
    const b = check(AdyenDetailsSchema, request.body);
    if (!b.ok) return send(reply, b.reply);
    const intent = intentFor(request, b.value.payment_intent_id, b.value.client_secret);
    if (!intent) return send(reply, NOT_FOUND);
    return charge(request, reply, { intentId: intent.id, operation: 'adyen.details', body: b.value }, (key) => {
      const r = completeChallenge(db, intent.id, 'adyen', b.value.details.threeDSResult, key);
      if (r?.kind === 'settled') return { statusCode: 200, body: { resultCode: 'Authorised', pspReference: newId('psp') }, settled: true };
      if (r?.kind === 'declined') return { statusCode: 200, body: { resultCode: 'Refused', refusalReason: r.decline.error, refusalReasonCode: r.decline.code } };
      return standardReply(intent, r);
    });
  });

  // ---- dev: capture / release a manual-capture hold ---------------------------------------------
  if (opts.devRoutes) {
    // Every charge attempt of an intent (tests count them: a double click must charge once).
    app.get<{ Querystring: { payment_intent_id?: string } }>('/api/dev/charges', async (request, reply) => {
      const intentId = typeof request.query.payment_intent_id === 'string' ? request.query.payment_intent_id.trim() : '';
      if (!intentId) return send(reply, { statusCode: 400, body: { error: 'payment_intent_id is required', code: 'validation', field: 'payment_intent_id' } });
      return reply.code(200).type('application/json; charset=utf-8').send(chargesOf(db, intentId));
    });

    // A fresh open intent on a reservation, with a chosen provider (tests of the Stripe/Adyen adapters).
    const DevIntentSchema = v.object({
      confirmation_code: short(64),
      tenant_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
      provider: v.optional(v.picklist(PROVIDERS), 'sandbox'),
      type: v.optional(v.picklist(['accommodation', 'deposit', 'store']), 'accommodation'),
      amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(50), v.maxValue(10_000_000)), 12_345),
      capture_method: v.optional(v.picklist(['automatic', 'manual']), 'automatic'),
    });
    app.post('/api/dev/intents', async (request, reply) => {
      const b = check(DevIntentSchema, request.body);
      if (!b.ok) return send(reply, b.reply);
      const r = host.reservationByCode(b.value.tenant_id, b.value.confirmation_code);
      if (!r) return send(reply, { statusCode: 404, body: { error: 'Reservation not found', code: 'not_found' } });
      const createdId = host.openIntent({
        tenantId: b.value.tenant_id,
        reservationId: r.id,
        amount: b.value.amount,
        currency: r.currency,
        type: b.value.type,
        captureMethod: b.value.capture_method,
        provider: b.value.provider,
      });
      const intent = getIntent(db, createdId)!;
      return send(reply, { statusCode: 201, body: { ...host.serialize(intent), payment_provider: b.value.provider } });
    });

    app.post<{ Params: { id: string; action: string } }>('/api/dev/intents/:id/:action', async (request, reply) => {
      const action = request.params.action;
      if (action !== 'capture' && action !== 'release') return send(reply, { statusCode: 404, body: { error: 'Unknown action', code: 'not_found' } });
      const r = db.transaction(() => captureOrRelease(db, request.params.id, action))();
      if (!r) return send(reply, NOT_FOUND);
      if (!r.ok) return send(reply, { statusCode: 409, body: { error: `Only a requires_capture intent can be ${action}d (status: ${r.status})`, code: 'invalid_state', status: r.status } });
      await opts.settled(request.params.id);
      return send(reply, { statusCode: 200, body: { status: r.intent.status, payment_intent_id: r.intent.id } });
    });
  }
}
