/**
 * Errors of the payment layer. Every backend failure is one `PaymentBackendError`; adapters turn it
 * into a `failed` PayResult with the server's message (the spec shows provider/server text verbatim).
 */
export type PaymentErrorKind = 'http' | 'network' | 'timeout' | 'malformed' | 'aborted';

export class PaymentBackendError extends Error {
  readonly kind: PaymentErrorKind;
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** Human text from the server: `error`, `data.error`, or the vault's `errors[]` joined with ', '. */
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(init: { kind: PaymentErrorKind; status?: number; code?: string; field?: string; serverMessage?: string; body?: unknown }) {
    super(init.serverMessage ?? `${init.kind}${init.status ? ` ${init.status}` : ''}`);
    this.name = 'PaymentBackendError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? init.kind;
    this.field = init.field;
    this.serverMessage = init.serverMessage;
    this.body = init.body;
  }

  /** No definitive answer from the server: the charge may or may not have happened. */
  get isIndeterminate(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'aborted' || (this.kind === 'http' && this.status >= 500);
  }
}

export class PaymentInProgressError extends Error {
  constructor() {
    super('A payment attempt is already in progress');
    this.name = 'PaymentInProgressError';
  }
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v : undefined;
}

/** Reads `{ error, code, field }`, `{ data: { error } }` and the vault's `{ errors: string[] }`. */
export function fromErrorBody(status: number, body: unknown): PaymentBackendError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const data = (b.data && typeof b.data === 'object' ? b.data : {}) as Record<string, unknown>;
  const list = Array.isArray(b.errors) ? b.errors.filter((x): x is string => typeof x === 'string') : [];
  return new PaymentBackendError({
    kind: 'http',
    status,
    code: text(b.code) ?? `http_${status}`,
    field: text(b.field),
    serverMessage: text(b.error) ?? text(data.error) ?? (list.length ? list.join(', ') : undefined),
    body,
  });
}

/**
 * Normalises anything a `request` function may throw: our own error, the shared client's `ApiError`
 * (duck-typed: kind/status/body), a fetch TypeError (network), or anything else.
 */
export function toPaymentBackendError(e: unknown): PaymentBackendError {
  if (e instanceof PaymentBackendError) return e;
  if (e && typeof e === 'object') {
    const o = e as { kind?: unknown; status?: unknown; body?: unknown; name?: unknown };
    const kinds = ['http', 'network', 'timeout', 'malformed', 'aborted'];
    if (typeof o.kind === 'string' && kinds.includes(o.kind)) {
      const kind = o.kind as PaymentErrorKind;
      const status = typeof o.status === 'number' ? o.status : 0;
      if (kind === 'http') return fromErrorBody(status, o.body);
      return new PaymentBackendError({ kind, status, body: o.body });
    }
    if (o.name === 'AbortError') return new PaymentBackendError({ kind: 'aborted' });
    if (o.name === 'TimeoutError') return new PaymentBackendError({ kind: 'timeout' });
  }
  return new PaymentBackendError({ kind: 'network' });
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
