// Form plumbing: each validator returns null (valid) or a message descriptor (i18n key + params);
// `validateForm(schema, values)` runs a schema into a field → message map.
import type { Message } from '../types';

export type Validator<T = unknown, Values = Record<string, unknown>> = (value: T, values: Values) => Message | null;
export type FormSchema<Values extends object> = {
  [K in keyof Values]?: Validator<Values[K], Values> | ReadonlyArray<Validator<Values[K], Values>>;
};
export type FormErrors<Values extends object> = Partial<Record<Extract<keyof Values, string>, Message>>;

/** Runs each field's validators in order; the first message per field wins. */
export function validateForm<Values extends object>(schema: FormSchema<Values>, values: Values): FormErrors<Values> {
  const errors: FormErrors<Values> = {};
  for (const field of Object.keys(schema) as Array<Extract<keyof Values, string>>) {
    const rule = schema[field];
    const list = (Array.isArray(rule) ? rule : rule ? [rule] : []) as ReadonlyArray<Validator<Values[typeof field], Values>>;
    for (const validate of list) {
      const m = validate(values[field], values);
      if (m) {
        errors[field] = m;
        break;
      }
    }
  }
  return errors;
}

/** No field has a message. */
export function isValid(errors: Record<string, Message | undefined | null>): boolean {
  return Object.values(errors).every((m) => m == null);
}

/** Combines validators: the first message wins. */
export function firstOf<T>(...validators: Array<(value: T) => Message | null>): (value: T) => Message | null {
  return (value) => {
    for (const f of validators) {
      const m = f(value);
      if (m) return m;
    }
    return null;
  };
}

/** A value as trimmed text ('' for null and undefined). */
export const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : v == null ? '' : String(v).trim());

/** Empty: null, undefined, blank string, empty array. */
export function isEmpty(value: unknown): boolean {
  if (value == null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
