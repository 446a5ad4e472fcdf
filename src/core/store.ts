// Store rules: item status presentation, purchase status labels, prices and tax, category filters,
// abilities (staff payment requests) and the damage-waiver order.
import { isBeforeArrival } from './dates/stay-windows';
import { fractionToPercent } from './money';
import type { TripClass } from './trips';
import type { Configuration, Id, Message, Reservation, RouteDescriptor, StoreItemEntry, User } from './types';

// ---------------------------------------------------------------------------------------------
// Item status

export const STORE_ITEM_STATUSES = ['not_available', 'in_bag', 'purchased', 'future', 'requested'] as const;
export type StoreItemStatus = (typeof STORE_ITEM_STATUSES)[number];

/** The item status an open purchase of the item gives it: paid, awaiting approval, or awaiting payment. */
const PURCHASE_ITEM_STATUS: Record<string, StoreItemStatus> = {
  confirmed: 'purchased',
  pending_capture: 'requested',
  pending_payment: 'in_bag',
};

/** Purchase statuses that give the item a status (the others, e.g. cancelled, leave it orderable). */
export const ITEM_STATUS_PURCHASE_STATUSES: readonly string[] = Object.keys(PURCHASE_ITEM_STATUS);

export interface StoreItemFacts {
  /** Status of the latest purchase of this item on the reservation, if any. */
  purchaseStatus?: string | null;
  /** item.available_from as an instant. */
  availableFrom?: Date | null;
  isDamageWaiver: boolean;
  /** The listing's damage_waiver_amount (a waiver without an amount cannot be bought). */
  waiverAmount?: number | null;
  /** The reservation the store is shown for; without one only availability applies. */
  stay?: {
    checkIn: Date;
    /** Trip classification now (a past trip orders nothing). */
    tripClass: TripClass | null;
    /** The item is offered for the reservation's listing. */
    offeredForListing: boolean;
  } | null;
}

/**
 * An item's status for a reservation, or null when it can be ordered: a purchase decides first
 * (confirmed → purchased, pending_capture → requested, pending_payment → in_bag); then future
 * (available_from later than now); then not_available (not offered for the listing, a past trip, or
 * a damage waiver without an amount or after arrival).
 */
export function storeItemStatus(facts: StoreItemFacts, now: Date): StoreItemStatus | null {
  const stay = facts.stay;
  const bought = stay ? PURCHASE_ITEM_STATUS[(facts.purchaseStatus ?? '').trim().toLowerCase()] : undefined;
  if (bought) return bought;
  if (facts.availableFrom && facts.availableFrom.getTime() > now.getTime()) return 'future';
  if (!stay) return null;
  if (!stay.offeredForListing || stay.tripClass === 'past') return 'not_available';
  if (facts.isDamageWaiver && (!facts.waiverAmount || !isBeforeArrival(stay.checkIn, now))) return 'not_available';
  return null;
}

/** The status key of an unfinished purchase: a Request waits for its card authorisation, a Reserve for its payment. */
function awaitingStatusKey(awaiting: string | null | undefined): string {
  return awaiting === 'authorization' ? 'awaitingAuthorization' : 'awaitingPayment';
}

export interface ItemStatusView {
  /** The Reserve/Request button is disabled. */
  disabled: boolean;
  text: Message | null;
  note: Message | null;
}

/**
 * How an item's status shows: all five statuses disable the button; not_available, in_bag,
 * purchased and future show a status text; future reads 'Will be available {{date}}' with the note
 * 'Based on dates availability' (`date` defaults to item.available_from; pass a formatted date);
 * in_bag reads 'Already in cart', with what its unfinished purchase waits for as the note ('Waiting
 * for payment' / 'Waiting for card authorization'); requested reads 'Requested'. Any other status:
 * enabled, no text.
 */
export function itemStatusView(entry: StoreItemEntry | null | undefined, formattedAvailableFrom?: string): ItemStatusView {
  const status = (entry?.status ?? '').trim().toLowerCase();
  const text = (key: string, params?: Message['params']): Message => (params ? { key: `core:store.status.${key}`, params } : { key: `core:store.status.${key}` });
  switch (status) {
    case 'not_available':
      return { disabled: true, text: text('notAvailable'), note: null };
    case 'in_bag':
      return { disabled: true, text: text('inBag'), note: entry?.pending_purchase ? text(awaitingStatusKey(entry.pending_purchase.awaiting)) : null };
    case 'purchased':
      return { disabled: true, text: text('purchased'), note: null };
    case 'future':
      return {
        disabled: true,
        text: text('future', { date: formattedAvailableFrom ?? entry?.item?.available_from ?? '' }),
        note: text('futureNote'),
      };
    case 'requested':
      return { disabled: true, text: text('requested'), note: null };
    default:
      return { disabled: false, text: null, note: null };
  }
}

// ---------------------------------------------------------------------------------------------
// Purchase status labels

