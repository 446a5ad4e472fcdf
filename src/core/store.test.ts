import { describe, expect, it } from 'vitest';
import {
  canCreatePaymentRequest,
  categoryCounts,
  clampQuantity,
  filterByCategories,
  findWaiverItem,
  hasAbility,
  isPendingApproval,
  isStoreEnabled,
  isWaiverPurchased,
  itemCategory,
  itemPriceView,
  itemStatusView,
  maxQuantity,
  purchaseStatusLabelKey,
  isPendingPayment,
  STORE_CATEGORIES,
  STORE_CATEGORY_LABEL_KEYS,
  STORE_ITEM_ACTION_LABEL_KEYS,
  storeItemAction,
  storeItemStatus,
  taxDisplay,
  toggleCategory,
  waiverCheckoutRoute,
  waiverOrder,
  WAIVER_ORDER_COUNT,
} from './store';
import type { StoreItemEntry } from './types';

describe('item status view', () => {
  it('not_available, in_bag, purchased disable and show their text', () => {
    expect(itemStatusView({ status: 'not_available' })).toEqual({ disabled: true, text: { key: 'core:store.status.notAvailable' }, note: null });
    expect(itemStatusView({ status: 'in_bag' })).toEqual({ disabled: true, text: { key: 'core:store.status.inBag' }, note: null });
    expect(itemStatusView({ status: 'purchased' })).toEqual({ disabled: true, text: { key: 'core:store.status.purchased' }, note: null });
  });
  it('in_bag with its unfinished purchase notes what it waits for: the payment, or the card authorisation of a Request', () => {
    expect(itemStatusView({ status: 'in_bag', pending_purchase: { awaiting: 'payment' } }).note).toEqual({ key: 'core:store.status.awaitingPayment' });
    expect(itemStatusView({ status: 'in_bag', pending_purchase: { awaiting: 'authorization' } }).note).toEqual({ key: 'core:store.status.awaitingAuthorization' });
    expect(itemStatusView({ status: 'in_bag', pending_purchase: {} }).note).toEqual({ key: 'core:store.status.awaitingPayment' });
  });
  it('future shows the date and the availability note', () => {
    expect(itemStatusView({ status: 'future', item: { available_from: '2025-08-01' } })).toEqual({
      disabled: true,
      text: { key: 'core:store.status.future', params: { date: '2025-08-01' } },
      note: { key: 'core:store.status.futureNote' },
    });
    expect(itemStatusView({ status: 'future', item: { available_from: '2025-08-01' } }, 'Aug 1, 2025').text?.params).toEqual({ date: 'Aug 1, 2025' });
    expect(itemStatusView({ status: 'future' }).text?.params).toEqual({ date: '' });
  });
  it('requested disables and shows Requested', () => {
    expect(itemStatusView({ status: 'requested' })).toEqual({ disabled: true, text: { key: 'core:store.status.requested' }, note: null });
  });
  it('other statuses are enabled', () => {
    expect(itemStatusView({ status: 'available' })).toEqual({ disabled: false, text: null, note: null });
    expect(itemStatusView({})).toEqual({ disabled: false, text: null, note: null });
    expect(itemStatusView(null)).toEqual({ disabled: false, text: null, note: null });
  });
});

describe('purchase status labels', () => {
  it.each([
    ['pending_capture', 'core:store.purchaseStatus.pendingApproval'],
    ['confirmed', 'core:store.purchaseStatus.confirmed'],
    ['cancelled', 'core:store.purchaseStatus.cancelled'],
    ['canceled', 'core:store.purchaseStatus.cancelled'],
    ['requested', 'core:store.purchaseStatus.cancelled'],
    ['refunded', 'core:store.purchaseStatus.refunded'],
    ['REFUNDED', 'core:store.purchaseStatus.refunded'],
  ])('%s → %s', (status, key) => {
    expect(purchaseStatusLabelKey(status)).toBe(key);
  });
  it('an unfinished purchase waits for its payment, or for the card authorisation of a Request', () => {
    expect(purchaseStatusLabelKey('pending_payment')).toBe('core:store.status.awaitingPayment');
    expect(purchaseStatusLabelKey('pending_payment', 'payment')).toBe('core:store.status.awaitingPayment');
    expect(purchaseStatusLabelKey('pending_payment', 'authorization')).toBe('core:store.status.awaitingAuthorization');
    expect(isPendingPayment(' Pending_Payment ')).toBe(true);
    expect(isPendingPayment('pending_capture')).toBe(false);
  });
  it('unknown → null', () => {
    expect(purchaseStatusLabelKey('weird')).toBeNull();
    expect(purchaseStatusLabelKey(null)).toBeNull();
  });
  it('pending approval tag', () => {
    expect(isPendingApproval({ status: 'pending_capture' })).toBe(true);
    expect(isPendingApproval({ status: 'confirmed' })).toBe(false);
    expect(isPendingApproval(undefined)).toBe(false);
  });
});

