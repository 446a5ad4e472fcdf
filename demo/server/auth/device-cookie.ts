// OWASP's device cookie: a client that signed in to an account (or opened a reservation by its code) gets
// `gp_device`, signed by the server, naming that account. Failures elsewhere do not slow it down: the
// account's and the address's lock-outs are for unknown clients; a known device has a budget of its own.
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../db.js';
import { secretsMatch, storedKey } from '../secrets.js';
import { sessionCookieOptions } from './sessions.js';

export const DEVICE_COOKIE = 'gp_device';
const DEVICE_DAYS = 365;

export interface Device {
  userId: number;
  /** Identifies this device's own failure budget. */
  nonce: string;
}

/** The signing key, kept per data directory, so known devices stay known across restarts. */
export const deviceKey = (db: DB): string => storedKey(db, 'device-cookie');

const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** The device the request's cookie names, when its signature holds. */
export function deviceOf(request: FastifyRequest, key: string): Device | null {
  const value = request.cookies[DEVICE_COOKIE];
  const match = typeof value === 'string' ? /^(\d{1,12})\.([\w-]{16,64})\.([\w-]{43})$/.exec(value) : null;
  if (!match) return null;
  const [, userId, nonce, signature] = match;
  return secretsMatch(signature!, sign(key, `${userId}.${nonce}`)) ? { userId: Number(userId), nonce: nonce! } : null;
}

/** Marks this client as a known device of `userId` (a new nonce: a fresh budget of its own). */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, key: string, userId: number, secure: boolean | 'auto'): void {
  const payload = `${userId}.${randomBytes(18).toString('base64url')}`;
  reply.setCookie(DEVICE_COOKIE, `${payload}.${sign(key, payload)}`, sessionCookieOptions(request, secure, DEVICE_DAYS * 86400));
}
