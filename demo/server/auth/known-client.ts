// Is this request from a client the guessed thing already knows? (limits/guessing.ts exempts those.)
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { one } from '../db.js';
import { deviceOf } from './device-cookie.js';

/** The budget a known client guesses from: its device, or its session. */
export interface KnownClient {
  budget: string;
}

/** A device cookie of this account. */
export function knownToAccount(ctx: AppContext, request: FastifyRequest, userId: number | undefined): KnownClient | null {
  const device = deviceOf(request, ctx.deviceKey);
  return device && userId !== undefined && device.userId === userId ? { budget: `device:${device.nonce}` } : null;
}

/** A session or device cookie of the guest the reservation with `code` belongs to. */
export function knownToReservation(ctx: AppContext, request: FastifyRequest, tenantId: number, code: string): KnownClient | null {
  const r = one<{ id: number; guest_id: number }>(
    ctx.db,
    'SELECT id, guest_id FROM reservations WHERE tenant_id = ? AND confirmation_code = ? COLLATE NOCASE',
    tenantId,
    code.trim(),
  );
  if (!r) return null;
  const session = request.session;
  if (session && session.tenantId === tenantId && session.guestId === r.guest_id && (session.reservationId === null || session.reservationId === r.id)) {
    return { budget: `session:${session.id}` };
  }
  const device = deviceOf(request, ctx.deviceKey);
  if (!device) return null;
  const owner = one<{ guest_id: number | null }>(ctx.db, 'SELECT guest_id FROM users WHERE id = ? AND tenant_id = ?', device.userId, tenantId);
  return owner?.guest_id === r.guest_id ? { budget: `device:${device.nonce}` } : null;
}
