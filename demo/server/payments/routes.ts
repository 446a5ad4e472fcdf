import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { behaviourOf, checkCard } from './cards';
import { chargesOf, getIntent, intentIdBySecret, saveToken } from './db';
import { answerChallenge, captureOrRelease, chargeCard, completeChallenge, getChallenge, newId, type Reply } from './engine';
import type { RouteOptions } from './route-options';
import { challengePage, errorPage, isExactOrigin } from './pages';
import { PROVIDERS, type Provider, check, short, ConfirmSchema, TokenizeSchema, AnswerSchema } from './validation';
import { NOT_FOUND, send, sendPage, amountText } from './replies';
import { routeKit } from './route-kit';
import { registerProviderRoutes } from './provider-routes';

export function paymentRoutes(app: FastifyInstance, opts: RouteOptions): void {
  const { db, host } = opts;
  const kit = routeKit(opts);
  const { intentFor, allowedFor, charge, standardReply, challengePath } = kit;

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

  registerProviderRoutes(app, opts, kit);

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
