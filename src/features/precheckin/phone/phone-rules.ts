// Phone rules on libphonenumber-js (its smallest metadata). This module is imported only through
// load-phone-rules.ts, so the library downloads when the contact step opens, never with the element.
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export interface PhoneCountry {
  code: string;
  callingCode: string;
}

/** Every country the metadata knows, with its calling code. */
export function phoneCountries(): PhoneCountry[] {
  return getCountries().map((code) => ({ code, callingCode: getCountryCallingCode(code) }));
}

function asCountry(code: string | null | undefined): CountryCode | undefined {
  const c = (code ?? '').toUpperCase();
  return (getCountries() as string[]).includes(c) ? (c as CountryCode) : undefined;
}

/**
 * What the draft keeps for what the guest typed: a valid number in international format
 * ('+1 415 555 2671'); anything else as typed, so validation can point at it.
 */
export function storedPhone(text: string, country: string | null | undefined): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const parsed = parsePhoneNumberFromString(trimmed, asCountry(country));
  return parsed?.isValid() ? parsed.formatInternational() : trimmed;
}

/** A stored phone is valid when it parses on its own (international form) as a valid number. */
export function isValidStoredPhone(value: string | null | undefined): boolean {
  const parsed = parsePhoneNumberFromString((value ?? '').trim());
  return !!parsed?.isValid();
}

/** The country of an international number, if it names one. */
export function countryOfPhone(value: string | null | undefined): string | null {
  return parsePhoneNumberFromString((value ?? '').trim())?.country ?? null;
}

/** The number without its country code, as the guest reads it in the national input. */
export function nationalPart(value: string | null | undefined): string {
  const parsed = parsePhoneNumberFromString((value ?? '').trim());
  return parsed ? parsed.formatNational() : (value ?? '');
}
