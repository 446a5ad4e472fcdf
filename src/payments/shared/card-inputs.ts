import { luhnValid, validateExpiryMonth, validateExpiryYear } from '../../core/card-form';

export { luhnValid };
import type { Message } from '../../core/types';
import type { CardFieldLabels, CardFieldsState, CardInput } from '../types';

/**
 * Plain DOM card inputs (number, expiry, CVV) rendered by the SDK itself into the light-DOM host,
 * for the providers whose real card fields are hosted elsewhere (sandbox, and the sandbox stand-ins
 * for cashier/tokenizer/vault). Imported only by adapters, never by the shared runtime.
 */
export interface CardInputs {
  read(): CardInput | null;
  state(): CardFieldsState;
  onChange(cb: (s: CardFieldsState) => void): void;
  setDisabled(disabled: boolean): void;
  destroy(): void;
}

let seq = 0;


export function parseExpiry(value: string, now: Date = new Date()): { exp_month: number; exp_year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  let year = Number(m[2]);
  if (year < 100) year += 2000;
  if (month < 1 || month > 12) return null;
  const y = now.getFullYear();
  const mo = now.getMonth() + 1;
  if (year < y || (year === y && month < mo) || year > y + 50) return null;
  return { exp_month: month, exp_year: year };
}

/**
 * Why an "MM / YY" expiry is not usable, with the card-form rules of spec section 5 (month required,
 * at most 2 characters, 1–12; year at most 4 characters, not below the current year); null if valid.
 */
export function expiryMessage(value: string, now: Date): Message | null {
  const m = /^\s*(\d*)\s*(?:\/\s*(\d*))?\s*$/.exec(value);
  const month = m?.[1] ?? value;
  const yy = m?.[2] ?? '';
  const year = yy.length === 2 ? `20${yy}` : yy;
  return validateExpiryMonth(month) ?? validateExpiryYear(year, now) ?? (parseExpiry(value, now) ? null : { key: 'validation:invalidDate' });
}

function formatNumber(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

function formatExpiry(raw: string, prev: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 4);
  if (d.length <= 2) return d.length === 2 && raw.length > prev.length ? `${d} / ` : d;
  return `${d.slice(0, 2)} / ${d.slice(2)}`;
}

export function mountCardInputs(host: HTMLElement, labels: CardFieldLabels, now: () => Date = () => new Date()): CardInputs {
  const doc = host.ownerDocument;
  const id = `gp-card-${++seq}`;
  const root = doc.createElement('div');
  root.className = 'gp-card-fields';
  const listeners: Array<(s: CardFieldsState) => void> = [];
  const touched = new Set<string>();

  const field = (name: string, label: string, attrs: Record<string, string>) => {
    const wrap = doc.createElement('div');
    wrap.className = `gp-card-field gp-card-field--${name}`;
    const l = doc.createElement('label');
    l.htmlFor = `${id}-${name}`;
    l.textContent = label;
    const input = doc.createElement('input');
    input.id = `${id}-${name}`;
    input.name = name;
    input.type = 'text';
    // Digits grouped by spaces or slashes run right-to-left group by group in an RTL page; the
    // label and layout stay mirrored, the value is a left-to-right island.
    input.dir = 'ltr';
    for (const [k, v] of Object.entries(attrs)) input.setAttribute(k, v);
    wrap.append(l, input);
    root.append(wrap);
    return input;
  };
  const number = field('cardnumber', labels.cardNumber, { inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '1234 1234 1234 1234', maxlength: '23' });
  const expiry = field('exp-date', labels.expiry, { inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: labels.placeholders?.expiry ?? 'MM / YY', maxlength: '9' });
  const cvc = field('cvc', labels.cvc, { inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: labels.placeholders?.cvc ?? 'CVC', maxlength: '4' });

  const valid = {
    number: () => luhnValid(number.value.replace(/\D/g, '')),
    expiry: () => parseExpiry(expiry.value, now()) !== null,
    cvc: () => /^\d{3,4}$/.test(cvc.value),
  };

  const state = (): CardFieldsState => {
    const complete = valid.number() && valid.expiry() && valid.cvc();
    const badExpiry = touched.has('expiry') && !valid.expiry();
    const bad = (touched.has('number') && !valid.number()) || badExpiry || (touched.has('cvc') && !valid.cvc());
    const why = badExpiry && labels.describe ? expiryMessage(expiry.value, now()) : null;
    const error = why && labels.describe ? labels.describe(why) : bad ? labels.incomplete : undefined;
    return { ready: true, complete, ...(error ? { error } : {}) };
  };
  const emit = () => {
    const s = state();
    for (const l of listeners) l(s);
  };
  const setInvalid = () => {
    number.setAttribute('aria-invalid', String(touched.has('number') && !valid.number()));
    expiry.setAttribute('aria-invalid', String(touched.has('expiry') && !valid.expiry()));
    cvc.setAttribute('aria-invalid', String(touched.has('cvc') && !valid.cvc()));
  };

  let prevExpiry = '';
  number.addEventListener('input', () => {
    number.value = formatNumber(number.value);
    emit();
  });
  expiry.addEventListener('input', () => {
    expiry.value = formatExpiry(expiry.value, prevExpiry);
    prevExpiry = expiry.value;
    emit();
  });
  cvc.addEventListener('input', () => {
    cvc.value = cvc.value.replace(/\D/g, '').slice(0, 4);
    emit();
  });
  for (const [key, el] of [['number', number], ['expiry', expiry], ['cvc', cvc]] as const) {
    el.addEventListener('blur', () => {
      touched.add(key);
      setInvalid();
      emit();
    });
  }

  host.append(root);

  return {
    read() {
      const exp = parseExpiry(expiry.value, now());
      if (!valid.number() || !exp || !valid.cvc()) return null;
      return { number: number.value.replace(/\D/g, ''), exp_month: exp.exp_month, exp_year: exp.exp_year, cvc: cvc.value };
    },
    state,
    onChange(cb) {
      listeners.push(cb);
      cb(state());
    },
    setDisabled(disabled) {
      for (const el of [number, expiry, cvc]) el.disabled = disabled;
    },
    destroy() {
      listeners.length = 0;
      root.remove();
    },
  };
}
