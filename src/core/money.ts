// Money: the server sends amounts in minor units (cents); the UI shows major units with at most
// two fraction digits. Default currency USD.
import { intlText, intlTextKey, numberFormat } from './intl/formatters';

export const DEFAULT_CURRENCY = 'USD';
export const MAX_FRACTION_DIGITS = 2;

/** Minor units (cents) to major units, rounded to 2 fraction digits. */
export function fromMinorUnits(minor: number): number {
  return Math.round(minor) / 100;
}

/** Major units to minor units (cents), rounded to the nearest cent. */
export function toMinorUnits(major: number): number {
  return Math.round(major * 100);
}

/** A usable ISO 4217 code: upper-cased, falling back to USD when empty or malformed. */
export function normalizeCurrency(currency: string | null | undefined): string {
  const c = (currency ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(c) ? c : DEFAULT_CURRENCY;
}

function currencyFormatter(currency: string, locale: string | undefined): Intl.NumberFormat {
  const base = numberFormat(locale, { style: 'currency', currency });
  const min = Math.min(base.resolvedOptions().minimumFractionDigits ?? 0, MAX_FRACTION_DIGITS);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: min,
    maximumFractionDigits: MAX_FRACTION_DIGITS,
  });
}

/** Formats a major-unit amount (e.g. the 500 default deposit) in the locale. */
export function formatMajor(major: number, currency?: string | null, locale?: string): string {
  const code = normalizeCurrency(currency);
  return intlText(intlTextKey('money', locale, { currency: code }, major), () => currencyFormatter(code, locale).format(major));
}

/** Formats a minor-unit amount: `formatMoney(12345, 'EUR', 'fr')` → "123,45 €". */
export function formatMoney(minor: number, currency: string | null | undefined = DEFAULT_CURRENCY, locale?: string): string {
  return formatMajor(fromMinorUnits(minor), currency, locale);
}

/** A fraction (0.0825) as a percentage number with at most 2 fraction digits (8.25). */
export function fractionToPercent(fraction: number): number {
  // toPrecision removes binary noise first (0.07125 * 100 is 7.124999…).
  return Math.round(Number((fraction * 100).toPrecision(12)) * 100) / 100;
}

/** Formats a fraction as a locale percentage ("8.25%"). */
export function formatPercent(fraction: number, locale?: string): string {
  const options: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: MAX_FRACTION_DIGITS };
  return intlText(intlTextKey('number', locale, options, fraction), () => numberFormat(locale, options).format(fraction));
}