const PURCHASE_STATUS_KEYS: Record<string, string> = {
  pending_capture: 'core:store.purchaseStatus.pendingApproval',
  confirmed: 'core:store.purchaseStatus.confirmed',
  cancelled: 'core:store.purchaseStatus.cancelled',
  canceled: 'core:store.purchaseStatus.cancelled',
  requested: 'core:store.purchaseStatus.cancelled',
  refunded: 'core:store.purchaseStatus.refunded',
};

/**
 * Purchase status label key: pending_capture 'Pending Approval', confirmed 'Confirmed',
 * cancelled/canceled/requested 'Cancelled', refunded 'Refunded', pending_payment (an unfinished
 * purchase) 'Waiting for payment' or, for a Request (`awaiting` authorization), 'Waiting for card
 * authorization'; unknown → null (show nothing).
 */
export function purchaseStatusLabelKey(status: string | null | undefined, awaiting?: string | null): string | null {
  const normalised = (status ?? '').trim().toLowerCase();
  if (normalised === PENDING_PAYMENT) return `core:store.status.${awaitingStatusKey(awaiting)}`;
  return PURCHASE_STATUS_KEYS[normalised] ?? null;
}

/** The purchase status of an unfinished purchase: ordered, its payment (or card hold) not done yet. */
export const PENDING_PAYMENT = 'pending_payment';

/** A purchase the guest can still pay (Continue) or cancel. */
export function isPendingPayment(status: string | null | undefined): boolean {
  return (status ?? '').trim().toLowerCase() === PENDING_PAYMENT;
}

/** Tag shown on a pending_capture purchased item ('pending approval'). */
export const PENDING_APPROVAL_TAG_KEY = 'core:store.pendingApprovalTag';

/** A purchased item awaiting approval (tagged 'pending approval' on the info page). */
export function isPendingApproval(item: { status?: string | null } | null | undefined): boolean {
  return (item?.status ?? '').trim().toLowerCase() === 'pending_capture';
}

// ---------------------------------------------------------------------------------------------
// Price, quantity, tax

/** 'From {{price}}' label for ItemPriceView kind 'from' (price formatted by the caller). */
export const FROM_PRICE_KEY = 'core:store.fromPrice';

export type ItemPriceView = { kind: 'from'; amount: number } | { kind: 'total'; amount: number };

/**
 * Price shown on an item card: the 'From' price (price.start_from) for items with menus or without a
 * total; otherwise price.total. Amounts are passed through in the server's unit.
 */
export function itemPriceView(entry: StoreItemEntry | null | undefined): ItemPriceView | null {
  const p = entry?.price;
  if (!p) return null;
  if (typeof p.start_from === 'number' && (entry?.has_menus === true || typeof p.total !== 'number')) {
    return { kind: 'from', amount: p.start_from };
  }
  if (typeof p.total === 'number') return { kind: 'total', amount: p.total };
  return null;
}

export const DEFAULT_QUANTITY = 1;

/** Upper quantity bound: item.max_quantity, default 1. */
export function maxQuantity(entry: StoreItemEntry | null | undefined): number {
  const m = entry?.item?.max_quantity;
  return typeof m === 'number' && m >= 1 ? Math.floor(m) : 1;
}

/** Clamps a quantity into 1..max (non-numbers become 1). */
export function clampQuantity(quantity: number, max: number): number {
  if (!Number.isFinite(quantity)) return DEFAULT_QUANTITY;
  return Math.min(Math.max(1, Math.floor(quantity)), Math.max(1, Math.floor(max)));
}

/**
 * Tax line of the store summary: total including tax minus the item amount, with store_tax (a
 * fraction) as a percentage. Both amounts in the same unit; tax rounded to 2 fraction digits.
 */
