// The reference API server: fastify 5 + SQLite. `buildServer()` returns a ready (migrated, seeded) instance;
// `main.ts` is the CLI that listens. Request validation comes from the API contract (contract.ts).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { DB_FILE_NAME, one, parseJson, type DB } from './db.js';
import { sessionPlugin, tenantIdOf } from './auth/sessions.js';
import { hashingGate } from './auth/passwords.js';
import type { ServerOptions } from './server-options.js';
import { createAjv } from './contract.js';
import { HttpError } from './errors.js';
import { openDataDir } from './startup/data-dir.js';
import { trustProxySetting } from './startup/trust-proxy.js';
import { seed } from './seed.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerConfigRoutes } from './routes/config.js';
import { registerDevRoutes } from './routes/dev.js';
import { registerFakeRegistration } from './fake-registration.js';
import { registerFeedbackRoutes } from './feedback/routes.js';
import { registerMediaUpload } from './media/upload-route.js';
import { registerMediaServing } from './media/serve-route.js';
import { registerPreCheckInRoutes } from './pre-check-in/routes.js';
import { registerReservationRoutes } from './reservations/routes.js';
import { registerStoreRoutes } from './store/routes.js';
import { registerPendingPurchaseRoutes } from './store/pending-purchase-routes.js';
import { MAX_UPLOAD_BYTES } from './media/types.js';
import { ownOrigins } from './origin.js';
import { Limiter } from './limits/limiter.js';
import { limitAnonymousRoutes } from './limits/route-budgets.js';
import { limitsFrom } from './limits/settings.js';
import { deviceKey } from './auth/device-cookie.js';
import { guardDevRoutes } from './dev/guard.js';
import { registerStatic, sendPortalPage, wantsHtml } from './static.js';
import { registerPortalApp } from './portal-app.js';
import type { AppContext } from './context.js';
import paymentsPlugin from './payments/index.js';
import { pendingPaymentTtlFrom } from './store/pending-purchases.js';
import { corsCacheHeaders } from './cors-cache.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT_DIR = path.resolve(HERE, '../..');

export type { ServerOptions } from './server-options.js';

export const ALLOWED_HEADERS = 'Authorization, Content-Type, X-Tenant-Id, Idempotency-Key';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

function envList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

function tenantOrigins(db: DB, tenantId: number): string[] {
  const row = one<{ allowed_origins: string }>(db, 'SELECT allowed_origins FROM tenants WHERE id = ?', tenantId);
  return row ? parseJson<string[]>(row.allowed_origins, []) : [];
}

function allTenantOrigins(db: DB): string[] {
  const rows = db.prepare('SELECT allowed_origins FROM tenants').all() as { allowed_origins: string }[];
  return rows.flatMap((r) => parseJson<string[]>(r.allowed_origins, []));
}


/** Credentialed CORS, per tenant: the exact origin is echoed only when the tenant lists it. Never `*`. */
function corsHook(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || ownOrigins(request.server).includes(origin)) return;
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    let allowed: boolean;
    if (preflight) {
      allowed = ctx.allowedOrigins.includes(origin) || allTenantOrigins(ctx.db).includes(origin);
    } else {
      let tenantId = 1;
      try {
        tenantId = tenantIdOf(request);
      } catch {
        tenantId = 1;
      }
      allowed = ctx.allowedOrigins.includes(origin) || tenantOrigins(ctx.db, tenantId).includes(origin);
    }
    reply.header('Vary', 'Origin');
    if (allowed) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Credentials', 'true');
      // A rate-limited page reads when it may try again.
      reply.header('Access-Control-Expose-Headers', 'Retry-After');
    }
    if (preflight) {
      if (allowed) {
        reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
        reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        reply.header('Access-Control-Max-Age', '600');
      }
      return reply.code(allowed ? 204 : 403).send();
    }
    // Cross-site state changes from origins the tenant does not list are refused (CSRF).
    if (!allowed && !['GET', 'HEAD'].includes(request.method)) {
      throw new HttpError(403, 'forbidden', 'Origin not allowed');
    }
  };
}

