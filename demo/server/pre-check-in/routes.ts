// Pre-check-in: the record and the guest's saves.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { originOf, ownOrigins } from '../origin.js';
import { findVisibleReservation } from '../reservations/access.js';
import { op, sessionOf } from '../routes/op.js';
import { getPreCheckIn } from './record.js';
import { savePreCheckIn } from './save.js';

export function registerPreCheckInRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  op(app, 'GET', '/api/tourist/reservations/{code}/check-in', { auth: true }, async (request) => {
    const { code } = request.params as { code: string };
    return getPreCheckIn(db, findVisibleReservation(db, sessionOf(request), code), ownOrigins(request.server));
  });

  op(app, 'POST', '/api/check-in/{id}', { auth: true }, async (request) => {
    const { id } = request.params as { id: string };
    const session = sessionOf(request);
    const r = findVisibleReservation(db, session, id);
    return savePreCheckIn(db, r, request.body as Record<string, unknown>, { session, origin: originOf(request), ownOrigins: ownOrigins(request.server) });
  });
}
