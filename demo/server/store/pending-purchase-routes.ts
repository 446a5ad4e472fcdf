// Unfinished purchases: the guest's Cancel, and the expiry of abandoned ones before any API answer
// (so every screen, and the charge itself, sees an expired purchase as cancelled).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { one } from '../db.js';
import { HttpError, notFound } from '../errors.js';
import { cancelPendingPurchase, expireAbandonedPurchases } from './pending-purchases.js';
import { findVisibleReservation } from '../reservations/access.js';
import { op, sessionOf } from '../routes/op.js';

export function registerPendingPurchaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) expireAbandonedPurchases(db, ctx.now(), ctx.pendingPaymentTtlMs);
  });

  op(app, 'POST', '/api/tourist/store-items/purchases/{id}/cancel', { auth: true }, async (request) => {
    const session = sessionOf(request);
    const { id } = request.params as { id: number };
    const purchase = one<{ id: number; reservation_id: number; tenant_id: number; status: string }>(
      db,
      'SELECT id, reservation_id, tenant_id, status FROM store_item_purchases WHERE id = ?',
      id,
    );
    if (!purchase || purchase.tenant_id !== session.tenantId) throw notFound('Purchase not found');
    findVisibleReservation(db, session, purchase.reservation_id);
    if (!cancelPendingPurchase(db, purchase.id, ctx.now())) {
      const current = one<{ status: string }>(db, 'SELECT status FROM store_item_purchases WHERE id = ?', purchase.id);
      throw new HttpError(409, 'purchase_not_pending', 'This purchase is no longer waiting for payment', undefined, { status: current?.status ?? purchase.status });
    }
    return { id: purchase.id, status: 'cancelled' };
  });
}
