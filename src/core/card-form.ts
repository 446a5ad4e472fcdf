// Card form rules (spec section 5): the general card form, provider C's form, and the payment
// iframe's buttonColor parameter.
import { isCountryCode } from './countries';
import { msg, VALIDATION as V } from './messages';
import { countryHasStates, isStateOf } from './states';
import { validateEmail, validateFirstName, validateLastName, validateMaxLength, validateName, validatePhone, validateYearNotPast, validateZip } from './validation/general';
import type { Message } from './types';

export const EXPIRY_MONTH_MAX_LENGTH = 2;
export const EXPIRY_YEAR_MAX_LENGTH = 4;

/** Expiry month: 'Month is required', at most 2 characters, 1..12. */
export function validateExpiryMonth(value: string | number | null | undefined): Message | null {
  const s = value == null ? '' : String(value).trim();
  if (!s) return msg(V.monthRequired);
  const long = validateMaxLength(s, EXPIRY_MONTH_MAX_LENGTH);
  if (long) return long;
  if (!/^\d+$/.test(s)) return msg(V.invalidDate);
  const m = Number(s);
  if (m < 1) return msg(V.min, { min: 1 });
  return m > 12 ? msg(V.max, { max: 12 }) : null;
}

/** Expiry year: required, at most 4 characters, not below the current year ('Invalid year'). */
export function validateExpiryYear(value: string | number | null | undefined, now: Date): Message | null {
  const s = value == null ? '' : String(value).trim();
  if (!s) return msg(V.requiredField);
  return validateMaxLength(s, EXPIRY_YEAR_MAX_LENGTH) ?? validateYearNotPast(s, now);
}

export type CardFormField = 'name' | 'firstName' | 'lastName' | 'email' | 'phone' | 'zip' | 'month' | 'year';
export type CardFormValues = Partial<Record<CardFormField, string | null>>;

/**
 * General card form: validates the fields the provider's form shows (`fields`, default: the keys
 * present in `values`) with the name / e-mail / phone / zip / first name / last name / month /
 * year rules. Submit stays disabled until this is empty and the card fields are ready.
 */
export function validateCardForm(
  values: CardFormValues,
  opts: { now: Date; fields?: readonly CardFormField[] },
): Partial<Record<CardFormField, Message>> {
  const fields = opts.fields ?? (Object.keys(values) as CardFormField[]);
  const rules: Record<CardFormField, (v: string | null | undefined) => Message | null> = {
    name: validateName,
    firstName: validateFirstName,
    lastName: validateLastName,
    email: validateEmail,
    phone: validatePhone,
    zip: validateZip,
    month: validateExpiryMonth,
    year: (v) => validateExpiryYear(v, opts.now),
  };
  const errors: Partial<Record<CardFormField, Message>> = {};
  for (const f of fields) {
    const m = rules[f](values[f]);
    if (m) errors[f] = m;
  }
  return errors;
}

/** Submit enabled: no form errors and the provider's card fields are ready (and terms accepted, if any). */
export function canSubmitCardForm(errors: Record<string, Message | undefined>, cardFieldsReady: boolean, termsAccepted = true): boolean {
  return cardFieldsReady && termsAccepted && Object.values(errors).every((m) => m == null);
}

// ---------------------------------------------------------------------------------------------
// Provider C

export interface ProviderCValues {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  city?: string | null;
  zip?: string | null;
  country?: string | null;
  state?: string | null;
}
export type ProviderCField = keyof ProviderCValues;

const t = (v: string | null | undefined) => (v ?? '').trim();

/**
 * Provider C's form: card holder name (required, at least two words), e-mail, phone; with
 * require_address_fields also address, city, ZIP, country (ISO code) and — for US, CA, AU only —
 * state/province.
 */
export function validateProviderCForm(values: ProviderCValues, opts: { requireAddressFields?: boolean | null } = {}): Partial<Record<ProviderCField, Message>> {
  const errors: Partial<Record<ProviderCField, Message>> = {};
  const name = t(values.fullName);
  if (!name) errors.fullName = msg(V.cardHolderNameRequired);
  else if (name.split(/\s+/).length < 2) errors.fullName = msg(V.cardFullNameTwoWords);

  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t(values.email))) errors.email = msg(V.cardEmailInvalid);

  const phone = t(values.phone);
  const digits = phone.replace(/\D/g, '').length;
  if (!/^\+?[\d\s\-().]+$/.test(phone) || digits < 7 || digits > 15) errors.phone = msg(V.cardPhoneInvalid);

  if (opts.requireAddressFields === true) {
    if (t(values.address).length < 3) errors.address = msg(V.cardAddressInvalid);
    if (!/^[\p{L}][\p{L}\p{M} .'-]*$/u.test(t(values.city))) errors.city = msg(V.cardCityInvalid);
    if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(t(values.zip))) errors.zip = msg(V.cardZipInvalid);
    if (!isCountryCode(values.country)) errors.country = msg(V.cardCountryRequired);
    else if (countryHasStates(values.country) && !isStateOf(values.country, values.state)) errors.state = msg(V.cardStateRequired);
  }
  return errors;
}

/** Whether provider C's form shows the state field (address fields on, country US / CA / AU). */
export function providerCShowsState(country: string | null | undefined, requireAddressFields: boolean | null | undefined): boolean {
  return requireAddressFields === true && countryHasStates(country);
}

// ---------------------------------------------------------------------------------------------
// buttonColor query parameter of /payment-iframe

/** Hex colour without '#', 3 or 6 digits. */
export function isValidHexColor(value: string | null | undefined): boolean {
  return /^[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value ?? '');
}

/** CSS colour for a valid buttonColor ('#' + value), else null (use the theme default). */
export function buttonColorCss(value: string | null | undefined): string | null {
  return isValidHexColor(value) ? `#${value!.toLowerCase()}` : null;
}

/** The Luhn checksum of a card number (12–19 digits): what every card form checks before sending. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
