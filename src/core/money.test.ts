import { describe, expect, it } from 'vitest';
import {
  formatMajor,
  formatMoney,
  formatPercent,
  fractionToPercent,
  fromMinorUnits,
  normalizeCurrency,
  toMinorUnits,
} from './money';

describe('minor units', () => {
  it('divides by 100', () => {
    expect(fromMinorUnits(12345)).toBe(123.45);
    expect(fromMinorUnits(50000)).toBe(500);
    expect(fromMinorUnits(0)).toBe(0);
    expect(fromMinorUnits(1)).toBe(0.01);
    expect(fromMinorUnits(-250)).toBe(-2.5);
  });
  it('rounds fractional cents away', () => {
    expect(fromMinorUnits(100.6)).toBe(1.01);
  });
  it('converts back to minor units', () => {
    expect(toMinorUnits(500)).toBe(50000);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(19.999)).toBe(2000);
  });
});

describe('currency', () => {
  it('normalizes codes and defaults to USD', () => {
    expect(normalizeCurrency('eur')).toBe('EUR');
    expect(normalizeCurrency(' gbp ')).toBe('GBP');
    expect(normalizeCurrency(undefined)).toBe('USD');
    expect(normalizeCurrency(null)).toBe('USD');
    expect(normalizeCurrency('')).toBe('USD');
    expect(normalizeCurrency('dollars')).toBe('USD');
  });
});

describe('formatMoney', () => {
  it('defaults to USD', () => {
    expect(formatMoney(12345, undefined, 'en-US')).toBe('$123.45');
    expect(formatMoney(50000, null, 'en-US')).toBe('$500.00');
  });
  it('uses the currency and locale', () => {
    expect(formatMoney(12345, 'EUR', 'fr')).toBe('123,45\u00a0€');
    expect(formatMoney(12345, 'eur', 'de')).toBe('123,45\u00a0€');
    expect(formatMoney(999, 'GBP', 'en-GB')).toBe('£9.99');
  });
  it('never shows more than 2 fraction digits', () => {
    expect(formatMoney(12345, 'KWD', 'en-US')).toMatch(/123\.45$/);
    expect(formatMoney(12345, 'JPY', 'en-US')).toBe('¥123.45');
    expect(formatMoney(12300, 'JPY', 'en-US')).toBe('¥123');
  });
  it('formats major amounts', () => {
    expect(formatMajor(500, 'USD', 'en-US')).toBe('$500.00');
    expect(formatMajor(1.005, 'USD', 'en-US')).toMatch(/^\$1\.0[01]$/);
  });
});

describe('percent', () => {
  it('converts fractions', () => {
    expect(fractionToPercent(0.08)).toBe(8);
    expect(fractionToPercent(0.0825)).toBe(8.25);
    expect(fractionToPercent(0.07125)).toBe(7.13);
    expect(fractionToPercent(0)).toBe(0);
  });
  it('formats in the locale', () => {
    expect(formatPercent(0.0825, 'en-US')).toBe('8.25%');
    expect(formatPercent(0.1, 'en-US')).toBe('10%');
  });
});
