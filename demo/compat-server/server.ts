/**
 * A second stand-in backend for the compatibility suite, written from spec sections 3 and 7 only
 * (not from our contract): node:http, in-memory fixtures, a cookie session, credentialed CORS for
 * the allowed origins. It serves just the calls of the journey login → trips → info → checkout and
 * the sandbox card provider's confirm call (what src/payments/sandbox sends). Everything else is a
 * 404 with a JSON error, and is recorded so a test can see what the SDK asked for.
 *
 * Two modes: `plain` (the default) answers in other shapes than our reference server (strings for
 * objects, nulls for lists, unknown fields); `spec-minimal` (./spec-minimal.ts) answers every journey
 * — login, trips, info, pre-check-in, store and history, checkout, survey, ticket, lookup — with only
 * the fields the spec names.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { checkoutInfo, CLIENT_SECRET, configuration, GUEST, INTENT, preCheckIn, READY, reservations, tripInfo, user } from './fixtures';
import type { Handler, Route } from './route';
import { specMinimalRoutes } from './spec-minimal-routes';

export interface CompatServer {
  url: string;
  /** `METHOD path` of every request, in order. */
  requests: string[];
  /** Requests no route answered. */
  unknown: string[];
  close(): Promise<void>;
}

const COOKIE = 'och_session';
/** Test card numbers of the sandbox provider: 4000 0000 0000 0002 is declined, any other valid number passes. */
const DECLINED = '4000000000000002';


function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      try {
        const parsed: unknown = raw ? JSON.parse(raw) : {};
        resolve(typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {});
      } catch {
        resolve({});
      }
    });
  });
}

const cookieOf = (req: IncomingMessage) => new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`).exec(req.headers.cookie ?? '')?.[1] ?? null;


export async function startCompatServer(opts: { allowedOrigins: string[]; port?: number; mode?: 'plain' | 'spec-minimal' }): Promise<CompatServer> {
  const sessions = new Set<string>();
  const requests: string[] = [];
  const unknown: string[] = [];
  const routes = opts.mode === 'spec-minimal' ? specMinimalRoutes() : plainRoutes();

  const server: Server = createServer((req, res: ServerResponse) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://compat.invalid');
      const method = req.method ?? 'GET';
      const origin = req.headers.origin;
      const headers: Record<string, string> = { Vary: 'Origin' };
      if (origin && opts.allowedOrigins.includes(origin)) {
        headers['Access-Control-Allow-Origin'] = origin;
        headers['Access-Control-Allow-Credentials'] = 'true';
      }
      if (method === 'OPTIONS') {
        res.writeHead(204, {
          ...headers,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': 'Content-Type, Accept, Authorization, X-Tenant-Id, Idempotency-Key',
          'Access-Control-Max-Age': '600',
        });
        res.end();
        return;
      }
      requests.push(`${method} ${url.pathname}`);
      const body = await readBody(req);
      const sid = cookieOf(req);
      const signedIn = !!sid && sessions.has(sid);
      const session = (on: boolean) => {
        if (on) {
          const id = randomBytes(18).toString('base64url');
          sessions.add(id);
          return `${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`;
        }
        if (sid) sessions.delete(sid);
        return `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
      };
      const route = routes.find(([m, p]) => m === method && p.test(url.pathname));
      let out: ReturnType<Handler>;
      if (!route) {
        unknown.push(`${method} ${url.pathname}`);
        out = { status: 404, body: { error: 'Not found' } };
      } else if (!route[3] && !signedIn) {
        out = { status: 401, body: { error: 'Please sign in.' } };
      } else {
        out = route[2]({ req, body, signedIn, session });
      }
      if (out.cookie) headers['Set-Cookie'] = out.cookie;
      if (out.body === undefined) {
        res.writeHead(out.status ?? 204, headers);
        res.end();
        return;
      }
      res.writeHead(out.status ?? 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(out.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    unknown,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first mode: spec calls answered in other shapes than the reference server's. */
function plainRoutes(): Route[] {
  const state = { balancePaid: false };
  return [
    [
      'POST',
      /^\/api\/login-portal$/,
      ({ body, session }) => {
        if (body.email !== GUEST.email || body.password !== GUEST.password) return { status: 401, body: { data: { error: 'Those details do not match our records.' } } };
        // The spec's table: the response is the user itself.
        return { body: user, cookie: session(true) ?? undefined };
      },
      true,
    ],
    ['POST', /^\/api\/logout$/, ({ session }) => ({ status: 204, cookie: session(false) ?? undefined }), true],
    ['GET', /^\/api\/config$/, () => ({ body: configuration }), true],
    ['GET', /^\/api\/feature-flags$/, () => ({ body: { new_checkout: true } }), true],
    ['GET', /^\/api\/tourist\/user$/, () => ({ body: user })],
    [
      'GET',
      /^\/api\/tourist\/user\/validate$/,
      ({ req }) => {
        const resId = new URL(req.url ?? '/', 'http://compat.invalid').searchParams.get('res_id');
        if (!reservations(state).some((r) => r.confirmation_code === resId)) return { status: 404, body: { error: 'No such reservation.' } };
        return { body: { redirect_url: `/tourist/trips/${resId}/info` } };
      },
    ],
    ['GET', /^\/api\/tourist\/reservations\/?$/, () => ({ body: reservations(state) })],
    ['GET', new RegExp(`^/api/tourist-data/${READY}$`), () => ({ body: tripInfo })],
    ['GET', new RegExp(`^/api/tourist/reservations/${READY}/check-in$`), () => ({ body: preCheckIn })],
    ['GET', /^\/api\/tourist\/reservations\/[^/]+\/store-items$/, () => ({ body: null })],
    ['GET', /^\/api\/tourist\/store-items$/, () => ({ body: null })],
    ['POST', /^\/api\/tourist\/reservations\/[^/]+\/log$/, () => ({ status: 204 })],
    ['GET', new RegExp(`^/api/checkout-info/${INTENT}$`), () => ({ body: checkoutInfo(state) })],
    [
      'POST',
      /^\/api\/sandbox\/confirm$/,
      ({ body }) => {
        if (body.client_secret !== CLIENT_SECRET) return { status: 404, body: { error: 'Unknown payment.', code: 'not_found' } };
        const card = (body.card ?? {}) as { number?: string };
        if (card.number === DECLINED) return { status: 402, body: { error: 'Your card was declined.', code: 'card_declined' } };
        state.balancePaid = true;
        return { body: { status: 'succeeded', payment_intent_id: INTENT } };
      },
    ],
  ];
}

export { GUEST, INTENT, OWING, READY } from './fixtures';
export { MIN } from './spec-minimal';