describe('price, quantity, tax', () => {
  it("'From' price for items with menus or without a total", () => {
    expect(itemPriceView({ has_menus: true, price: { total: 50, start_from: 20 } })).toEqual({ kind: 'from', amount: 20 });
    expect(itemPriceView({ price: { start_from: 20 } })).toEqual({ kind: 'from', amount: 20 });
    expect(itemPriceView({ price: { total: 50, start_from: 20 } })).toEqual({ kind: 'total', amount: 50 });
    expect(itemPriceView({ has_menus: true, price: { total: 50 } })).toEqual({ kind: 'total', amount: 50 });
    expect(itemPriceView({ price: {} })).toBeNull();
    expect(itemPriceView({})).toBeNull();
  });
  it('quantity 1..max_quantity, max default 1', () => {
    expect(maxQuantity({ item: { max_quantity: 4 } })).toBe(4);
    expect(maxQuantity({ item: {} })).toBe(1);
    expect(maxQuantity({ item: { max_quantity: 0 } })).toBe(1);
    expect(maxQuantity(null)).toBe(1);
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(5, 4)).toBe(4);
    expect(clampQuantity(2.7, 4)).toBe(2);
    expect(clampQuantity(Number.NaN, 4)).toBe(1);
    expect(clampQuantity(3, 0)).toBe(1);
  });
  it('tax = total including tax minus item amount, with percent', () => {
    expect(taxDisplay(108, 100, 0.08)).toEqual({ tax: 8, percent: 8 });
    expect(taxDisplay(110.7, 100.1, 0.105)).toEqual({ tax: 10.6, percent: 10.5 });
    expect(taxDisplay(100, 100, null)).toEqual({ tax: 0, percent: 0 });
  });
});

describe('categories', () => {
  const items: StoreItemEntry[] = [
    { item: { id: 1, topic_name: 'Addons' } },
    { item: { id: 2, topic_name: 'amenities' } },
    { item: { id: 3, topic_name: 'Services' } },
    { item: { id: 4, topic_name: 'Addons' } },
    { item: { id: 5, topic_name: 'Other' } },
  ];
  it('three categories with label keys', () => {
    expect(STORE_CATEGORIES).toEqual(['Addons', 'Amenities', 'Services']);
    expect(STORE_CATEGORY_LABEL_KEYS.Amenities).toBe('core:store.categories.amenities');
  });
  it('reads the category', () => {
    expect(itemCategory(items[1])).toBe('Amenities');
    expect(itemCategory(items[4])).toBeNull();
    expect(itemCategory(null)).toBeNull();
  });
  it('filters (empty selection = all)', () => {
    expect(filterByCategories(items, []).map((i) => i.item?.id)).toEqual([1, 2, 3, 4, 5]);
    expect(filterByCategories(items, ['Addons']).map((i) => i.item?.id)).toEqual([1, 4]);
    expect(filterByCategories(items, ['Amenities', 'Services']).map((i) => i.item?.id)).toEqual([2, 3]);
  });
  it('toggles and counts', () => {
    expect(toggleCategory([], 'Services')).toEqual(['Services']);
    expect(toggleCategory(['Services'], 'Addons')).toEqual(['Addons', 'Services']);
    expect(toggleCategory(['Addons', 'Services'], 'Addons')).toEqual(['Services']);
    expect(categoryCounts(items)).toEqual({ Addons: 2, Amenities: 1, Services: 1 });
  });
});

describe('abilities and actions', () => {
  it('empty requirement passes', () => {
    expect(hasAbility(null, [])).toBe(true);
    expect(hasAbility({ abilities: [] }, null)).toBe(true);
    expect(hasAbility(undefined, undefined)).toBe(true);
  });
  it('super-admin has every ability', () => {
    expect(hasAbility({ abilities: ['super-admin'] }, ['anything'])).toBe(true);
  });
  it('any listed ability is enough', () => {
    expect(hasAbility({ abilities: ['b'] }, ['a', 'b'])).toBe(true);
    expect(hasAbility({ abilities: ['c'] }, ['a', 'b'])).toBe(false);
    expect(hasAbility({ abilities: ['a'] }, 'a')).toBe(true);
    expect(hasAbility({}, ['a'])).toBe(false);
    expect(hasAbility(null, ['a'])).toBe(false);
  });
  it('staff with create-store-purchase see Create Payment Request', () => {
    expect(canCreatePaymentRequest({ abilities: ['create-store-purchase'] })).toBe(true);
    expect(canCreatePaymentRequest({ abilities: ['super-admin'] })).toBe(true);
    expect(canCreatePaymentRequest({ abilities: [] })).toBe(false);
    expect(storeItemAction({ item: { is_manual: true } }, { abilities: ['create-store-purchase'] })).toBe('create-payment-request');
  });
  it('manual or inquiry-only items are requested, others reserved', () => {
    expect(storeItemAction({ item: { is_manual: true } }, null)).toBe('request');
    expect(storeItemAction({ item: { inquiry_only: true } }, null)).toBe('request');
    expect(storeItemAction({ item: {} }, { abilities: [] })).toBe('reserve');
    expect(STORE_ITEM_ACTION_LABEL_KEYS['create-payment-request']).toBe('core:store.actions.createPaymentRequest');
  });
  it('store enabled by store_support', () => {
    expect(isStoreEnabled({ store_support: true })).toBe(true);
    expect(isStoreEnabled({ store_support: false })).toBe(false);
    expect(isStoreEnabled(null)).toBe(false);
  });
});

