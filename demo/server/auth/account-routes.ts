// The account's life cycle by e-mail: sign-up, the verification link, forgot and reset password.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { hashToken, randomToken, tenantIdOf } from './sessions.js';
import { nowIso, one, run } from '../db.js';
import { HttpError } from '../errors.js';
import { tooManyAttempts } from '../limits/limiter.js';
import { sendMail } from '../mail.js';
import { publicOrigin } from '../origin.js';
import { requireTenant } from '../reservations/rows.js';
import { op } from '../routes/op.js';
import { hashPassword } from './passwords.js';
import { claimGuest, hasPassword, insertUser, userByEmail, userById } from './rows.js';
import { normaliseEmail, personName, RESET_HOURS, VERIFY_HOURS } from './rules.js';

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, limiter } = ctx;
  const settings = limiter.settings;
  /** Budget per client for calls that cost the server (a password hash) or send mail: sign-up, forgot-password. */
  const spend = (request: FastifyRequest, what: string) => {
    if (!limiter.take(`${what}:ip:${request.ip}`, 1, settings.perClient)) throw tooManyAttempts(settings.windowMs);
  };

  // Sign-up answers the same whether or not the address has an account (202, nothing else), and signs
  // nobody in: the address proves itself through the mailed link first. The owner of an existing account
  // is told by e-mail instead.
  op(app, 'POST', '/api/tourist/signup', {}, async (request, reply) => {
    const body = request.body as { email: string; password: string; firstName: string; lastName: string; gId?: string | null; externalCheckout?: boolean | null };
    const tenantId = tenantIdOf(request);
    const tenant = requireTenant(db, tenantId);
    const email = normaliseEmail(body.email);
    const firstName = personName(body.firstName, 'firstName');
    const lastName = personName(body.lastName, 'lastName');
    spend(request, 'signup');
    // Hashed in both cases, so both take as long.
    const passwordHash = await hashPassword(body.password, ctx.passwordHashing, ctx.passwordGate);
    const existing = userByEmail(db, tenantId, email);
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
      const userId = insertUser(db, { tenantId, email, passwordHash, firstName, lastName, locale: tenant.default_locale });
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
    const user = userById(db, row.user_id)!;
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
    const user = userByEmail(db, tenantId, email);
    if (user && hasPassword(user)) {
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
    const passwordHash = await hashPassword(password, ctx.passwordHashing, ctx.passwordGate);
    db.transaction(() => {
      // The link reached the mailbox: that verifies the address too.
      run(db, 'UPDATE users SET password_hash = ?, email_verified = 1 WHERE id = ?', passwordHash, row.user_id);
      run(db, 'UPDATE password_resets SET used_at = ? WHERE token_hash = ?', nowIso(), hashToken(token));
      run(db, 'DELETE FROM sessions WHERE user_id = ?', row.user_id);
    })();
    return { ok: true };
  });
}
