import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Db } from './db';
import { createHost, type HostOptions } from './host';
import { migratePayments } from './migrate';
import { isExactOrigin } from './pages';
import { paymentRoutes } from './routes';

/**
 * Payments sandbox plugin of the reference server (`app.register(payments, { db })`).
 *
 * - applies its own migrations (`payments_migrations` version table; `payment_intents` belongs to the server);
 * - routes: checkout-info, sandbox confirm/tokenize/3-D Secure, tokenizer, vault, cashier, stripe, adyen,
 *   dev capture/release (see src/api/openapi-payments.yaml);
 * - adds `Content-Security-Policy: frame-ancestors <tenant allowed origins>` to `/payment-iframe`
 *   responses served by the server's static routes (tenant from query `tenant`, default 1);
 * - after an intent settles (or a hold is captured/released) calls `onIntentSettled(db, intentId)`
 *   of `demo/server/reservations.ts` (outside the charge transaction; its failure is logged, the
 *   charge stands).
 *
 * Registered with `skip-override` (what fastify-plugin does) so the onSend hook reaches the server's
 * own routes; the payment routes themselves live in an encapsulated child context.
 */
export interface PaymentsPluginOptions extends HostOptions {
  db: Db;
  /** Dev routes (`/api/dev/intents`, `/api/dev/charges`, capture/release); off unless set (the server passes its own setting). */
  devRoutes?: boolean;
  /** Overrides the settlement callback (default: the Host's `intentSettled`, i.e. the server's `onIntentSettled`). */
  onIntentSettled?: (db: Db, intentId: string) => unknown;
}

function mergeFrameAncestors(existing: string | undefined, ancestors: string): string {
  const directive = `frame-ancestors ${ancestors}`;
  if (!existing) return directive;
  const parts = existing
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p && !/^frame-ancestors\b/i.test(p));
  return [...parts, directive].join('; ');
}

const paymentsPlugin: FastifyPluginAsync<PaymentsPluginOptions> = async (app: FastifyInstance, opts: PaymentsPluginOptions) => {
  const { db } = opts;
  migratePayments(db);
  const host = createHost(db, opts);

  const settled = async (intentId: string): Promise<void> => {
    try {
      await (opts.onIntentSettled ? opts.onIntentSettled(db, intentId) : host.intentSettled(intentId));
    } catch (e) {
      app.log.error({ err: e, intentId }, 'onIntentSettled failed');
    }
  };

  // frame-ancestors for the hosted card form page (served by the server's static routes).
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (path !== '/payment-iframe' && path !== '/payment-iframe/' && path !== '/payment-iframe.html') return payload;
    const q = request.query as Record<string, unknown> | undefined;
    const tenant = Number.parseInt(typeof q?.tenant === 'string' ? q.tenant : '1', 10);
    const origins = host.allowedOrigins(Number.isInteger(tenant) && tenant > 0 ? tenant : 1).filter(isExactOrigin);
    const ancestors = ["'self'", ...origins].join(' ');
    const current = reply.getHeader('content-security-policy');
    reply.header('Content-Security-Policy', mergeFrameAncestors(typeof current === 'string' ? current : undefined, ancestors));
    return payload;
  });

  await app.register(async (child) => {
    paymentRoutes(child, { db, host, devRoutes: opts.devRoutes === true, settled });
  });
};

(paymentsPlugin as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;
(paymentsPlugin as unknown as Record<symbol, unknown>)[Symbol.for('fastify.display-name')] = 'guest-portal-payments';

export default paymentsPlugin;
