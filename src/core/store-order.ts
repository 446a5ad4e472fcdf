// Rules of composing a store order (loaded with the item dialog): option and menu-field validation,
// dates within the stay, quantity, when the price call may run, the item amount of items without
// menus, and the tax line (all amounts in minor units).
import { nightsCount } from './dates/days';
import { fractionToPercent } from './money';
import type { StayBounds } from './stay-bounds';
import type { Message, StoreItemEntry } from './types';

/** A menu field of an option menu (GET .../options → menu_fields). */
export interface OrderField {
  key: string;
  label?: string | null;
  type: string;
  required?: boolean | null;
  min?: number | null;
  max?: number | null;
  options?: readonly { value: string; label?: string | null; price?: number | null }[] | null;
}

/** An item option (store item entry → options): key, label, units, type and its default value. */
export interface ItemOption {
  key: string;
  label?: string | null;
  units?: string | null;
  type?: string | null;
  value?: string | number | boolean | null;
}

export type FieldValue = string | number | boolean | null | undefined;
export type FieldValues = Readonly<Record<string, FieldValue>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isEmpty = (v: FieldValue) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A date (YYYY-MM-DD) between check-in and check-out, both included. */
export function isDateInStay(date: string, bounds: StayBounds): boolean {
  if (!DATE.test(date)) return false;
  if (bounds.min && date < bounds.min) return false;
  if (bounds.max && date > bounds.max) return false;
  return true;
}

/** A date range is sent as `YYYY-MM-DD/YYYY-MM-DD`. */
export const joinDateRange = (start: string, end: string) => `${start}/${end}`;
export function splitDateRange(value: FieldValue): [string, string] {
  const [a = '', b = ''] = typeof value === 'string' ? value.split('/') : [];
  return [a, b];
}

const msg = (key: string, params?: Message['params']): Message => (params ? { key, params } : { key });

/**
 * The error of one menu field, or null. Required fields need a value; numbers are whole and within
 * min..max ('Minimun is N', 'Maximun is N'); dates and both ends of a date range lie within the stay
 * ('Choose start and end dates' while a range is incomplete or reversed); selects take a listed value;
 * times are HH:mm.
 */
export function fieldError(field: OrderField, value: FieldValue, bounds: StayBounds): Message | null {
  if (field.type === 'checkbox') return null;
  if (field.type === 'date_range') {
    const [start, end] = splitDateRange(value);
    if (!start && !end) return field.required ? msg('validation:requiredField') : null;
    if (!DATE.test(start) || !DATE.test(end) || end <= start) return msg('validation:dateRangeRequired');
    return isDateInStay(start, bounds) && isDateInStay(end, bounds) ? null : msg('store:errors.dateOutsideStay');
  }
  if (isEmpty(value)) return field.required ? msg('validation:requiredField') : null;
  const text = String(value).trim();
  switch (field.type) {
    case 'number': {
      const n = Number(text);
      if (!Number.isInteger(n)) return msg('store:errors.wholeNumber');
      if (field.min != null && n < field.min) return msg('validation:min', { min: field.min });
      if (field.max != null && n > field.max) return msg('validation:max', { max: field.max });
      return null;
    }
    case 'date':
      return isDateInStay(text, bounds) ? null : msg('store:errors.dateOutsideStay');
    case 'select':
      return (field.options ?? []).some((o) => o.value === text) ? null : msg('validation:requiredField');
    case 'time':
      return TIME.test(text) ? null : msg('validation:invalidTime');
    default:
      return null;
  }
}

/** Errors of every field by key (only the fields in error). */
export function validateFields(fields: readonly OrderField[], values: FieldValues, bounds: StayBounds): Record<string, Message> {
  const out: Record<string, Message> = {};
  for (const f of fields) {
    const e = fieldError(f, values[f.key], bounds);
    if (e) out[f.key] = e;
  }
  return out;
}

/** Number-typed item options (e.g. `days`, `hours`) are positive whole numbers up to 365. */
export const ITEM_OPTION_MAX = 365;

/**
 * The largest value of a number option: 365, and with the stay known a rental counted in `days` fits in
 * the stay's calendar days (hours: 24 for each of them), so nobody orders a year of bikes for five nights.
 */
