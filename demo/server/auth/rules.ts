// What the auth routes accept: e-mail and name shapes, link lifetimes.
import { HttpError } from '../errors.js';

export const RESET_HOURS = 2;
export const VERIFY_HOURS = 48;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this check rejects
const SAFE_NAME = /^[^<>{}\u0000-\u001f]+$/;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;

export const isEmail = (value: string) => EMAIL.test(value);

export function normaliseEmail(value: string, field = 'email'): string {
  const email = value.trim().toLowerCase();
  if (!EMAIL.test(email)) throw new HttpError(400, 'validation', 'E-mail must be valid', field);
  return email;
}

export function personName(value: string, field: string): string {
  const name = value.trim();
  if (!name || !SAFE_NAME.test(name)) throw new HttpError(400, 'validation', `${field === 'firstName' ? 'First' : 'Last'} name is invalid`, field);
  return name;
}
