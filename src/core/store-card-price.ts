// The price an item card shows in the store list (minor units), apart from the order rules the item
// dialog loads.
import type { StoreItemEntry } from './types';

/** 'per hour' / 'per day' suffix of an item card's price, when the item is priced so. */
export function priceUnitKey(entry: Pick<StoreItemEntry, 'price'> | null | undefined): string | null {
  const p = entry?.price;
  if (typeof p?.total === 'number') return null;
  if (typeof p?.per_day === 'number') return 'store:price.perDay';
  if (typeof p?.per_hour === 'number') return 'store:price.perHour';
  return null;
}

/**
 * The amount an item card shows: total, start_from, per_day or per_hour (minor units). A `start_from`
 * of 0 is no price at all (the choices decide it): the card shows none rather than 'From $0.00'.
 */
export function cardAmount(entry: Pick<StoreItemEntry, 'price' | 'has_menus'> | null | undefined): { amount: number; from: boolean } | null {
  const shown = anyCardAmount(entry);
  return shown && shown.from && shown.amount <= 0 ? null : shown;
}

function anyCardAmount(entry: Pick<StoreItemEntry, 'price' | 'has_menus'> | null | undefined): { amount: number; from: boolean } | null {
  const p = entry?.price;
  if (!p) return null;
  if (typeof p.start_from === 'number' && (entry?.has_menus === true || typeof p.total !== 'number')) {
    if (typeof p.per_day !== 'number' && typeof p.per_hour !== 'number') return { amount: p.start_from, from: true };
  }
  if (typeof p.total === 'number') return { amount: p.total, from: false };
  if (typeof p.per_day === 'number') return { amount: p.per_day, from: false };
  if (typeof p.per_hour === 'number') return { amount: p.per_hour, from: false };
  return typeof p.start_from === 'number' ? { amount: p.start_from, from: true } : null;
}