export function itemOptionMax(option: Pick<ItemOption, 'key'>, bounds?: StayBounds | null): number {
  if (!bounds?.min || !bounds.max) return ITEM_OPTION_MAX;
  const days = nightsCount(bounds.min, bounds.max) + 1;
  if (option.key === 'days') return Math.min(ITEM_OPTION_MAX, days);
  if (option.key === 'hours') return Math.min(ITEM_OPTION_MAX, days * 24);
  return ITEM_OPTION_MAX;
}

export function itemOptionError(option: ItemOption, value: FieldValue, bounds?: StayBounds | null): Message | null {
  if (isEmpty(value)) return msg('validation:requiredField');
  if ((option.type ?? '').toLowerCase() !== 'number') return null;
  const n = Number(value);
  if (!Number.isInteger(n)) return msg('store:errors.wholeNumber');
  if (n < 1) return msg('validation:min', { min: 1 });
  const max = itemOptionMax(option, bounds);
  if (n > max) return msg('validation:max', { max });
  return null;
}

/** Item options start at their server default (value), else 1 for numbers. */
export function defaultOptionValues(options: readonly ItemOption[] | null | undefined): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const o of options ?? []) out[o.key] = o.value ?? ((o.type ?? '').toLowerCase() === 'number' ? 1 : '');
  return out;
}

/** Quantity within 1..max: an error message for the field, or null. */
export function quantityError(quantity: FieldValue, max: number): Message | null {
  const n = Number(quantity);
  if (isEmpty(quantity) || !Number.isInteger(n)) return msg('store:errors.wholeNumber');
  if (n < 1) return msg('validation:min', { min: 1 });
  if (n > max) return msg('validation:max', { max });
  return null;
}

/**
 * The price call runs only once every required field holds a valid value (and nothing else is in
 * error) and the quantity is valid; before that the total is not shown.
 */
export function canRequestPrice(fields: readonly OrderField[], values: FieldValues, bounds: StayBounds, quantity: FieldValue, max: number): boolean {
  return quantityError(quantity, max) === null && Object.keys(validateFields(fields, values, bounds)).length === 0;
}

/** The values of a menu sent to the price and order calls: empty ones left out, checkboxes as true/false. */
export function fieldQuery(fields: readonly OrderField[], values: FieldValues): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const f of fields) {
    const v = values[f.key];
    if (f.type === 'checkbox') out[f.key] = v === true || v === 'true';
    else if (!isEmpty(v)) out[f.key] = f.type === 'number' ? Number(v) : String(v).trim();
  }
  return out;
}

/**
 * Amount (minor units, before tax) of an item without menus: price.total, else per_day × `days`,
 * else per_hour × `hours` (option values, default 1), else start_from; times the quantity.
 * Null when the item has no price.
 */
export function itemAmount(entry: Pick<StoreItemEntry, 'price'> | null | undefined, values: FieldValues, quantity: number): number | null {
  const p = entry?.price;
  const num = (key: string) => {
    const n = Number(values[key] ?? 1);
    return Number.isInteger(n) && n >= 1 ? n : 1;
  };
  let unit: number | null = null;
  if (typeof p?.total === 'number') unit = p.total;
  else if (typeof p?.per_day === 'number') unit = p.per_day * num('days');
  else if (typeof p?.per_hour === 'number') unit = p.per_hour * num('hours');
  else if (typeof p?.start_from === 'number') unit = p.start_from;
  return unit === null ? null : unit * quantity;
}

export interface StoreSummary {
  /** Item amount before tax. */
  itemAmount: number;
  /** Tax = total including tax − item amount. */
  tax: number;
  /** Total including tax. */
  total: number;
  /** store_tax as a percentage (0.08 → 8). */
  percent: number;
}

/**
 * The store summary in minor units: total including tax = item amount + round(item amount × store_tax)
 * (the damage waiver carries no tax); tax shown as total minus item amount with store_tax as a percent.
 */
export function storeSummary(itemAmountMinor: number, storeTax: number | null | undefined, opts: { taxFree?: boolean } = {}): StoreSummary {
  const rate = opts.taxFree || typeof storeTax !== 'number' || !Number.isFinite(storeTax) || storeTax < 0 ? 0 : storeTax;
  const item = Math.round(itemAmountMinor);
  const total = item + Math.round(item * rate);
  return { itemAmount: item, tax: total - item, total, percent: fractionToPercent(rate) };
}
