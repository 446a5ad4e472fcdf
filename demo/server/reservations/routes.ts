// Trips: reservation list, trip info, external registration status, action log.
import type { FastifyInstance } from 'fastify';
import { sortByCheckInDesc } from '../../../src/core/trips';
import type { AppContext } from '../context.js';
import { nowIso, one, run } from '../db.js';
import { badRequest } from '../errors.js';
import { originOf } from '../origin.js';
import { findVisibleReservation, visibleReservations } from './access.js';
import { serializeReservation } from './serialize.js';
import { tripInfo } from './trip-info.js';
import { op, sessionOf } from '../routes/op.js';

/** The guest's reservations (the trips list's first call; the hosted page's preload reads its answer too). */
export const RESERVATIONS_PATH = '/api/tourist/reservations/';

export function registerReservationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  op(app, 'GET', RESERVATIONS_PATH, { auth: true }, async (request) => {
    const session = sessionOf(request);
    const origin = originOf(request);
    return sortByCheckInDesc(visibleReservations(db, session).map((r) => serializeReservation(db, r, origin)));
  });

  op(app, 'GET', '/api/tourist-data/{code}', { auth: true }, async (request) => {
    const { code } = request.params as { code: string };
    return tripInfo(db, findVisibleReservation(db, sessionOf(request), code), originOf(request));
  });

  op(app, 'GET', '/api/reservations/verification_details', { auth: true }, async (request) => {
    const { reservation_id } = request.query as { reservation_id: string };
    const r = findVisibleReservation(db, sessionOf(request), reservation_id);
    return { data: { verification_details: { guests_registration_status: r.guest_registration_status } } };
  });

  op(app, 'POST', '/api/tourist/reservations/{id}/log', { auth: true }, async (request, reply) => {
    const session = sessionOf(request);
    const { id } = request.params as { id: string };
    const r = findVisibleReservation(db, session, id);
    const body = request.body as { event_type: string; store_item_id?: number | null; device_type?: string | null };
    if (body.store_item_id != null && !one(db, 'SELECT 1 FROM store_items WHERE id = ? AND tenant_id = ?', body.store_item_id, r.tenant_id)) {
      throw badRequest('Unknown store item', 'store_item_id');
    }
    const userAgent = String(request.headers['user-agent'] ?? '');
    const device = body.device_type ?? (/Mobi|Android|iPhone/i.test(userAgent) ? 'phone' : 'desktop');
    const result = run(
      db,
      `INSERT INTO action_log (tenant_id, reservation_id, guest_id, user_id, device_type, event_type, store_item_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      r.tenant_id,
      r.id,
      r.guest_id,
      session.userId,
      device,
      body.event_type,
      body.store_item_id ?? null,
      nowIso(),
    );
    return reply.code(201).send({ ok: true, id: Number(result.lastInsertRowid) });
  });
}
