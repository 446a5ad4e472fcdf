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
} from '../auth.js';
import { many, nowIso, one, parseJson, run, type DB } from '../db.js';
import { HttpError, lookupMismatch, notFound, unauthorized } from '../errors.js';
import { requireTenant } from '../reservations.js';
import { checkLimit, recordFailure } from './ratelimit.js';
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
}

const RESET_HOURS = 2;
// A valid hash to compare against when the e-mail is unknown (keeps response times uniform).
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', 4);

export function serializeUser(db: DB, u: UserRow) {
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
    email: u.email,
    phone: u.phone,
    abilities: parseJson<string[]>(u.abilities, []),
    guest: guest ? { id: guest.id, full_name: `${guest.first_name} ${guest.last_name}`.trim(), picture: guest.picture } : null,
    guest_id: u.guest_id,
  };
}

const SAFE_NAME = /^[^<>{}\u0000-\u001f]+$/;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;

function normaliseEmail(value: string, field = 'email'): string {
  const email = value.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new HttpError(400, 'validation', 'E-mail must be valid', field);
  return email;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const clientKey = (request: FastifyRequest, what: string) => `${what}:${request.ip}`;

  op(app, 'POST', '/api/login-portal', {}, async (request, reply) => {
    const body = request.body as { email: string; password: string; remember?: boolean; token?: boolean };
    const tenantId = tenantIdOf(request);
    requireTenant(db, tenantId);
    checkLimit(clientKey(request, 'login'));
    const email = body.email.trim().toLowerCase();
    const user = EMAIL.test(email)
      ? one<UserRow>(db, 'SELECT * FROM users WHERE tenant_id = ? AND email = ?', tenantId, email)
      : undefined;
    const ok = await bcrypt.compare(body.password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !ok) {
      recordFailure(clientKey(request, 'login'));
      throw new HttpError(401, 'invalid_credentials', 'The e-mail or password is incorrect');
    }
    const { token, maxAgeSeconds } = createSession(db, user.id, user.tenant_id, { remember: body.remember === true });
    setSessionCookie(request, reply, token, maxAgeSeconds, ctx.secureCookies);
    return { user: serializeUser(db, user), ...(body.token ? { token } : {}) };
  });

  op(app, 'POST', '/api/logout', {}, async (request, reply) => {
    destroySession(db, request.session);
    clearSessionCookie(request, reply, ctx.secureCookies);
    return { ok: true };
  });

  op(app, 'GET', '/api/tourist/user', { auth: true }, async (request) => {
    const session = sessionOf(request);
    const user = one<UserRow>(db, 'SELECT * FROM users WHERE id = ?', session.userId);
    if (!user) throw unauthorized();
    return serializeUser(db, user);
  });

  op(app, 'PUT', '/api/users/{id}/locale', { auth: true }, async (request) => {
    const session = sessionOf(request);
    const { id } = request.params as { id: number };
    if (id !== session.userId) throw notFound('User not found');
    const { locale } = request.body as { locale: string };
    run(db, 'UPDATE users SET locale = ? WHERE id = ?', locale, id);
    return serializeUser(db, one<UserRow>(db, 'SELECT * FROM users WHERE id = ?', id)!);
  });

  op(app, 'POST', '/api/tourist/signup', {}, async (request, reply) => {
    const body = request.body as {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      gId?: string | null;
      externalCheckout?: boolean | null;
      token?: boolean;
    };
    const tenantId = tenantIdOf(request);
    requireTenant(db, tenantId);
    const email = normaliseEmail(body.email);
    const firstName = body.firstName.trim();
    const lastName = body.lastName.trim();
    if (!firstName || !SAFE_NAME.test(firstName)) throw new HttpError(400, 'validation', 'First name is invalid', 'firstName');
    if (!lastName || !SAFE_NAME.test(lastName)) throw new HttpError(400, 'validation', 'Last name is invalid', 'lastName');
    if (one(db, 'SELECT 1 FROM users WHERE tenant_id = ? AND email = ?', tenantId, email)) {
      throw new HttpError(409, 'email_taken', 'An account with this e-mail already exists');
    }
    const passwordHash = await bcrypt.hash(body.password, ctx.bcryptCost);
    const userId = db.transaction(() => {
      // Attach the reservations whose guest has this e-mail (and no account yet).
      const guest = one<{ id: number }>(
        db,
        `SELECT g.id FROM guests g WHERE g.tenant_id = ? AND lower(g.primary_email) = ?
           AND NOT EXISTS (SELECT 1 FROM users u WHERE u.guest_id = g.id AND u.password_hash <> '!') ORDER BY g.id LIMIT 1`,
        tenantId,
        email,
      );
      const guestId =
        guest?.id ??
        Number(
          run(
            db,
            'INSERT INTO guests (tenant_id, first_name, last_name, primary_email, phones, emails) VALUES (?, ?, ?, ?, ?, ?)',
            tenantId,
            firstName,
            lastName,
            email,
            '[]',
            JSON.stringify([email]),
          ).lastInsertRowid,
        );
      return Number(
        run(
          db,
          `INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role, abilities, locale, guest_id, created_at)
           VALUES (?, ?, ?, ?, ?, 'guest', '[]', ?, ?, ?)`,
          tenantId,
          email,
          passwordHash,
          firstName,
          lastName,
          requireTenant(db, tenantId).default_locale,
          guestId,
          nowIso(),
        ).lastInsertRowid,
      );
    })();
    const user = one<UserRow>(db, 'SELECT * FROM users WHERE id = ?', userId)!;
    let redirectUrl: string | undefined;
    if (body.gId) {
      const first = one<{ confirmation_code: string }>(
        db,
        'SELECT confirmation_code FROM reservations WHERE tenant_id = ? AND group_id = ? AND guest_id = ? ORDER BY check_in LIMIT 1',
        tenantId,
        body.gId,
        user.guest_id,
      );
      if (first) redirectUrl = `/tourist/trips/${encodeURIComponent(first.confirmation_code)}${body.externalCheckout ? '?externalCheckout=true' : ''}`;
    }
    const { token, maxAgeSeconds } = createSession(db, user.id, tenantId);
    setSessionCookie(request, reply, token, maxAgeSeconds, ctx.secureCookies);
    return reply.code(201).send({ user: serializeUser(db, user), ...(redirectUrl ? { redirectUrl } : {}), ...(body.token ? { token } : {}) });
  });

  op(app, 'POST', '/api/forgot-password', {}, async (request) => {
    const tenantId = tenantIdOf(request);
    const tenant = requireTenant(db, tenantId);
    const email = normaliseEmail((request.body as { email: string }).email);
    const user = one<UserRow>(db, 'SELECT * FROM users WHERE tenant_id = ? AND email = ?', tenantId, email);
    if (user) {
      const token = randomToken(24);
      run(
        db,
        'INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
        hashToken(token),
        user.id,
        new Date(Date.now() + RESET_HOURS * 3600_000).toISOString(),
      );
      const link = `${request.protocol}://${request.host}/tourist/reset-password?token=${token}`;
      run(
        db,
        'INSERT INTO outbox (tenant_id, to_email, subject, body, created_at) VALUES (?, ?, ?, ?, ?)',
        tenantId,
        email,
        `${tenant.company_name}: reset your password`,
        `Hello ${user.first_name},\n\nUse this link within ${RESET_HOURS} hours to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
        nowIso(),
      );
    }
    return { ok: true };
  });

  op(app, 'POST', '/api/reset-password', {}, async (request) => {
    const { token, password } = request.body as { token: string; password: string };
    checkLimit(clientKey(request, 'reset'));
    const row = one<{ user_id: number; expires_at: string; used_at: string | null }>(
      db,
      'SELECT user_id, expires_at, used_at FROM password_resets WHERE token_hash = ?',
      hashToken(token),
    );
    if (!row || row.used_at || row.expires_at <= nowIso()) {
      recordFailure(clientKey(request, 'reset'));
      throw new HttpError(400, 'invalid_token', 'This reset link is invalid or has expired', 'token');
    }
    const passwordHash = await bcrypt.hash(password, ctx.bcryptCost);
    db.transaction(() => {
      run(db, 'UPDATE users SET password_hash = ? WHERE id = ?', passwordHash, row.user_id);
      run(db, 'UPDATE password_resets SET used_at = ? WHERE token_hash = ?', nowIso(), hashToken(token));
      run(db, 'DELETE FROM sessions WHERE user_id = ?', row.user_id);
    })();
    return { ok: true };
  });

  op(app, 'GET', '/api/tourist/user/validate', {}, async (request, reply) => {
    const q = request.query as { res_id: string; last_name?: string; token?: boolean };
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
    checkLimit(clientKey(request, 'lookup'));
    const r = findByCodeAndLastName(db, tenantId, code, q.last_name);
    if (!r) {
      recordFailure(clientKey(request, 'lookup'));
      throw lookupMismatch();
    }
    const owner = one<{ id: number }>(db, 'SELECT id FROM users WHERE guest_id = ? AND tenant_id = ? ORDER BY id LIMIT 1', r.guest_id, tenantId);
    const userId = owner?.id ?? createLookupUser(db, tenantId, r.guest_id);
    const { token, maxAgeSeconds } = createSession(db, userId, tenantId, { reservationId: r.id });
    setSessionCookie(request, reply, token, maxAgeSeconds, ctx.secureCookies);
    return { redirect_url: `/tourist/trips/${encodeURIComponent(r.confirmation_code)}/info?origin=search`, ...(q.token ? { token } : {}) };
  });
}

/** Case-insensitive, trimmed match of confirmation code and guest last name, within the tenant. */
export function findByCodeAndLastName(db: DB, tenantId: number, code: string, lastName: string) {
  const wantedCode = code.trim();
  const wantedName = lastName.trim().toLowerCase();
  if (!wantedCode || !wantedName) return undefined;
  const rows = many<{ id: number; guest_id: number; confirmation_code: string; listing_id: number; check_out: string; last_name: string }>(
    db,
    `SELECT r.id, r.guest_id, r.confirmation_code, r.listing_id, r.check_out, g.last_name FROM reservations r
       JOIN guests g ON g.id = r.guest_id WHERE r.tenant_id = ? AND r.confirmation_code = ? COLLATE NOCASE`,
    tenantId,
    wantedCode,
  );
  return rows.find((r) => r.last_name.trim().toLowerCase() === wantedName);
}

/** A guest without an account who opens a reservation by lookup gets a password-less account (login disabled). */
function createLookupUser(db: DB, tenantId: number, guestId: number): number {
  const guest = one<{ first_name: string; last_name: string; primary_email: string | null }>(db, 'SELECT * FROM guests WHERE id = ?', guestId)!;
  return Number(
    run(
      db,
      `INSERT INTO users (tenant_id, email, password_hash, first_name, last_name, role, abilities, locale, guest_id, created_at)
       VALUES (?, ?, '!', ?, ?, 'guest', '[]', 'en', ?, ?)`,
      tenantId,
      `lookup+${guestId}@guests.invalid`,
      guest.first_name,
      guest.last_name,
      guestId,
      nowIso(),
    ).lastInsertRowid,
  );
}
