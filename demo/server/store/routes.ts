// Store: items per reservation, option menus, menu price, purchase history, purchases, reserve and request.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { one } from '../db.js';
import { notFound } from '../errors.js';
import { originOf } from '../origin.js';
import { findVisibleReservation, holdsIntent, visibleReservations } from '../reservations/access.js';
import { getTenant, type IntentRow } from '../reservations/rows.js';
import { findMenuForTenant, serializeMenu, storeEntries } from './catalogue.js';
import { createOrder, type OrderInput } from './orders.js';
import { menuPrice } from './price.js';
import { purchaseHistory, serializePurchase } from './purchases.js';
import { menusOf, type PurchaseRow, type StoreItemRow } from './rows.js';
import { op, sessionOf } from '../routes/op.js';

/** A reservation's store items, the grid of its store. */
export const STORE_ITEMS_PATH = '/api/tourist/reservations/{code}/store-items';

/** That path for one reservation, as a client asks it. */
export const storeItemsPathOf = (code: string) => STORE_ITEMS_PATH.replace('{code}', encodeURIComponent(code));

export function registerStoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  op(app, 'GET', STORE_ITEMS_PATH, { auth: true }, async (request) => {
    const session = sessionOf(request);
    const { code } = request.params as { code: string };
    const r = findVisibleReservation(db, session, code);
    return storeEntries(db, r.tenant_id, r, originOf(request));
  });

  op(app, 'GET', '/api/tourist/reservations/{id}/store-items/{itemId}/options', { auth: true }, async (request) => {
    const session = sessionOf(request);
    const { id, itemId } = request.params as { id: string; itemId: number };
    const r = findVisibleReservation(db, session, id);
    const item = one<StoreItemRow>(db, 'SELECT * FROM store_items WHERE id = ? AND tenant_id = ? AND active = 1', itemId, r.tenant_id);
    if (!item) throw notFound('Store item not found');
    const origin = originOf(request);
    return menusOf(db, item.id).map((m) => serializeMenu(m, origin));
  });

  op(app, 'GET', '/api/tourist/store-items-menu/{menuId}/price', { auth: true }, async (request) => {
    const session = sessionOf(request);
    const { menuId } = request.params as { menuId: number };
    const { count, ...fields } = request.query as Record<string, string> & { count?: number };
    const { menu } = findMenuForTenant(db, menuId, session.tenantId);
    return { total_price: menuPrice(menu, fields, count ?? 1), currency: getTenant(db, session.tenantId)!.currency };
  });

  op(app, 'GET', '/api/tourist/store-items', { auth: true }, async (request) => {
    const session = sessionOf(request);
    return storeEntries(db, session.tenantId, null, originOf(request));
  });

  op(app, 'GET', '/api/tourist/store-items/history', { auth: true }, async (request) => {
    const session = sessionOf(request);
    return purchaseHistory(db, visibleReservations(db, session).map((r) => r.id));
  });

  op(app, 'GET', '/api/store/purchase', {}, async (request) => {
    const { payment_intent_id, client_secret } = request.query as { payment_intent_id: string; client_secret?: string };
    const purchase = one<PurchaseRow>(db, 'SELECT * FROM store_item_purchases WHERE payment_intent_id = ?', payment_intent_id);
    const intent = purchase ? one<IntentRow>(db, 'SELECT * FROM payment_intents WHERE id = ?', payment_intent_id) : undefined;
    if (!purchase || !intent || !holdsIntent(db, request.session, intent, client_secret)) throw notFound('Purchase not found');
    return serializePurchase(db, purchase, originOf(request));
  });

  for (const [path, manual] of [
    ['/api/tourist/reservations/{id}/store-items/authorize', true],
    ['/api/tourist/reservations/{id}/store-items/add', false],
  ] as const) {
    op(app, 'POST', path, { auth: true }, async (request, reply) => {
      const session = sessionOf(request);
      const { id } = request.params as { id: string };
      const r = findVisibleReservation(db, session, id);
      const key = request.headers['idempotency-key'];
      const { purchase, intent } = createOrder(db, r, request.body as OrderInput, {
        manual,
        userId: session.userId,
        idempotencyKey: typeof key === 'string' ? key : undefined,
      });
      return reply.code(201).send({ payment_intent: { payment_intent_id: intent.id }, purchase_id: purchase.id });
    });
  }
}
