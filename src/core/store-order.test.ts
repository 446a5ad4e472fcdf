import { describe, expect, it } from 'vitest';
import {
  itemOptionMax,
  canRequestPrice,
  defaultOptionValues,
  fieldError,
  fieldQuery,
  isDateInStay,
  itemAmount,
  itemOptionError,
  ITEM_OPTION_MAX,
  quantityError,
  storeSummary,
  validateFields,
  type OrderField,
} from './store-order';
import { cardAmount, priceUnitKey } from './store-card-price';
import { stayBounds } from './stay-bounds';

const STAY = { min: '2026-06-14', max: '2026-06-18' };
const select: OrderField = { key: 'direction', type: 'select', required: true, options: [{ value: 'arrival' }, { value: 'both' }] };
const passengers: OrderField = { key: 'passengers', type: 'number', required: true, min: 1, max: 6 };
const date: OrderField = { key: 'date', type: 'date', required: true };
const range: OrderField = { key: 'stay', type: 'date_range', required: true };
const time: OrderField = { key: 'time', type: 'time', required: false };
const seat: OrderField = { key: 'seat', type: 'checkbox', required: false };
const note: OrderField = { key: 'note', type: 'text', required: false };

describe('stay bounds', () => {
  it('are the calendar days of check-in and check-out in the listing zone', () => {
    expect(stayBounds({ check_in: '2026-06-14T15:00:00Z', check_out: '2026-06-18T10:00:00Z' })).toEqual(STAY);
    expect(stayBounds({ check_in: '2026-06-14T23:30:00Z', check_out: '2026-06-18T10:00:00Z' }, 'Asia/Tokyo')).toEqual({ min: '2026-06-15', max: '2026-06-18' });
    expect(stayBounds(null)).toEqual({ min: null, max: null });
  });
  it('include both ends and reject days outside or malformed dates', () => {
    expect(isDateInStay('2026-06-14', STAY)).toBe(true);
    expect(isDateInStay('2026-06-18', STAY)).toBe(true);
    expect(isDateInStay('2026-06-13', STAY)).toBe(false);
    expect(isDateInStay('2026-06-19', STAY)).toBe(false);
    expect(isDateInStay('14/06/2026', STAY)).toBe(false);
    expect(isDateInStay('2026-01-01', { min: null, max: null })).toBe(true);
  });
});

