// Prices of an order in minor units before tax, with every chosen value checked (400 naming the field).
import { isValidIsoDate, nightsCount } from '../../../src/core/dates/days';
import type { StayBounds } from '../../../src/core/stay-bounds';
import { itemOptionMax } from '../../../src/core/store-order';
import { isDateWithinStay } from '../../../src/core/validation/store-item';
import { parseJson } from '../db.js';
import { badRequest } from '../errors.js';
import type { ItemOption, MenuField, MenuRow, StoreItemRow } from './rows.js';

export type Values = Record<string, unknown>;
const validDate = isValidIsoDate;
/** Longest order comment kept (the contract's limit, enforced here too for callers other than the route). */
export const MAX_COMMENT_LENGTH = 2000;

/**
 * A whole number written in decimal digits (optional sign), else NaN: `Number()` alone would read
 * "1e2" as 100, "0x10" as 16 and "" as 0.
 */
export function decimalInteger(raw: unknown): number {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : Number.NaN;
  const text = String(raw).trim();
  return /^[+-]?\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

/** The stay's check-in and check-out as stored, and the listing's zone their calendar dates are read in. */
interface Stay {
  checkIn: string;
  checkOut: string;
  timeZone: string;
}

/**
 * Menu price in minor units before tax: base_price + chosen select option prices + number × price_per_unit
 * + checked checkbox prices + date_range days × price_per_day; times `count`. Throws 400 naming the field.
 * With a reservation, dates must lie between check-in and check-out.
 */
export function menuPrice(menu: MenuRow, values: Values, count = 1, stay: Stay | null = null): number {
  const fields = parseJson<MenuField[]>(menu.menu_fields, []);
  let total = menu.base_price;
  const inStay = (d: string, key: string) => {
    if (stay && !isDateWithinStay(d, { checkIn: stay.checkIn, checkOut: stay.checkOut, timeZone: stay.timeZone })) {
      throw badRequest(`${key} must be between check-in and check-out`, key);
    }
  };
  for (const f of fields) {
    const raw = values[f.key];
    const empty = raw === undefined || raw === null || raw === '';
    if (empty) {
      if (f.required) throw badRequest(`${f.label} is required`, f.key);
      continue;
    }
    const text = String(raw);
    if (text.length > 200) throw badRequest(`${f.label} is too long`, f.key);
    switch (f.type) {
      case 'select': {
        const option = f.options?.find((o) => o.value === text);
        if (!option) throw badRequest(`${f.label}: unknown option`, f.key);
        total += option.price;
        break;
      }
      case 'number': {
        const n = decimalInteger(text);
        if (!Number.isInteger(n) || (f.min != null && n < f.min) || (f.max != null && n > f.max)) {
          throw badRequest(`${f.label} must be a whole number between ${f.min ?? 0} and ${f.max ?? 'the maximum'}`, f.key);
        }
        total += n * (f.price_per_unit ?? 0);
        break;
      }
      case 'checkbox': {
        if (!['true', 'false', '1', '0'].includes(text)) throw badRequest(`${f.label} must be true or false`, f.key);
        if (text === 'true' || text === '1') total += f.price ?? 0;
        break;
      }
      case 'date_range': {
        const [from, to] = text.split('/');
        if (!from || !to || !validDate(from) || !validDate(to) || to <= from) {
          throw badRequest(`${f.label} must be a date range YYYY-MM-DD/YYYY-MM-DD`, f.key);
        }
        inStay(from, f.key);
        inStay(to, f.key);
        total += nightsCount(from, to) * (f.price_per_day ?? 0);
        break;
      }
      case 'date': {
        if (!validDate(text)) throw badRequest(`${f.label} must be a date YYYY-MM-DD`, f.key);
        inStay(text, f.key);
        break;
      }
      case 'time': {
        if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(text)) throw badRequest(`${f.label} must be a time HH:mm`, f.key);
        break;
      }
      case 'text': {
        // eslint-disable-next-line no-control-regex -- control characters are exactly what this check rejects
        if (/[<>\u0000-\u001f]/.test(text)) throw badRequest(`${f.label} contains characters that are not allowed`, f.key);
        break;
      }
    }
  }
  return total * count;
}

/** Price of an item without menus (total, else per_day × days, else per_hour × hours, else start_from); `bounds` caps days and hours (src/core). */
export function itemPrice(item: StoreItemRow, values: Values, count: number, waiverAmount: number | null, bounds: StayBounds): number {
  if (item.is_damage_waiver) return waiverAmount ?? 0;
  const options = parseJson<ItemOption[]>(item.options, []);
  const num = (key: string) => {
    const option = options.find((o) => o.key === key);
    const raw = values[key] ?? option?.value ?? 1;
    const n = decimalInteger(raw);
    const max = itemOptionMax({ key }, bounds);
    if (!Number.isInteger(n) || n < 1 || n > max) throw badRequest(`${option?.label ?? key} must be a whole number from 1 to ${max}`, key);
    return n;
  };
  let unit: number;
  if (item.price_total !== null) unit = item.price_total;
  else if (item.price_per_day !== null) unit = item.price_per_day * num('days');
  else if (item.price_per_hour !== null) unit = item.price_per_hour * num('hours');
  else unit = item.price_start_from ?? 0;
  return unit * count;
}
