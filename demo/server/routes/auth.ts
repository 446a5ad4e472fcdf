// Accounts and sessions: login, logout, sign-up, forgot/reset password, current user, locale.
import bcrypt from 'bcryptjs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import {
  clearSessionCookie,
  createSession,
  destroySession,
  hashToken,
  randomToken,
  setSessionCookie,
  tenantIdOf,
  type Session,
} from '../auth.js';
import { nowIso, one, parseJson, run, type DB } from '../db.js';
import { HttpError, lookupMismatch, notFound, unauthorized } from '../errors.js';
import { sendMail } from '../mail.js';
import { publicOrigin } from '../origin.js';
import { findByCodeAndLastName } from '../reservations/access.js';
import { requireTenant } from '../reservations/rows.js';
import { tooManyAttempts } from './ratelimit.js';
import { op, sessionOf } from './op.js';

interface UserRow {
  id: number;
  tenant_id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: string;
  abilities: string;
  locale: string;
  phone: string | null;
  guest_id: number | null;
  email_verified: number;
}

const RESET_HOURS = 2;
const VERIFY_HOURS = 48;
/** Accounts opened by a code lookup have no password: this hash never matches. */
const NO_PASSWORD = '!';

// A valid hash to compare against when the e-mail is unknown, at the same cost as real ones: an unknown
// address must take as long as a known one, or the answer time tells which addresses have accounts.
const dummyHashes = new Map<number, string>();
function dummyHash(cost: number): string {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = bcrypt.hashSync(randomToken(12), cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/**
 * The signed-in user as the contract's User. A confirmation-code lookup session proves only the code and
 * last name of one reservation: it never sees the account's e-mail (an empty string).
 */
export function serializeUser(db: DB, u: UserRow, session?: Session | null) {
  const tenant = requireTenant(db, u.tenant_id);
  const guest = u.guest_id
    ? one<{ id: number; first_name: string; last_name: string; picture: string | null }>(db, 'SELECT * FROM guests WHERE id = ?', u.guest_id)
    : undefined;
  return {
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    locale: u.locale,
    tenant_id: u.tenant_id,
    tenant_name: tenant.company_name,
    role: u.role === 'staff' ? 'staff' : 'guest',
    email: session?.reservationId != null ? '' : u.email,
    phone: u.phone,
    abilities: parseJson<string[]>(u.abilities, []),
    guest: guest ? { id: guest.id, full_name: `${guest.first_name} ${guest.last_name}`.trim(), picture: guest.picture } : null,
    guest_id: u.guest_id,
  };
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what this check rejects
const SAFE_NAME = /^[^<>{}\u0000-\u001f]+$/;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;

function normaliseEmail(value: string, field = 'email'): string {
  const email = value.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new HttpError(400, 'validation', 'E-mail must be valid', field);
  return email;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, limiter } = ctx;
  const settings = limiter.settings;
  /** Budget per client for calls that cost the server (bcrypt) or send mail: sign-up, forgot-password. */
  const spend = (request: FastifyRequest, what: string) => {
    if (!limiter.take(`${what}:ip:${request.ip}`, 1, settings.perClient)) throw tooManyAttempts(settings.windowMs);
  };

  op(app, 'POST', '/api/login-portal', {}, async (request, reply) => {
    const body = request.body as { email: string; password: string; remember?: boolean; token?: boolean };
    const tenantId = tenantIdOf(request);
    requireTenant(db, tenantId);
    const email = body.email.trim().toLowerCase();
    // Per account and per client separately: guessing one account from many clients locks that account
    // for a while; one client guessing many accounts locks that client; nobody else is affected.
    const guard = limiter.guard('login', `${tenantId}:${email}`, request.ip);
    const user = EMAIL.test(email) ? one<UserRow>(db, 'SELECT * FROM users WHERE tenant_id = ? AND email = ?', tenantId, email) : undefined;
    const hash = user && user.password_hash !== NO_PASSWORD ? user.password_hash : dummyHash(ctx.bcryptCost);
    const ok = await bcrypt.compare(body.password, hash);
    if (!user || !ok || user.password_hash === NO_PASSWORD) {
      guard.fail();
      throw new HttpError(401, 'invalid_credentials', 'The e-mail or password is incorrect');
    }
    guard.succeed();
    const { token, maxAgeSeconds } = createSession(db, user.id, user.tenant_id, { remember: body.remember === true });
    setSessionCookie(request, reply, token, maxAgeSeconds, ctx.secureCookies);
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
    const user = request.session ? one<UserRow>(db, 'SELECT * FROM users WHERE id = ?', request.session.userId) : undefined;
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
    return serializeUser(db, one<UserRow>(db, 'SELECT * FROM users WHERE id = ?', id)!);
  });

  // Sign-up answers the same whether or not the address has an account (202, nothing else), and signs
  // nobody in: the address proves itself through the mailed link first. The owner of an existing account
  // is told by e-mail instead.
  op(app, 'POST', '/api/tourist/signup', {}, async (request, reply) => {
    const body = request.body as { email: string; password: string; firstName: string; lastName: string; gId?: string | null; externalCheckout?: boolean | null };
    const tenantId = tenantIdOf(request);
    const tenant = requireTenant(db, tenantId);
    const email = normaliseEmail(body.email);
    const firstName = body.firstName.trim();
    const lastName = body.lastName.trim();
    if (!firstName || !SAFE_NAME.test(firstName)) throw new HttpError(400, 'validation', 'First name is invalid', 'firstName');
    if (!lastName || !SAFE_NAME.test(lastName)) throw new HttpError(400, 'validation', 'Last name is invalid', 'lastName');
    spend(request, 'signup');
    // Hashed in both cases, so both take as long.
    const passwordHash = await bcrypt.hash(body.password, ctx.bcryptCost);
    const existing = one<UserRow>(db, 'SELECT * FROM users WHERE tenant_id = ? AND email = ?', tenantId, email);
    const origin = publicOrigin(app);
    if (existing) {
      sendMail(db, limiter, {
        tenantId,
        to: email,
        subject: `${tenant.company_name}: someone tried to sign up with your e-mail`,
        body: `Hello ${existing.first_name},\n\nSomebody tried to create an account with this e-mail address, which already has one.\nIf it was you, sign in at ${origin}/tourist/login or choose a new password there (Forgot Password).\nIf not, ignore this e-mail: nothing was changed.`,
      });
      return reply.code(202).send({ verification_required: true });
    }
    const token = randomToken(24);
    db.transaction(() => {
      const userId = Number(
        run(
          db,
          `INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role, abilities, locale, guest_id, email_verified, created_at)
           VALUES (?, ?, ?, ?, ?, 'guest', '[]', ?, NULL, 0, ?)`,
          tenantId,
          email,
          passwordHash,
          firstName,
          lastName,
          tenant.default_locale,
          nowIso(),
        ).lastInsertRowid,
      );
      run(
        db,
        'INSERT INTO email_verifications (token_hash, user_id, group_id, external_checkout, expires_at) VALUES (?, ?, ?, ?, ?)',
        hashToken(token),
        userId,
        body.gId ?? null,
        body.externalCheckout ? 1 : 0,
        new Date(Date.now() + VERIFY_HOURS * 3600_000).toISOString(),
      );
    })();
    sendMail(db, limiter, {
      tenantId,
      to: email,
      subject: `${tenant.company_name}: confirm your e-mail`,
      body: `Hello ${firstName},\n\nOpen this link within ${VERIFY_HOURS} hours to confirm your e-mail and see your reservations:\n${origin}/api/verify-email?token=${token}\n\nIf you did not sign up, ignore this e-mail.`,
    });
    return reply.code(202).send({ verification_required: true });
  });

  // The mailed link: verifies the address, attaches the reservations of guests with this e-mail, and sends
  // the browser to the login page (it signs nobody in: a link must not be able to swap a session).
  op(app, 'GET', '/api/verify-email', {}, async (request, reply) => {
    const { token } = request.query as { token: string };
    limiter.check(`verify:ip:${request.ip}`);
    const row = one<{ user_id: number; group_id: string | null; external_checkout: number; expires_at: string; used_at: string | null }>(
      db,
      'SELECT user_id, group_id, external_checkout, expires_at, used_at FROM email_verifications WHERE token_hash = ?',
      hashToken(token),
    );
    const login = new URL('/tourist/login', publicOrigin(app));
    if (!row || row.used_at || row.expires_at <= nowIso()) {
      limiter.fail(`verify:ip:${request.ip}`, settings.perClient);
      login.searchParams.set('verification', 'invalid');
      return reply.redirect(login.href, 302);
    }
    const user = one<UserRow>(db, 'SELECT * FROM users WHERE id = ?', row.user_id)!;
    const guestId = db.transaction(() => {
      run(db, 'UPDATE email_verifications SET used_at = ? WHERE token_hash = ?', nowIso(), hashToken(token));
      const id = user.guest_id ?? claimGuest(db, user);
      run(db, 'UPDATE users SET email_verified = 1, guest_id = ? WHERE id = ?', id, user.id);
      return id;
    })();
    login.searchParams.set('verification', 'done');
    if (row.group_id) {
      const first = one<{ confirmation_code: string }>(
        db,
        'SELECT confirmation_code FROM reservations WHERE tenant_id = ? AND group_id = ? AND guest_id = ? ORDER BY check_in LIMIT 1',
        user.tenant_id,
        row.group_id,
        guestId,
      );
      if (first) {
        login.searchParams.set('redirectUrl', `/tourist/trips/${encodeURIComponent(first.confirmation_code)}${row.external_checkout ? '?externalCheckout=true' : ''}`);
      }
    }
    return reply.redirect(login.href, 302);
  });

  // Same answer whether or not the account exists; at most `mailsPerAddress` mails per address and window.
  op(app, 'POST', '/api/forgot-password', {}, async (request) => {
    const tenantId = tenantIdOf(request);
    const tenant = requireTenant(db, tenantId);
    const email = normaliseEmail((request.body as { email: string }).email);
    spend(request, 'forgot');
    const user = one<UserRow>(db, 'SELECT * FROM users WHERE tenant_id = ? AND email = ?', tenantId, email);
    if (user && user.password_hash !== NO_PASSWORD) {
      const token = randomToken(24);
      // The link comes from the configured public origin, never from the request's Host.
      const link = `${publicOrigin(app)}/tourist/reset-password?token=${token}`;
      const sent = sendMail(db, limiter, {
        tenantId,
        to: email,
        subject: `${tenant.company_name}: reset your password`,
        body: `Hello ${user.first_name},\n\nUse this link within ${RESET_HOURS} hours to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
      });
      if (sent) {
        run(
          db,
          'INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
          hashToken(token),
          user.id,
          new Date(Date.now() + RESET_HOURS * 3600_000).toISOString(),
        );
      }
    }
    return { ok: true };
  });

  op(app, 'POST', '/api/reset-password', {}, async (request) => {
    const { token, password } = request.body as { token: string; password: string };
    const key = `reset:ip:${request.ip}`;
    limiter.check(key);
    const row = one<{ user_id: number; expires_at: string; used_at: string | null }>(
      db,
      'SELECT user_id, expires_at, used_at FROM password_resets WHERE token_hash = ?',
      hashToken(token),
    );
    if (!row || row.used_at || row.expires_at <= nowIso()) {
      limiter.fail(key, settings.perClient);
      throw new HttpError(400, 'invalid_token', 'This reset link is invalid or has expired', 'token');
    }
    const passwordHash = await bcrypt.hash(password, ctx.bcryptCost);
    db.transaction(() => {
      // The link reached the mailbox: that verifies the address too.
      run(db, 'UPDATE users SET password_hash = ?, email_verified = 1 WHERE id = ?', passwordHash, row.user_id);
      run(db, 'UPDATE password_resets SET used_at = ? WHERE token_hash = ?', nowIso(), hashToken(token));
      run(db, 'DELETE FROM sessions WHERE user_id = ?', row.user_id);
    })();
    return { ok: true };
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
    const guard = limiter.guard('lookup', `${tenantId}:${code}`, request.ip);
    const r = findByCodeAndLastName(db, tenantId, code, q.last_name);
    if (!r) {
      guard.fail();
      throw lookupMismatch();
    }
    guard.succeed();
    const owner = one<{ id: number }>(db, 'SELECT id FROM users WHERE guest_id = ? AND tenant_id = ? ORDER BY id LIMIT 1', r.guest_id, tenantId);
    const userId = owner?.id ?? createLookupUser(db, tenantId, r.guest_id);
    const { token, maxAgeSeconds } = createSession(db, userId, tenantId, { reservationId: r.id });
    setSessionCookie(request, reply, token, maxAgeSeconds, ctx.secureCookies);
    return { redirect_url: `/tourist/trips/${encodeURIComponent(r.confirmation_code)}/info?origin=search`, ...(q.token ? { token } : {}) };
  });
}

/**
 * The guest record a newly verified account stands for: the tenant's guest with this e-mail that no
 * other account with a password owns (their reservations become visible), else a new empty one.
 */
function claimGuest(db: DB, user: UserRow): number {
  const guest = one<{ id: number }>(
    db,
    `SELECT g.id FROM guests g WHERE g.tenant_id = ? AND lower(g.primary_email) = ?
       AND NOT EXISTS (SELECT 1 FROM users u WHERE u.guest_id = g.id AND u.id <> ? AND u.password_hash <> ?) ORDER BY g.id LIMIT 1`,
    user.tenant_id,
    user.email.toLowerCase(),
    user.id,
    NO_PASSWORD,
  );
  if (guest) return guest.id;
  return Number(
    run(
      db,
      'INSERT INTO guests (tenant_id, first_name, last_name, primary_email, phones, emails) VALUES (?, ?, ?, ?, ?, ?)',
      user.tenant_id,
      user.first_name,
      user.last_name,
      user.email,
      '[]',
      JSON.stringify([user.email]),
    ).lastInsertRowid,
  );
}

/** A guest without an account who opens a reservation by lookup gets a password-less account (login disabled). */
function createLookupUser(db: DB, tenantId: number, guestId: number): number {
  const guest = one<{ first_name: string; last_name: string; primary_email: string | null }>(db, 'SELECT * FROM guests WHERE id = ?', guestId)!;
  return Number(
    run(
      db,
      `INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role, abilities, locale, guest_id, created_at)
       VALUES (?, ?, ?, ?, ?, 'guest', '[]', 'en', ?, ?)`,
      tenantId,
      `lookup+${guestId}@guests.invalid`,
      NO_PASSWORD,
      guest.first_name,
      guest.last_name,
      guestId,
      nowIso(),
    ).lastInsertRowid,
  );
}