describe('option validation', () => {
  it('required fields need a value; optional ones may stay empty', () => {
    expect(fieldError(select, '', STAY)).toEqual({ key: 'validation:requiredField' });
    expect(fieldError(passengers, undefined, STAY)).toEqual({ key: 'validation:requiredField' });
    expect(fieldError(time, '', STAY)).toBeNull();
    expect(fieldError(note, null, STAY)).toBeNull();
    expect(fieldError(seat, undefined, STAY)).toBeNull();
  });
  it('select takes only a listed value', () => {
    expect(fieldError(select, 'both', STAY)).toBeNull();
    expect(fieldError(select, 'teleport', STAY)).toEqual({ key: 'validation:requiredField' });
  });
  it('numbers are whole and within min..max', () => {
    expect(fieldError(passengers, '3', STAY)).toBeNull();
    expect(fieldError(passengers, '2.5', STAY)).toEqual({ key: 'store:errors.wholeNumber' });
    expect(fieldError(passengers, '0', STAY)).toEqual({ key: 'validation:min', params: { min: 1 } });
    expect(fieldError(passengers, '7', STAY)).toEqual({ key: 'validation:max', params: { max: 6 } });
  });
  it('dates lie between check-in and check-out', () => {
    expect(fieldError(date, '2026-06-16', STAY)).toBeNull();
    expect(fieldError(date, '2026-06-19', STAY)).toEqual({ key: 'store:errors.dateOutsideStay' });
    expect(fieldError(date, '2026-06-13', STAY)).toEqual({ key: 'store:errors.dateOutsideStay' });
  });
  it("date ranges: 'Choose start and end dates' until both ends are set in order, then within the stay", () => {
    expect(fieldError(range, '', STAY)).toEqual({ key: 'validation:requiredField' });
    expect(fieldError(range, '2026-06-15/', STAY)).toEqual({ key: 'validation:dateRangeRequired' });
    expect(fieldError(range, '/2026-06-15', STAY)).toEqual({ key: 'validation:dateRangeRequired' });
    expect(fieldError(range, '2026-06-16/2026-06-15', STAY)).toEqual({ key: 'validation:dateRangeRequired' });
    expect(fieldError(range, '2026-06-16/2026-06-16', STAY)).toEqual({ key: 'validation:dateRangeRequired' });
    expect(fieldError(range, '2026-06-15/2026-06-20', STAY)).toEqual({ key: 'store:errors.dateOutsideStay' });
    expect(fieldError(range, '2026-06-14/2026-06-18', STAY)).toBeNull();
    expect(fieldError({ ...range, required: false }, '', STAY)).toBeNull();
  });
  it('times are HH:mm', () => {
    expect(fieldError(time, '09:30', STAY)).toBeNull();
    expect(fieldError(time, '25:00', STAY)).toEqual({ key: 'validation:invalidTime' });
  });
  it('validateFields lists only the fields in error', () => {
    expect(validateFields([select, passengers, date, seat], { direction: 'both', passengers: 9 }, STAY)).toEqual({
      passengers: { key: 'validation:max', params: { max: 6 } },
      date: { key: 'validation:requiredField' },
    });
  });
  it('item options: numbers from 1 to 365, defaults from the server or 1', () => {
    const days = { key: 'days', type: 'number', value: 2 };
    expect(itemOptionError(days, 3)).toBeNull();
    expect(itemOptionError(days, 0)).toEqual({ key: 'validation:min', params: { min: 1 } });
    expect(itemOptionError(days, 366)).toEqual({ key: 'validation:max', params: { max: 365 } });
    expect(itemOptionError(days, '1.5')).toEqual({ key: 'store:errors.wholeNumber' });
    expect(itemOptionError(days, '')).toEqual({ key: 'validation:requiredField' });
    expect(itemOptionError({ key: 'colour', type: 'text' }, 'red')).toBeNull();
    expect(defaultOptionValues([days, { key: 'hours', type: 'number' }, { key: 'colour', type: 'text' }])).toEqual({ days: 2, hours: 1, colour: '' });
  });
});

describe('quantity bounds', () => {
  it('1 to max_quantity, whole numbers only', () => {
    expect(quantityError(1, 1)).toBeNull();
    expect(quantityError('3', 3)).toBeNull();
    expect(quantityError(4, 3)).toEqual({ key: 'validation:max', params: { max: 3 } });
    expect(quantityError(0, 3)).toEqual({ key: 'validation:min', params: { min: 1 } });
    expect(quantityError('', 3)).toEqual({ key: 'store:errors.wholeNumber' });
    expect(quantityError('1.5', 3)).toEqual({ key: 'store:errors.wholeNumber' });
  });
});

describe('price-call gating', () => {
  const fields = [select, passengers, date, time, seat];
  it('waits until every required field is valid and the quantity is in bounds', () => {
    expect(canRequestPrice(fields, {}, STAY, 1, 2)).toBe(false);
    expect(canRequestPrice(fields, { direction: 'both', passengers: 2 }, STAY, 1, 2)).toBe(false);
    expect(canRequestPrice(fields, { direction: 'both', passengers: 2, date: '2026-06-16' }, STAY, 1, 2)).toBe(true);
    expect(canRequestPrice(fields, { direction: 'both', passengers: 2, date: '2026-06-16' }, STAY, 3, 2)).toBe(false);
    expect(canRequestPrice(fields, { direction: 'both', passengers: 2, date: '2026-06-20' }, STAY, 1, 2)).toBe(false);
    expect(canRequestPrice(fields, { direction: 'both', passengers: 2, date: '2026-06-16', time: 'noon' }, STAY, 1, 2)).toBe(false);
  });
  it('sends set values only, numbers as numbers and checkboxes as true/false', () => {
    expect(fieldQuery(fields, { direction: 'both', passengers: '2', date: '2026-06-16', time: '' })).toEqual({ direction: 'both', passengers: 2, date: '2026-06-16', seat: false });
    expect(fieldQuery([seat], { seat: true })).toEqual({ seat: true });
  });
});

