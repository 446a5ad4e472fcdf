/**
 * Errors of the payment layer. Every backend failure is one `PaymentBackendError`; adapters turn it
 * into a `failed` PayResult with the server's message (the spec shows provider/server text verbatim).
 */
import { ApiError, fromHttpResponse, type ApiErrorKind } from '../api/errors';

// The payment layer fails with the shared client's ApiError (one error shape for the whole SDK).
export type PaymentErrorKind = ApiErrorKind;
export { ApiError as PaymentBackendError };

export class PaymentInProgressError extends Error {
  constructor() {
    super('A payment attempt is already in progress');
    this.name = 'PaymentInProgressError';
  }
}

/** Reads `{ error, code, field }`, `{ data: { error } }` and the vault's `{ errors: string[] }`. */
export const fromErrorBody = fromHttpResponse;

/**
 * Normalises anything a `request` function may throw: the payments layer's own error, the shared client's `ApiError`
 * (duck-typed: kind/status/body), a fetch TypeError (network), or anything else.
 */
export function toPaymentBackendError(e: unknown): ApiError {
  if (e instanceof ApiError) return e;
  if (e && typeof e === 'object') {
    const o = e as { kind?: unknown; status?: unknown; body?: unknown; name?: unknown };
    const kinds = ['http', 'network', 'timeout', 'malformed', 'aborted'];
    if (typeof o.kind === 'string' && kinds.includes(o.kind)) {
      const kind = o.kind as PaymentErrorKind;
      const status = typeof o.status === 'number' ? o.status : 0;
      if (kind === 'http') return fromErrorBody(status, o.body);
      return new ApiError({ kind, status, body: o.body });
    }
    if (o.name === 'AbortError') return new ApiError({ kind: 'aborted' });
    if (o.name === 'TimeoutError') return new ApiError({ kind: 'timeout' });
  }
  return new ApiError({ kind: 'network' });
}

/** Maps any error from a charge call to the message shown under the card fields. */
export function failureFrom(e: unknown, fallback: string): { status: 'failed'; message: string; code?: string } {
  const err = toPaymentBackendError(e);
  if (err.isIndeterminate) return { status: 'failed', message: fallback, code: err.kind === 'http' ? 'server' : 'network' };
  return { status: 'failed', message: err.serverMessage ?? fallback, code: err.code };
}

/** Card form without its provider key does not start (spec section 5: logged only). */
export class MissingProviderKeyError extends Error {
  constructor(key: string) {
    super(`Card form cannot start: ${key} is missing`);
    this.name = 'MissingProviderKeyError';
  }
}
