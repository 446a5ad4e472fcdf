// Request validation of the payment routes (valibot): errors are `{ error, code: 'validation', field }`.
import * as v from 'valibot';
import type { Reply } from './engine';

export const PROVIDERS = ['sandbox', 'stripe', 'adyen', 'cashier', 'tokenizer', 'vault'] as const;
export type Provider = (typeof PROVIDERS)[number];

// ---------------------------------------------------------------------------------------------
// Validation: errors are `{ error, code: 'validation', field }` (the API convention).

function fieldOf(issue: v.BaseIssue<unknown>): string {
  return issue.path?.map((p) => String(p.key)).join('.') ?? '';
}

function issueText(issue: v.BaseIssue<unknown>): string {
  const field = fieldOf(issue);
  if (issue.received === 'undefined') return `${field || 'body'} is required`;
  return `${field || 'body'}: ${issue.message}`;
}

type Checked<T> = { ok: true; value: T } | { ok: false; reply: Reply };

export function check<T>(schema: v.GenericSchema<unknown, T>, input: unknown): Checked<T> {
  const r = v.safeParse(schema, input ?? {}, { abortPipeEarly: true });
  if (r.success) return { ok: true, value: r.output };
  const first = r.issues[0];
  return { ok: false, reply: { statusCode: 400, body: { error: issueText(first), code: 'validation', ...(fieldOf(first) ? { field: fieldOf(first) } : {}) } } };
}

const id = v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(100));
export const short = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');

const CardSchema = v.object({
  number: v.pipe(v.string(), v.regex(/^[\d\s-]{12,23}$/, 'must be a card number')),
  exp_month: v.pipe(v.number(), v.integer()),
  exp_year: v.pipe(v.number(), v.integer()),
  cvc: v.pipe(v.string(), v.regex(/^\d{3,4}$/, 'must be 3 or 4 digits')),
  name: v.optional(v.pipe(v.string(), v.maxLength(100))),
});

export const ConfirmSchema = v.pipe(
  v.object({
    client_secret: short(200),
    card: v.optional(CardSchema),
    receipt_email: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())),
    challenge_id: v.optional(short(100)),
  }),
  v.check((b) => !!b.card !== !!b.challenge_id, 'either card or challenge_id is required'),
);

export const TokenizeSchema = v.object({ card: CardSchema });
/** The intent's capability when the caller has no session of its guest (payment links, the card-form iframe). */
const clientSecret = v.optional(short(200));
export const TokenCaptureSchema = v.object({ payment_intent_id: id, token: short(100), client_secret: clientSecret });
export const StripePurchaseSchema = v.object({
  payment_intent_id: id,
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  payment_method: short(100),
  client_secret: clientSecret,
});
export const CashierPurchaseSchema = v.object({
  token: short(100),
  encrypted_cvv: short(200),
  payment_intent_id: id,
  full_name: short(100),
  email: v.pipe(v.string(), v.trim(), v.maxLength(254), v.email()),
  phone: optionalText(40),
  address1: optionalText(200),
  city: optionalText(100),
  zip_code: optionalText(20),
  country: optionalText(2),
  state: optionalText(10),
  fingerprint: short(512),
  client_secret: clientSecret,
});
export const IntentOnlySchema = v.object({ payment_intent_id: id, client_secret: clientSecret });
export const AdyenPaymentsSchema = v.object({
  payment_intent_id: id,
  paymentMethod: v.object({
    type: v.literal('scheme'),
    encryptedCardNumber: short(2000),
    encryptedExpiryMonth: short(2000),
    encryptedExpiryYear: short(2000),
    encryptedSecurityCode: short(2000),
    holderName: v.optional(v.pipe(v.string(), v.maxLength(100))),
  }),
  browserInfo: v.optional(v.record(v.string(), v.unknown())),
  client_secret: clientSecret,
});
export const AdyenDetailsSchema = v.object({
  payment_intent_id: id,
  details: v.object({ threeDSResult: short(100) }),
  paymentData: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  client_secret: clientSecret,
});
export const AnswerSchema = v.object({ result: v.picklist(['approved', 'failed']) });

export const KEY_RE = /^[\x21-\x7e]{1,255}$/;
