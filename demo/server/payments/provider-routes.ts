// The card providers' own flows: tokenizer (D), vault, cashier (C), Stripe-like purchase (A), Adyen-like (B).
import type { FastifyInstance } from 'fastify';
import { behaviourOf, checkCard } from './cards';
import { chargeCard, completeChallenge, newId } from './engine';
import { secretsMatch } from '../secrets.js';
import { fingerprintPage, isExactOrigin } from './pages';
import { check, TokenCaptureSchema, StripePurchaseSchema, CashierPurchaseSchema, IntentOnlySchema, AdyenPaymentsSchema, AdyenDetailsSchema } from './validation';
import { NOT_FOUND, send, sendPage, decodeAdyen, decodeCvv } from './replies';
import type { RouteOptions } from './route-options';
import type { RouteKit } from './route-kit';

export function registerProviderRoutes(app: FastifyInstance, opts: RouteOptions, kit: RouteKit): void {
  const { db, host } = opts;
  const { fingerprintFor, intentFor, allowedFor, charge, standardReply, challengePath, tokenCard } = kit;
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
}
