// General field rules of spec section 5 (names, e-mail, phone, zip, passwords, numbers, years, ranges).
import { msg, VALIDATION as V } from '../messages';
import type { Message } from '../types';
import { isEmpty, str } from './form';

export const NAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

/** 'Required field'. */
export function validateRequired(value: unknown): Message | null {
  return isEmpty(value) ? msg(V.requiredField) : null;
}

/** A name: required (with the given message), at most 30 characters. */
function validateNameWith(value: string | null | undefined, requiredKey: string): Message | null {
  const s = str(value);
  if (!s) return msg(requiredKey);
  return s.length > NAME_MAX_LENGTH ? msg(V.nameMaxLength, { max: NAME_MAX_LENGTH }) : null;
}

/** Name: required, max 30 characters. */
export function validateName(value: string | null | undefined): Message | null {
  return validateNameWith(value, V.nameRequired);
}

/** First name (sign-up, card form): 'First name is required', max 30. */
export function validateFirstName(value: string | null | undefined): Message | null {
  return validateNameWith(value, V.firstNameRequired);
}

/** Last name (sign-up, card form): 'Last name is required', max 30. */
export function validateLastName(value: string | null | undefined): Message | null {
  return validateNameWith(value, V.lastNameRequired);
}

/** E-mail: required, must contain @ (with text on both sides, no spaces). */
export function validateEmail(value: string | null | undefined): Message | null {
  const s = str(value);
  if (!s) return msg(V.emailRequired);
  return /^[^\s@]+@[^\s@]+$/.test(s) ? null : msg(V.emailInvalid);
}

/** Phone: required; digits, plus, spaces, hyphens, parentheses only, with at least one digit. */
export function validatePhone(value: string | null | undefined): Message | null {
  const s = str(value);
  if (!s) return msg(V.phoneRequired);
  return /^[\d+\s\-()]+$/.test(s) && /\d/.test(s) ? null : msg(V.phoneInvalid);
}

/** Zip: required; letters, digits, hyphens ('Zip code be valid' — spec wording). */
export function validateZip(value: string | null | undefined): Message | null {
  const s = str(value);
  if (!s) return msg(V.zipRequired);
  return /^[A-Za-z0-9-]+$/.test(s) ? null : msg(V.zipInvalid);
}

export type PasswordRuleId = 'minLength' | 'lowercase' | 'uppercase' | 'digit' | 'special';

/** The password rules, each with its own message (for a checklist UI). */
export const PASSWORD_RULES: ReadonlyArray<{ id: PasswordRuleId; message: Message; test: (password: string) => boolean }> = [
  { id: 'minLength', message: msg(V.passwordMinLength, { min: PASSWORD_MIN_LENGTH }), test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'lowercase', message: msg(V.passwordLowercase), test: (p) => /[a-z]/.test(p) },
  { id: 'uppercase', message: msg(V.passwordUppercase), test: (p) => /[A-Z]/.test(p) },
  { id: 'digit', message: msg(V.passwordDigit), test: (p) => /\d/.test(p) },
  { id: 'special', message: msg(V.passwordSpecial, { chars: PASSWORD_SPECIAL_CHARACTERS }), test: (p) => /[!@#$%^&*]/.test(p) },
];

/** Every failing password message, in rule order; just 'required' when empty. */
export function passwordIssues(password: string | null | undefined): Message[] {
  const p = password ?? '';
  if (p === '') return [msg(V.passwordRequired)];
  return PASSWORD_RULES.filter((r) => !r.test(p)).map((r) => r.message);
}

/** The first failing password message. */
export function validatePassword(password: string | null | undefined): Message | null {
  return passwordIssues(password)[0] ?? null;
}

/** Sign-up confirmation: 'Passwords are not matched'. */
export function validatePasswordConfirmation(password: string | null | undefined, confirmation: string | null | undefined): Message | null {
  if (!confirmation) return msg(V.requiredField);
  return (password ?? '') === confirmation ? null : msg(V.passwordsNotMatched);
}

/** 'Minimun is N' (spec wording). */
export function validateMin(value: number | null | undefined, min: number): Message | null {
  return typeof value === 'number' && value < min ? msg(V.min, { min }) : null;
}

/** 'Maximun is N' (spec wording). */
export function validateMax(value: number | null | undefined, max: number): Message | null {
  return typeof value === 'number' && value > max ? msg(V.max, { max }) : null;
}

/** At most `max` characters. */
export function validateMaxLength(value: string | null | undefined, max: number): Message | null {
  return (value ?? '').length > max ? msg(V.maxLength, { max }) : null;
}

/** Year below the current year (of `now`, UTC) → 'Invalid year'. Accepts 2- or 4-digit years. */
export function validateYearNotPast(year: string | number | null | undefined, now: Date): Message | null {
  const s = str(year);
  if (!s) return msg(V.requiredField);
  if (!/^\d{2}(\d{2})?$/.test(s)) return msg(V.invalidYear);
  const full = s.length === 2 ? 2000 + Number(s) : Number(s);
  return full < now.getUTCFullYear() ? msg(V.invalidYear) : null;
}

/** Date range: both ends needed ('Choose start and end dates'). */
export function validateDateRange(start: string | null | undefined, end: string | null | undefined): Message | null {
  return !start || !end ? msg(V.dateRangeRequired) : null;
}