describe('item amount and card price', () => {
  it('total, per day × days, per hour × hours, start_from; times the quantity', () => {
    expect(itemAmount({ price: { total: 4000 } }, {}, 2)).toBe(8000);
    expect(itemAmount({ price: { total: null, per_day: 1500 } }, { days: 3 }, 2)).toBe(9000);
    expect(itemAmount({ price: { total: null, per_hour: 4000 } }, { hours: '2' }, 1)).toBe(8000);
    expect(itemAmount({ price: { total: null, per_hour: 4000 } }, { hours: 'x' }, 1)).toBe(4000);
    expect(itemAmount({ price: { start_from: 500 } }, {}, 1)).toBe(500);
    expect(itemAmount({ price: null }, {}, 1)).toBeNull();
  });
  it("card: 'From' for menus, per day / per hour units, totals as they are", () => {
    expect(cardAmount({ price: { total: null, start_from: 6000 }, has_menus: true })).toEqual({ amount: 6000, from: true });
    expect(cardAmount({ price: { total: 4000 } })).toEqual({ amount: 4000, from: false });
    expect(cardAmount({ price: { total: null, per_day: 1500 } })).toEqual({ amount: 1500, from: false });
    expect(cardAmount({ price: { total: null, per_hour: 4000 } })).toEqual({ amount: 4000, from: false });
    expect(cardAmount({ price: null })).toBeNull();
    expect(cardAmount({ price: { total: null, start_from: 0 }, has_menus: true })).toBeNull();
    expect(priceUnitKey({ price: { total: null, per_day: 1500 } })).toBe('store:price.perDay');
    expect(priceUnitKey({ price: { total: null, per_hour: 4000 } })).toBe('store:price.perHour');
    expect(priceUnitKey({ price: { total: 100, per_hour: 4000 } })).toBeNull();
  });
});

describe('tax arithmetic (minor units)', () => {
  it('total including tax minus item amount, store_tax as a percentage', () => {
    expect(storeSummary(12500, 0.08)).toEqual({ itemAmount: 12500, tax: 1000, total: 13500, percent: 8 });
  });
  it('rounds the tax to a whole minor unit, half up, as the server does', () => {
    expect(storeSummary(1999, 0.08)).toEqual({ itemAmount: 1999, tax: 160, total: 2159, percent: 8 });
    expect(storeSummary(1005, 0.2)).toEqual({ itemAmount: 1005, tax: 201, total: 1206, percent: 20 });
    expect(storeSummary(3, 0.0825)).toEqual({ itemAmount: 3, tax: 0, total: 3, percent: 8.25 });
    expect(storeSummary(2150, 0.07125).tax).toBe(153);
  });
  it('no tax without a rate, with a bad rate, or for the damage waiver', () => {
    expect(storeSummary(4900, null)).toEqual({ itemAmount: 4900, tax: 0, total: 4900, percent: 0 });
    expect(storeSummary(4900, -1).tax).toBe(0);
    expect(storeSummary(4900, 0.08, { taxFree: true })).toEqual({ itemAmount: 4900, tax: 0, total: 4900, percent: 0 });
  });

  it('days and hours options fit in the stay: a 5-night stay rents at most 6 days (144 hours)', () => {
    const bounds = { min: '2026-07-01', max: '2026-07-06' };
    expect(itemOptionMax({ key: 'days' }, bounds)).toBe(6);
    expect(itemOptionMax({ key: 'hours' }, bounds)).toBe(144);
    expect(itemOptionMax({ key: 'days' }, null)).toBe(ITEM_OPTION_MAX);
    expect(itemOptionError({ key: 'days', label: 'Days', type: 'number', units: 'day', value: 1 }, 365, bounds)).toEqual({ key: 'validation:max', params: { max: 6 } });
    expect(itemOptionError({ key: 'days', label: 'Days', type: 'number', units: 'day', value: 1 }, 6, bounds)).toBeNull();
  });
});
