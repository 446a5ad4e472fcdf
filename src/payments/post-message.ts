import * as v from 'valibot';
import { isExactOrigin } from '../core/url';

/**
 * Cross-window messages of the payment flows. Rules (field notes, Payments):
 * - sending: always an explicit target origin, never '*', and only to an allow-listed origin;
 * - receiving: accept only from the expected frame (`event.source`), the exact expected origin, and a
 *   shape that validates; the data is treated as data (never HTML, never eval'd).
 *
 * Messages (versioned; a new version is added, an existing one is never changed):
 *
 * 1. `payment-result` — posted by the card-form page (/payment-iframe) to its parent:
 *    { source: 'guest-portal-elements', version: 1, type: 'payment-result',
 *      status: 'succeeded' | 'requires_capture' | 'failed' | 'error',
 *      payment_intent_id: string, message?: string }
 *    Exactly one per form, its final outcome (docs/decisions.md): 'succeeded' / 'requires_capture' =
 *    paid or held; 'failed' = the payment can no longer succeed in this form (the intent was locked
 *    after too many declines, or cancelled; message = provider text); 'error' = the card form could not
 *    start (card setup failure, spec section 8). A decline the guest can retry with another card is
 *    shown in the form and posts nothing, so a decline then a success posts one 'succeeded'.
 * 2. `gp-fingerprint` — posted by the cashier fingerprint page (hidden iframe): { type: 'gp-fingerprint', fingerprint: string }
 * 3. `gp-3ds` — posted by the 3-D Secure challenge page (embedded frame): { type: 'gp-3ds', result: 'approved' | 'failed' }
 */

export const MESSAGE_SOURCE = 'guest-portal-elements';
export const MESSAGE_VERSION = 1;

export const PaymentResultMessageSchema = v.object({
  source: v.literal(MESSAGE_SOURCE),
  version: v.literal(MESSAGE_VERSION),
  type: v.literal('payment-result'),
  status: v.picklist(['succeeded', 'requires_capture', 'failed', 'error']),
  payment_intent_id: v.pipe(v.string(), v.maxLength(200)),
  message: v.optional(v.pipe(v.string(), v.maxLength(1000))),
});
export type PaymentResultMessage = v.InferOutput<typeof PaymentResultMessageSchema>;

export const FingerprintMessageSchema = v.object({
  type: v.literal('gp-fingerprint'),
  fingerprint: v.pipe(v.string(), v.minLength(1), v.maxLength(512)),
});

export const ThreeDsMessageSchema = v.object({
  type: v.literal('gp-3ds'),
  result: v.picklist(['approved', 'failed']),
});

/** Failure codes after which the intent takes no card at all: the form's final outcome is 'failed'. */
const FINAL_FAILURE_CODES: readonly string[] = ['intent_locked', 'intent_canceled'];

/** A failed attempt ends the form (posts 'failed') only when no other card could succeed. */
export function isFinalFailure(code: string | null | undefined): boolean {
  return FINAL_FAILURE_CODES.includes((code ?? '').trim().toLowerCase());
}

export function paymentResultMessage(
  status: PaymentResultMessage['status'],
  paymentIntentId: string,
  message?: string,
): PaymentResultMessage {
  return { source: MESSAGE_SOURCE, version: MESSAGE_VERSION, type: 'payment-result', status, payment_intent_id: paymentIntentId, ...(message ? { message } : {}) };
}

export class OriginNotAllowedError extends Error {
  constructor(origin: string) {
    super(`postMessage target origin not allowed: ${origin}`);
    this.name = 'OriginNotAllowedError';
  }
}

/**
 * Posts a payment-result message to `target` (usually `window.parent`). Throws
 * `OriginNotAllowedError` for '*', malformed origins and origins outside `allowedOrigins`;
 * validates the message before sending it.
 */
export function postResult(target: Window, targetOrigin: string, msg: PaymentResultMessage, allowedOrigins: readonly string[]): void {
  if (!isExactOrigin(targetOrigin) || !allowedOrigins.includes(targetOrigin)) throw new OriginNotAllowedError(targetOrigin);
  const checked = v.parse(PaymentResultMessageSchema, msg);
  target.postMessage(checked, targetOrigin);
}

/**
 * Listens for messages from one frame. `cb` runs only for events whose `source` is `frameWindow`,
 * whose `origin` equals `expectedOrigin` exactly and whose data validates against `schema`.
 * Returns the unsubscribe function.
 */
export function listenForFrameMessages<T>(
  frameWindow: Window | MessageEventSource,
  expectedOrigin: string,
  schema: v.GenericSchema<unknown, T>,
  cb: (msg: T) => void,
  on: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  if (!isExactOrigin(expectedOrigin)) throw new OriginNotAllowedError(expectedOrigin);
  const handler = (e: Event) => {
    const ev = e as MessageEvent;
    if (ev.source !== frameWindow || ev.origin !== expectedOrigin) return;
    const r = v.safeParse(schema, ev.data);
    if (r.success) cb(r.output);
  };
  on.addEventListener('message', handler);
  return () => on.removeEventListener('message', handler);
}

/** Resolves with the first valid message from the frame; rejects on abort. */
export function waitForFrameMessage<T>(
  frameWindow: Window | MessageEventSource,
  expectedOrigin: string,
  schema: v.GenericSchema<unknown, T>,
  opts: { signal?: AbortSignal; on?: Pick<Window, 'addEventListener' | 'removeEventListener'> } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(opts.signal.reason ?? new Error('aborted'));
      return;
    }
    const stop = listenForFrameMessages(
      frameWindow,
      expectedOrigin,
      schema,
      (msg) => {
        stop();
        opts.signal?.removeEventListener('abort', onAbort);
        resolve(msg);
      },
      opts.on,
    );
    const onAbort = () => {
      stop();
      reject(opts.signal?.reason ?? new Error('aborted'));
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Origin of an absolute URL (for the frame-message origin check), or null for relative/invalid. */
export function originOf(url: string, base?: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}