describe('damage waiver order', () => {
  const waiver = { item: { id: 9, name: 'Damage Waiver' } };
  it('finds the item named Damage Waiver', () => {
    expect(findWaiverItem([{ item: { id: 1, name: 'Towels' } }, waiver])).toBe(waiver);
    expect(findWaiverItem([{ item: { id: 2, name: ' damage waiver ' } }])?.item?.id).toBe(2);
    expect(findWaiverItem([])).toBeNull();
    expect(findWaiverItem(null)).toBeNull();
  });
  it('orders one item', () => {
    expect(WAIVER_ORDER_COUNT).toBe(1);
    expect(waiverOrder(123, waiver)).toEqual({ reservationId: 123, itemId: 9, count: 1, options: {} });
    expect(waiverOrder(123, { item: {} })).toBeNull();
    expect(waiverOrder(123, null)).toBeNull();
  });
  it('goes to store-checkout with the intent id, the query and the flag', () => {
    const q = { externalCheckout: 'true' };
    const route = waiverCheckoutRoute('pi_1', q);
    expect(route).toEqual({ name: 'store-checkout', params: { id: 'pi_1', isDamageProtection: 'true' }, query: { externalCheckout: 'true' } });
    expect(route.query).not.toBe(q);
    expect(waiverCheckoutRoute('pi_2').query).toEqual({});
  });
  it('purchased detection', () => {
    expect(isWaiverPurchased({ purchased_items: [{ store_item_id: '9', status: 'confirmed' }] }, waiver)).toBe(true);
    expect(isWaiverPurchased({ purchased_items: [{ store_item_id: 9, status: 'pending_capture' }] }, waiver)).toBe(false);
    expect(isWaiverPurchased({ purchased_items: [{ store_item_id: 10, status: 'confirmed' }] }, waiver)).toBe(false);
    expect(isWaiverPurchased({ purchased_items: [{ item_name: 'Damage Waiver', status: 'confirmed' }] }, null)).toBe(true);
    expect(isWaiverPurchased({}, { ...waiver, status: 'purchased' })).toBe(true);
    expect(isWaiverPurchased({}, null)).toBe(false);
  });
});

describe('storeItemStatus', () => {
  const now = new Date('2025-07-10T12:00:00Z');
  const stay = { checkIn: new Date('2025-07-12T15:00:00Z'), tripClass: 'upcoming' as const, offeredForListing: true };
  const item = { isDamageWaiver: false, stay };
  it('a purchase decides first: confirmed → purchased, pending_capture → requested, pending_payment → in_bag', () => {
    expect(storeItemStatus({ ...item, purchaseStatus: 'confirmed' }, now)).toBe('purchased');
    expect(storeItemStatus({ ...item, purchaseStatus: 'pending_capture', availableFrom: new Date('2026-01-01') }, now)).toBe('requested');
    expect(storeItemStatus({ ...item, purchaseStatus: 'PENDING_PAYMENT' }, now)).toBe('in_bag');
    expect(storeItemStatus({ ...item, purchaseStatus: 'cancelled' }, now)).toBeNull();
  });
  it('future while available_from is later than now, also without a reservation', () => {
    expect(storeItemStatus({ ...item, availableFrom: new Date(now.getTime() + 1) }, now)).toBe('future');
    expect(storeItemStatus({ ...item, availableFrom: now }, now)).toBeNull();
    expect(storeItemStatus({ isDamageWaiver: false, availableFrom: new Date(now.getTime() + 1) }, now)).toBe('future');
    expect(storeItemStatus({ isDamageWaiver: true, purchaseStatus: 'confirmed' }, now)).toBeNull();
  });
  it('not_available: another listing, a past trip, a waiver without an amount or after arrival', () => {
    expect(storeItemStatus({ ...item, stay: { ...stay, offeredForListing: false } }, now)).toBe('not_available');
    expect(storeItemStatus({ ...item, stay: { ...stay, tripClass: 'past' } }, now)).toBe('not_available');
    expect(storeItemStatus({ ...item, stay: { ...stay, tripClass: 'current' } }, now)).toBeNull();
    expect(storeItemStatus({ isDamageWaiver: true, waiverAmount: 0, stay }, now)).toBe('not_available');
    expect(storeItemStatus({ isDamageWaiver: true, waiverAmount: 4900, stay }, now)).toBeNull();
    expect(storeItemStatus({ isDamageWaiver: true, waiverAmount: 4900, stay }, stay.checkIn)).toBe('not_available');
  });
});
