// Signing in and out: password login, the confirmation-code lookup that opens a session, logout, the
// current user and their locale.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { clearSessionCookie, createSession, destroySession, setSessionCookie, tenantIdOf } from './sessions.js';
import { one, run } from '../db.js';
import { HttpError, lookupMismatch, notFound, unauthorized } from '../errors.js';
import { findByCodeAndLastName } from '../reservations/access.js';
import { requireTenant } from '../reservations/rows.js';
import { op, sessionOf } from '../routes/op.js';
import { codeGuard, loginGuard } from '../limits/guessing.js';
import { setDeviceCookie } from './device-cookie.js';
import { dummyHash, verifyPassword } from './passwords.js';
import { hasPassword, lookupUserOf, userByEmail, userById } from './rows.js';
import { isEmail } from './rules.js';
import { serializeUser } from './serializers.js';

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  op(app, 'POST', '/api/login-portal', {}, async (request, reply) => {
    const body = request.body as { email: string; password: string; remember?: boolean; token?: boolean };
    const tenantId = tenantIdOf(request);
    requireTenant(db, tenantId);
    const email = body.email.trim().toLowerCase();
    const found = isEmail(email) ? userByEmail(db, tenantId, email) : undefined;
    const user = found && hasPassword(found) ? found : undefined;
    // A device that signed in to this account before guesses from its own budget; unknown clients are
    // limited per account, per address and per tenant (limits/guessing.ts).
    const guard = loginGuard(ctx, request, tenantId, email, user?.id);
    // An unknown address is checked against a dummy hash: it takes as long as a known one.
    const { ok, rehash } = await verifyPassword(body.password, user?.password_hash ?? dummyHash(ctx.passwordHashing), ctx.passwordHashing, ctx.passwordGate);
    if (!user || !ok) {
      guard.fail();
      throw new HttpError(401, 'invalid_credentials', 'The e-mail or password is incorrect');
    }
    guard.succeed();
    if (rehash) run(db, 'UPDATE users SET password_hash = ? WHERE id = ?', rehash, user.id);
    const { token, maxAgeSeconds } = createSession(db, user.id, user.tenant_id, { remember: body.remember === true });
    setSessionCookie(request, reply, token, maxAgeSeconds, ctx.secureCookies);
    setDeviceCookie(request, reply, ctx.deviceKey, user.id, ctx.secureCookies);
    return { user: serializeUser(db, user), ...(body.token ? { token } : {}) };
  });

  op(app, 'POST', '/api/logout', {}, async (request, reply) => {
    destroySession(db, request.session);
    clearSessionCookie(request, reply, ctx.secureCookies);
    return { ok: true };
  });

  // 401 without a session, as the spec says; `?session=optional` makes "signed out" an answer (200
  // `{ signed_in: false }`), so a signed-out page load has no failed request for the browser to log.
  op(app, 'GET', '/api/tourist/user', {}, async (request) => {
    const { session: probe } = request.query as { session?: 'optional' };
    const user = request.session ? userById(db, request.session.userId) : undefined;
    if (user) return serializeUser(db, user, request.session);
    if (probe === 'optional') return { signed_in: false };
    throw unauthorized();
  });

  op(app, 'PUT', '/api/users/{id}/locale', { auth: true }, async (request) => {
    const session = sessionOf(request);
    const { id } = request.params as { id: number };
    if (id !== session.userId) throw notFound('User not found');
    // A lookup session (code + last name) may not change the account it borrowed.
    if (session.reservationId !== null) throw new HttpError(403, 'forbidden', 'Sign in to change the account');
    const { locale } = request.body as { locale: string };
    run(db, 'UPDATE users SET locale = ? WHERE id = ?', locale, id);
    return serializeUser(db, userById(db, id)!);
  });

  // POST (JSON) only: a cross-site page cannot send it (CORS refuses foreign origins for non-GET, and a
  // form cannot post JSON), so no link can swap the guest's session.
  op(app, 'POST', '/api/tourist/user/validate', {}, async (request, reply) => {
    const q = request.body as { res_id: string; last_name?: string; token?: boolean };
    const tenantId = tenantIdOf(request);
    const code = q.res_id.trim();
    if (q.last_name === undefined) {
      const session = request.session;
      if (!session) throw unauthorized();
      const r = one<{ id: number; guest_id: number; confirmation_code: string }>(
        db,
        'SELECT id, guest_id, confirmation_code FROM reservations WHERE tenant_id = ? AND confirmation_code = ? COLLATE NOCASE',
        session.tenantId,
        code,
      );
      const staff = session.abilities.includes('super-admin') || session.abilities.includes('create-store-purchase');
      if (!r || (!staff && (r.guest_id !== session.guestId || (session.reservationId !== null && session.reservationId !== r.id)))) {
        throw lookupMismatch();
      }
      return { redirect_url: `/tourist/trips/${encodeURIComponent(r.confirmation_code)}` };
    }
    const guard = codeGuard(ctx, request, tenantId, code);
    const r = findByCodeAndLastName(db, tenantId, code, q.last_name);
    if (!r) {
      guard.fail();
      throw lookupMismatch();
    }
    guard.succeed();
    const userId = lookupUserOf(db, tenantId, r.guest_id);
    const { token, maxAgeSeconds } = createSession(db, userId, tenantId, { reservationId: r.id });
    setSessionCookie(request, reply, token, maxAgeSeconds, ctx.secureCookies);
    setDeviceCookie(request, reply, ctx.deviceKey, userId, ctx.secureCookies);
    return { redirect_url: `/tourist/trips/${encodeURIComponent(r.confirmation_code)}/info?origin=search`, ...(q.token ? { token } : {}) };
  });
}
