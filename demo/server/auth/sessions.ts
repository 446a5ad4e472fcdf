// Sessions (cookie or bearer token), stored hashed in the `sessions` table.
// Reusable by plugins: `sessionPlugin` decorates `request.session`, `requireGuest` is a preHandler.
import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nowIso, one, parseJson, run, type DB } from '../db.js';
import { HttpError, unauthorized } from '../errors.js';

export const SESSION_COOKIE = 'gp_session';
export const SESSION_HOURS = 12;
export const REMEMBER_DAYS = 30;

export interface Session {
  id: string;
  userId: number;
  tenantId: number;
  /** Set when the session was opened by a confirmation-code lookup: only this reservation is visible. */
  reservationId: number | null;
  role: 'guest' | 'staff';
  abilities: string[];
  guestId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    db: DB;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export function createSession(
  db: DB,
  userId: number,
  tenantId: number,
  options: { remember?: boolean; reservationId?: number | null } = {},
): { token: string; maxAgeSeconds: number } {
  const token = randomToken();
  const maxAgeSeconds = options.remember ? REMEMBER_DAYS * 86400 : SESSION_HOURS * 3600;
  const now = Date.now();
  run(
    db,
    'INSERT INTO sessions (id, user_id, tenant_id, reservation_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    hashToken(token),
    userId,
    tenantId,
    options.reservationId ?? null,
    new Date(now).toISOString(),
    new Date(now + maxAgeSeconds * 1000).toISOString(),
  );
  return { token, maxAgeSeconds };
}

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string' && /^Bearer\s+\S+$/i.test(header)) return header.replace(/^Bearer\s+/i, '').trim();
  const cookie = request.cookies[SESSION_COOKIE];
  return typeof cookie === 'string' && cookie.length > 0 ? cookie : null;
}

export function loadSession(db: DB, token: string | null): Session | null {
  if (!token || token.length > 200) return null;
  const row = one<{
    id: string;
    user_id: number;
    tenant_id: number;
    reservation_id: number | null;
    expires_at: string;
    role: string;
    abilities: string;
    guest_id: number | null;
  }>(
    db,
    `SELECT s.id, s.user_id, s.tenant_id, s.reservation_id, s.expires_at, u.role, u.abilities, u.guest_id
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
    hashToken(token),
  );
  if (!row || row.expires_at <= nowIso()) return null;
  return {
    id: row.id,
    userId: row.user_id,
    tenantId: row.tenant_id,
    reservationId: row.reservation_id,
    role: row.role === 'staff' ? 'staff' : 'guest',
    abilities: parseJson<string[]>(row.abilities, []),
    guestId: row.guest_id,
  };
}

export function destroySession(db: DB, session: Session | null): void {
  if (session) run(db, 'DELETE FROM sessions WHERE id = ?', session.id);
}

/** Cookie attributes that work embedded cross-site on https and cross-port on http://localhost. */
export function sessionCookieOptions(request: FastifyRequest, secureSetting: boolean | 'auto', maxAgeSeconds: number) {
  const secure = secureSetting === 'auto' ? request.protocol === 'https' : secureSetting;
  return secure
    ? ({ path: '/', httpOnly: true, secure: true, sameSite: 'none', partitioned: true, maxAge: maxAgeSeconds } as const)
    : ({ path: '/', httpOnly: true, secure: false, sameSite: 'lax', maxAge: maxAgeSeconds } as const);
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  secureSetting: boolean | 'auto' = 'auto',
): void {
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request, secureSetting, maxAgeSeconds));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, secureSetting: boolean | 'auto' = 'auto'): void {
  reply.setCookie(SESSION_COOKIE, '', { ...sessionCookieOptions(request, secureSetting, 0), expires: new Date(0) });
}

/** Decorates `request.session` (`{ userId, tenantId, ... } | null`) for every request. Needs @fastify/cookie. */
export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { db: DB }) => {
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      request.session = loadSession(options.db, tokenOf(request));
    });
  },
  { name: 'gp-session' },
);

/** preHandler: 401 unless signed in (guest or staff). */
export async function requireGuest(request: FastifyRequest): Promise<void> {
  if (!request.session) throw unauthorized();
}

export function hasAbility(session: Session | null, ability: string): boolean {
  if (!session) return false;
  return session.abilities.includes('super-admin') || session.abilities.includes(ability);
}

export const isStaff = (session: Session | null) => hasAbility(session, 'create-store-purchase');

/** Tenant of the request: the session's, else the X-Tenant-Id header, else 1. */
export function tenantIdOf(request: FastifyRequest): number {
  if (request.session) return request.session.tenantId;
  const header = request.headers['x-tenant-id'];
  if (header === undefined) return 1;
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value.trim())) {
    throw new HttpError(400, 'validation', 'X-Tenant-Id must be a positive integer', 'X-Tenant-Id');
  }
  return Number(value);
}
