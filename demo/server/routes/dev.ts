// Development-only routes: registered only with devRoutes (GP_DEV_ROUTES=1, npm start), answered only to loopback clients (dev/guard.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { tenantIdOf } from '../auth/sessions.js';
import { many, one, run } from '../db.js';
import { HttpError, notFound } from '../errors.js';
import { originOf } from '../origin.js';
import { failNextSave } from '../pre-check-in/save.js';
import { setIntentStatus } from '../reservations/intents.js';
import { reservationByCode, type IntentRow } from '../reservations/rows.js';
import { serializePurchase } from '../store/purchases.js';
import { type PurchaseRow } from '../store/rows.js';
import { op } from './op.js';

export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  op(app, 'GET', '/api/dev/outbox', {}, async (request) => {
    const { email } = request.query as { email?: string };
    const rows = email
      ? many<{ id: number; to_email: string; subject: string; body: string; created_at: string }>(
          db,
          'SELECT * FROM outbox WHERE to_email = ? COLLATE NOCASE ORDER BY id DESC',
          email.trim(),
        )
      : many<{ id: number; to_email: string; subject: string; body: string; created_at: string }>(db, 'SELECT * FROM outbox ORDER BY id DESC LIMIT 100');
    return rows.map((m) => ({ id: m.id, to: m.to_email, subject: m.subject, text: m.body, created_at: m.created_at }));
  });

  for (const action of ['approve', 'reject'] as const) {
    op(app, 'POST', `/api/dev/purchases/{id}/${action}`, {}, async (request) => {
      const { id } = request.params as { id: number };
      const purchase = one<PurchaseRow>(db, 'SELECT * FROM store_item_purchases WHERE id = ?', id);
      if (!purchase || !purchase.payment_intent_id) throw notFound('Purchase not found');
      const intent = one<IntentRow>(db, 'SELECT * FROM payment_intents WHERE id = ?', purchase.payment_intent_id)!;
      if (action === 'approve') {
        if (intent.status !== 'requires_capture') {
          throw new HttpError(409, 'conflict', `Only an authorised request can be approved (intent is ${intent.status})`);
        }
        setIntentStatus(db, intent.id, 'succeeded');
      } else {
        if (!['requires_capture', 'requires_payment_method', 'requires_source'].includes(intent.status)) {
          throw new HttpError(409, 'conflict', `This purchase cannot be rejected (intent is ${intent.status})`);
        }
        setIntentStatus(db, intent.id, 'canceled');
      }
      return serializePurchase(db, one<PurchaseRow>(db, 'SELECT * FROM store_item_purchases WHERE id = ?', id)!, originOf(request));
    });
  }

  op(app, 'GET', '/api/dev/action-log', {}, async (request) => {
    const { reservation_id } = request.query as { reservation_id?: number };
    return reservation_id
      ? many(db, 'SELECT id, reservation_id, guest_id, user_id, device_type, event_type, store_item_id, created_at FROM action_log WHERE reservation_id = ? ORDER BY id DESC', reservation_id)
      : many(db, 'SELECT id, reservation_id, guest_id, user_id, device_type, event_type, store_item_id, created_at FROM action_log ORDER BY id DESC LIMIT 200');
  });

  op(app, 'POST', '/api/dev/fail-next-save/{code}', {}, async (request) => {
    const { code } = request.params as { code: string };
    const r = reservationByCode(db, tenantIdOf(request), code.trim());
    if (!r) throw notFound('Reservation not found');
    failNextSave(db, r.id);
    return { ok: true };
  });

  op(app, 'POST', '/api/dev/reservations/{code}/guest-registration', {}, async (request) => {
    const { code } = request.params as { code: string };
    const { status } = request.body as { status: string };
    const result = run(
      db,
      'UPDATE reservations SET guest_registration_status = ? WHERE tenant_id = ? AND confirmation_code = ? COLLATE NOCASE',
      status,
      tenantIdOf(request),
      code.trim(),
    );
    if (result.changes === 0) throw notFound('Reservation not found');
    return { ok: true };
  });

  // A fresh pre-check-in again (step 0, New, nothing entered): each Chromium journey starts from the seed's case.
  op(app, 'POST', '/api/dev/reservations/{code}/reset-check-in', {}, async (request) => {
    const { code } = request.params as { code: string };
    const r = reservationByCode(db, tenantIdOf(request), code.trim());
    if (!r) throw notFound('Reservation not found');
    run(db, "UPDATE pre_check_ins SET step = 0, status = 'New', data = '{}', updated_at = NULL WHERE reservation_id = ?", r.id);
    return { ok: true };
  });
}