export function taxDisplay(totalIncludingTax: number, itemAmount: number, storeTax: number | null | undefined): { tax: number; percent: number } {
  const tax = Math.round(Number((totalIncludingTax - itemAmount).toPrecision(12)) * 100) / 100;
  return { tax, percent: fractionToPercent(storeTax ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// Categories

export const STORE_CATEGORIES = ['Addons', 'Amenities', 'Services'] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

export const STORE_CATEGORY_LABEL_KEYS: Record<StoreCategory, string> = {
  Addons: 'core:store.categories.addons',
  Amenities: 'core:store.categories.amenities',
  Services: 'core:store.categories.services',
};

/** The item's category (item.topic_name, case-insensitive), or null when not one of the three. */
export function itemCategory(entry: StoreItemEntry | null | undefined): StoreCategory | null {
  const t = (entry?.item?.topic_name ?? '').trim().toLowerCase();
  return STORE_CATEGORIES.find((c) => c.toLowerCase() === t) ?? null;
}

/** Items of the selected categories; no selection means all items. */
export function filterByCategories<T extends StoreItemEntry>(items: readonly T[], selected: readonly StoreCategory[]): T[] {
  if (selected.length === 0) return [...items];
  return items.filter((i) => {
    const c = itemCategory(i);
    return c != null && selected.includes(c);
  });
}

/** Adds or removes a category from the selection (kept in STORE_CATEGORIES order). */
export function toggleCategory(selected: readonly StoreCategory[], category: StoreCategory): StoreCategory[] {
  const next = selected.includes(category) ? selected.filter((c) => c !== category) : [...selected, category];
  return STORE_CATEGORIES.filter((c) => next.includes(c));
}

/** Number of items per category. */
export function categoryCounts(items: readonly StoreItemEntry[]): Record<StoreCategory, number> {
  const out: Record<StoreCategory, number> = { Addons: 0, Amenities: 0, Services: 0 };
  for (const i of items) {
    const c = itemCategory(i);
    if (c) out[c] += 1;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Abilities and the item action

export const ABILITY_SUPER_ADMIN = 'super-admin';
export const ABILITY_CREATE_STORE_PURCHASE = 'create-store-purchase';

/** Empty requirement passes; otherwise super-admin or any one of the listed abilities. */
export function hasAbility(user: Pick<User, 'abilities'> | null | undefined, required: string | readonly string[] | null | undefined): boolean {
  const list = required == null ? [] : typeof required === 'string' ? [required] : required;
  if (list.length === 0) return true;
  const abilities = user?.abilities ?? [];
  return abilities.includes(ABILITY_SUPER_ADMIN) || list.some((a) => abilities.includes(a));
}

/** Staff who may create a payment request on a guest's behalf. */
export function canCreatePaymentRequest(user: Pick<User, 'abilities'> | null | undefined): boolean {
  return hasAbility(user, [ABILITY_CREATE_STORE_PURCHASE]);
}

export type StoreItemAction = 'create-payment-request' | 'request' | 'reserve';

/**
 * The item dialog's button: staff see 'Create Payment Request'; manual-approval or inquiry-only
 * items get 'Request' (authorization hold); others 'Reserve'.
 */
export function storeItemAction(entry: StoreItemEntry | null | undefined, user: Pick<User, 'abilities'> | null | undefined): StoreItemAction {
  if (canCreatePaymentRequest(user)) return 'create-payment-request';
  if (entry?.item?.is_manual === true || entry?.item?.inquiry_only === true) return 'request';
  return 'reserve';
}

export const STORE_ITEM_ACTION_LABEL_KEYS: Record<StoreItemAction, string> = {
  'create-payment-request': 'core:store.actions.createPaymentRequest',
  request: 'core:store.actions.request',
  reserve: 'core:store.actions.reserve',
};

/** Store visible for the tenant (configuration.store_support). */
export function isStoreEnabled(config: Pick<Configuration, 'store_support'> | null | undefined): boolean {
  return config?.store_support === true;
}

// ---------------------------------------------------------------------------------------------
// Damage waiver order

export const DAMAGE_WAIVER_ITEM_NAME = 'Damage Waiver';
export const WAIVER_ORDER_COUNT = 1;

const isWaiverName = (name: string | null | undefined) => (name ?? '').trim().toLowerCase() === DAMAGE_WAIVER_ITEM_NAME.toLowerCase();

/** The store item named 'Damage Waiver'. */
export function findWaiverItem(items: readonly StoreItemEntry[] | null | undefined): StoreItemEntry | null {
  return (items ?? []).find((i) => isWaiverName(i.item?.name)) ?? null;
}

/**
 * The waiver was already bought: its store entry is 'purchased', or a confirmed purchased item
 * matches it (by store item id, else by the name 'Damage Waiver').
 */
export function isWaiverPurchased(reservation: Pick<Reservation, 'purchased_items'>, waiverItem: StoreItemEntry | null | undefined): boolean {
  if ((waiverItem?.status ?? '').toLowerCase() === 'purchased') return true;
  const id = waiverItem?.item?.id;
  return (reservation.purchased_items ?? []).some(
    (p) =>
      (p.status ?? '').toLowerCase() === 'confirmed' &&
      ((id != null && p.store_item_id != null && String(p.store_item_id) === String(id)) || isWaiverName(p.item_name)),
  );
}

export interface PlaceOrderInput {
  reservationId: Id;
  itemId: Id;
  count: number;
  options: Record<string, unknown>;
}

/** The waiver order: one 'Damage Waiver' item, no options. Null when the item has no id. */
export function waiverOrder(reservationId: Id, waiverItem: StoreItemEntry | null | undefined): PlaceOrderInput | null {
  const itemId = waiverItem?.item?.id;
  if (itemId == null) return null;
  return { reservationId, itemId, count: WAIVER_ORDER_COUNT, options: {} };
}

/** After the waiver order: store-checkout with id = payment intent id, the current query and the damage-protection flag. */
export function waiverCheckoutRoute(paymentIntentId: string, currentQuery: Record<string, string> = {}): RouteDescriptor<'store-checkout'> {
  return { name: 'store-checkout', params: { id: paymentIntentId, isDamageProtection: 'true' }, query: { ...currentQuery } };
}