function errorBody(error: unknown): { status: number; body: Record<string, unknown> } {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { error: error.message, code: error.code, ...(error.field ? { field: error.field } : {}), ...error.extra },
    };
  }
  const e = error as {
    statusCode?: number;
    code?: string;
    message?: string;
    validation?: { instancePath?: string; keyword?: string; message?: string; params?: Record<string, unknown> }[];
    validationContext?: string;
  };
  if (e.validation && e.validation.length) {
    const first = e.validation[0]!;
    let field = (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const missing = first.params?.missingProperty ?? first.params?.additionalProperty;
    if (typeof missing === 'string') field = field ? `${field}.${missing}` : missing;
    const where = e.validationContext ?? 'body';
    if (!field) field = where;
    return {
      status: 400,
      body: { error: `Invalid ${where}: ${field} ${first.message ?? 'is invalid'}`, code: 'validation', field },
    };
  }
  const status = typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 600 ? e.statusCode : 500;
  if (status >= 500) return { status: 500, body: { error: 'Internal server error', code: 'internal' } };
  const code =
    status === 413
      ? 'payload_too_large'
      : status === 415
        ? 'unsupported_media_type'
        : status === 404
          ? 'not_found'
          : status === 401
            ? 'unauthorized'
            : status === 403
              ? 'forbidden'
              : status === 429
                ? 'too_many_requests'
                : e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || /JSON/.test(e.message ?? '')
                  ? 'invalid_json'
                  : 'validation';
  const message =
    code === 'invalid_json' ? 'The request body is not valid JSON' : code === 'payload_too_large' ? 'Request too large' : (e.message ?? 'Bad request');
  return { status, body: { error: message, code } };
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const trustProxy = trustProxySetting(options.trustProxy, process.env.GP_TRUST_PROXY);
  const dataDir = path.resolve(options.dataDir);
  if (options.reset) {
    rmSync(path.join(dataDir, DB_FILE_NAME), { force: true });
    rmSync(path.join(dataDir, `${DB_FILE_NAME}-wal`), { force: true });
    rmSync(path.join(dataDir, `${DB_FILE_NAME}-shm`), { force: true });
    rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
  }
  const db = openDataDir(dataDir);
  const port = options.port ?? Number(process.env.GP_PORT ?? 8787);
  const sitePort = Number(process.env.GP_SITE_PORT ?? 8788);
  const passwordHashing = options.passwordHashing ?? (process.env.GP_PASSWORD_HASHING === 'fast' ? 'fast' : 'standard');
  const tenantCount = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM tenants')!.n;
  if (tenantCount === 0) {
    const origins = options.siteOrigins ?? [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`];
    seed(db, {
      passwordHashing,
      allowedOrigins: [...origins, `http://localhost:${port}`, `http://127.0.0.1:${port}`],
    });
  }

  const ctx: AppContext = {
    db,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    passwordHashing,
    passwordGate: hashingGate(passwordHashing, options.hashingGate),
    allowedOrigins: [...new Set([...(options.allowedOrigins ?? []), ...envList(process.env.GP_ALLOWED_ORIGINS)])],
    devRoutes: options.devRoutes ?? process.env.GP_DEV_ROUTES === '1',
    secureCookies: options.secureCookies ?? 'auto',
    distDir: options.distDir ?? path.join(ROOT_DIR, 'dist'),
    port,
    publicUrl: (options.publicUrl ?? process.env.GP_PUBLIC_URL ?? '').trim().replace(/\/+$/, '') || null,
    limiter: new Limiter(db, limitsFrom(options.limits)),
    deviceKey: deviceKey(db),
    now: options.clock ?? (() => new Date()),
    pendingPaymentTtlMs: pendingPaymentTtlFrom(options.pendingPaymentTtlMs),
  };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Closing ends every connection, a client's kept-alive ones too: a shutdown must not wait on them.
    forceCloseConnections: true,
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router's own refusals (a parameter over maxParamLength, a malformed URL) in the error shape,
    // without echoing the URL back.
    frameworkErrors: (error, _request, raw) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (raw as unknown as FastifyReply)
        .code(tooLong ? 414 : 400)
        .type('application/json; charset=utf-8')
        .send(tooLong ? { error: 'A path parameter is too long', code: 'uri_too_long' } : { error: 'The URL is malformed', code: 'bad_url' });
    },
  });
  app.decorate('db', db);
  app.decorate('gp', ctx);

  const bodyAjv = createAjv({ coerceTypes: false });
  const paramAjv = createAjv({ coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : paramAjv).compile(schema as Record<string, unknown>),
  );

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = errorBody(error);
    if (status >= 500 && status !== 503) request.log.error(error);
    if ((status === 429 || status === 503) && typeof body.retry_after === 'number') reply.header('Retry-After', String(body.retry_after));
    reply.code(status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    // A browser gets the portal's not-found page; API clients keep the JSON error.
    if (wantsHtml(request)) return sendPortalPage(ctx, request, reply, 404);
    reply.code(404).send({ error: `No route ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' });
  });

  app.addHook('onSend', corsCacheHeaders);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // Only on https (as the client or the trusted proxy saw it): browsers ignore HSTS over http anyway.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
  guardDevRoutes(app);
  limitAnonymousRoutes(app, ctx);
  options.extend?.(app);

  await app.register(cookie);
  await app.register(sessionPlugin, { db });
  app.addHook('onRequest', corsHook(ctx));
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    throwFileSizeLimit: true,
  });

  // Every route of the server, in one place (each domain folder exports its register function).
  registerAuthRoutes(app, ctx);
  registerConfigRoutes(app, ctx);
  registerReservationRoutes(app, ctx);
  registerPreCheckInRoutes(app, ctx);
  registerStoreRoutes(app, ctx);
  registerPendingPurchaseRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerMediaUpload(app, ctx);
  registerMediaServing(app, ctx);
  registerFakeRegistration(app, ctx);
  if (ctx.devRoutes) registerDevRoutes(app, ctx);
  await registerStatic(app, ctx);
  registerPortalApp(app, ctx);

  await app.register(paymentsPlugin, { db, devRoutes: ctx.devRoutes });

  app.addHook('onClose', async () => {
    if (db.open) db.close();
  });
  await app.ready();
  return app;
}

