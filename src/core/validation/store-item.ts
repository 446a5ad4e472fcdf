// Store item dialog: options, quantity, disclaimer and dates within the stay.
import { calendarDate } from '../dates/calendar';
import { msg, VALIDATION as V } from '../messages';
import type { Message } from '../types';
import { isEmpty } from './form';
import { validateDateRange, validateMax, validateMin } from './general';

export interface StoreOrderInput {
  /** Option fields of the chosen menu; all are required unless `required: false`. */
  fields?: ReadonlyArray<{ key: string; required?: boolean | null }>;
  options?: Readonly<Record<string, unknown>>;
  quantity?: number | null;
  /** item.max_quantity (default 1). */
  maxQuantity?: number | null;
  enforceDisclaimer?: boolean | null;
  disclaimerAccepted?: boolean;
  /** Present when the item asks for a date range. */
  dateRange?: { start?: string | null; end?: string | null } | null;
  /** Present when the item asks for one date ('' / null = not chosen yet). */
  date?: string | null;
  /** Reservation check-in and check-out (any server date format). */
  stay?: { checkIn?: string | null; checkOut?: string | null; timeZone?: string };
}

/** True when every required option field has a value (the total is calculated only then). */
export function areOptionsComplete(input: Pick<StoreOrderInput, 'fields' | 'options'>): boolean {
  return (input.fields ?? []).every((f) => f.required === false || !isEmpty(input.options?.[f.key]));
}

/** A `YYYY-MM-DD` date between check-in and check-out (inclusive). */
export function isDateWithinStay(date: string, stay: StoreOrderInput['stay']): boolean {
  const ci = calendarDate(stay?.checkIn, stay?.timeZone);
  const co = calendarDate(stay?.checkOut, stay?.timeZone);
  const d = date.slice(0, 10);
  return (!ci || d >= ci) && (!co || d <= co);
}

/**
 * Store item dialog: option fields required ('Required field', keyed `option.<key>`); quantity
 * 1..max_quantity; disclaimer accepted when enforce_disclaimer; date range / date chosen and
 * between check-in and check-out.
 */
export function validateStoreOrder(input: StoreOrderInput): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const f of input.fields ?? []) {
    if (f.required !== false && isEmpty(input.options?.[f.key])) errors[`option.${f.key}`] = msg(V.requiredField);
  }
  const max = typeof input.maxQuantity === 'number' && input.maxQuantity >= 1 ? input.maxQuantity : 1;
  const q = input.quantity ?? 1;
  const qm = validateMin(q, 1) ?? validateMax(q, max);
  if (qm) errors.quantity = qm;
  if (input.enforceDisclaimer === true && input.disclaimerAccepted !== true) errors.disclaimer = msg(V.disclaimerRequired);
  if (input.dateRange !== undefined) {
    const r = input.dateRange;
    const m = validateDateRange(r?.start, r?.end);
    if (m) errors.dateRange = m;
    else if (!isDateWithinStay(r!.start!, input.stay) || !isDateWithinStay(r!.end!, input.stay) || r!.start! > r!.end!) {
      errors.dateRange = msg(V.dateOutsideStay);
    }
  }
  if (input.date !== undefined) {
    if (!input.date) errors.date = msg(V.requiredField);
    else if (!isDateWithinStay(input.date, input.stay)) errors.date = msg(V.dateOutsideStay);
  }
  return errors;
}
