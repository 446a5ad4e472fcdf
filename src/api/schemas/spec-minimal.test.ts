/**
 * Answers of a backend that sends only the fields the spec names (issue 24): a field the spec does
 * not name is never required, and one odd row hides at most that row.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { CheckoutInfoSchema, CheckoutPurchaseSchema, resolveProvider } from './checkout';
import { PurchaseHistorySchema, PurchaseSchema, type PurchaseHistoryRow } from './store';
import { parseTolerant } from './common';

afterEach(() => vi.restoreAllMocks());

// The spec's purchase history row: store_item.name, description, reservation, total_amount, status.
const row = (over: Record<string, unknown> = {}) => ({ store_item: { name: 'Late check-out' }, description: '<p>Until 2 pm</p>', reservation: 'SPEC-1', total_amount: 4500, status: 'confirmed', ...over });

describe('purchase history: the spec\'s row', () => {
  it('reads rows without an id, with the reservation as a bare confirmation code and the amount as a string', () => {
    const out = v.parse(PurchaseHistorySchema, [row(), row({ total_amount: '12.50', reservation: { confirmation_code: 'SPEC-2' } })]);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatchObject({ store_item: { name: 'Late check-out' }, reservation: { confirmation_code: 'SPEC-1' }, total_amount: 4500, status: 'confirmed' });
    expect(out[1]).toMatchObject({ total_amount: 12.5, reservation: { confirmation_code: 'SPEC-2' } });
  });

  it('one unexpected row is left out (and reported), the others stay', () => {
    const r = parseTolerant(PurchaseHistorySchema, [row(), 'garbage', row({ total_amount: null }), row({ status: 'refunded' })]);
    expect(r.success).toBe(true);
    expect((r.output as PurchaseHistoryRow[]).map((x) => x.status)).toEqual(['confirmed', 'refunded']);
    expect(r.ignored.map((i) => i.path)).toEqual(['1', '2']);
  });

  it('a history of which no row fits is an empty table, not an unreadable answer; a non-list still is', () => {
    expect(v.parse(PurchaseHistorySchema, [{ nothing: true }])).toEqual([]);
    expect(v.parse(PurchaseHistorySchema, null)).toEqual([]);
    expect(v.parse(PurchaseHistorySchema, { data: [row()] })).toHaveLength(1);
    expect(v.safeParse(PurchaseHistorySchema, 'history').success).toBe(false);
  });
});

describe('purchase: the spec names store_item_id, reservation_id, amount, payment_intent, provider keys', () => {
  const purchase = { store_item_id: 11, reservation_id: 'res_1', amount: '54.00', payment_intent: { payment_intent_id: 'pi_1' } };
  it('reads without an id, in both schemas that read it', () => {
    expect(v.parse(PurchaseSchema, purchase)).toMatchObject({ amount: 54, store_item_id: 11 });
    expect(v.parse(CheckoutPurchaseSchema, purchase)).toMatchObject({ payment_intent: { payment_intent_id: 'pi_1' } });
  });
});

describe('checkout info: the provider is payment.payment_provider (spec)', () => {
  const payment = { payment_intent_id: 'pi_9', client_secret: 'pi_9_secret', status: 'requires_payment_method', amount: 45000, currency: 'EUR' };
  const parse = (body: Record<string, unknown>) => v.parse(CheckoutInfoSchema, body);

  it('reads the spec\'s field, in any case; the intent type is derived when metadata is absent', () => {
    const out = parse({ payment: { ...payment, payment_provider: 'Stripe' }, stripe_public_key: 'pk_1' });
    expect(out.provider).toBe('stripe');
    expect(out.payment.payment_provider).toBe('stripe');
    expect(out.payment.metadata.type).toBe('accommodation');
  });

  it('the spec field wins over our top-level provider; the top-level one alone is still read', () => {
    expect(parse({ payment: { ...payment, payment_provider: 'adyen' }, provider: 'stripe' }).provider).toBe('adyen');
    expect(parse({ payment, provider: 'cashier' }).provider).toBe('cashier');
  });

  it('without a name, the one provider whose key is there; nothing (never the sandbox) when none or several', () => {
    expect(parse({ payment, cashier_token: 'tok' }).provider).toBe('cashier');
    expect(parse({ payment }).provider).toBeNull();
    expect(parse({ payment, stripe_public_key: 'pk', adyen_client_key: 'ak' }).provider).toBeNull();
    expect(parse({ payment: { ...payment, payment_provider: 'acme-pay' } }).provider).toBeNull();
  });

  it('derives the intent type: a store purchase when it names one, a hold is a deposit', () => {
    expect(parse({ payment: { ...payment, store_item_purchase: { store_item_id: 'si_4' } } }).payment.metadata.type).toBe('store');
    expect(parse({ payment: { ...payment, capture_method: 'manual' } }).payment.metadata.type).toBe('deposit');
    expect(parse({ payment: { ...payment, capture_method: 'manual', metadata: { type: 'store' } } }).payment.metadata.type).toBe('store');
  });

  it('resolveProvider over plain values', () => {
    expect(resolveProvider({ payment: {}, tokenizer_public_key: 'k' })).toBe('tokenizer');
    expect(resolveProvider({ payment: { payment_provider: null }, provider: 'vault' })).toBe('vault');
  });
});
