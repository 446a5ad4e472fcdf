/**
 * Every failure of a call ends up as one ApiError, so screens handle a single shape:
 * `kind` says what went wrong, `code` is the server's stable machine code (translated by the UI),
 * `serverMessage` is the server's own human text for the few places the spec shows it verbatim.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed' | 'aborted';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly serverMessage: string | undefined;
  readonly body: unknown;
  /** The `Retry-After` header of the answer, as sent (429 and 503 answers). */
  readonly retryAfter: string | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    code?: string;
    field?: string;
    serverMessage?: string;
    body?: unknown;
    message?: string;
    retryAfter?: string;
  }) {
    super(init.message ?? init.serverMessage ?? `${init.kind}${init.status ? ` ${init.status}` : ''}`);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code ?? init.kind;
    this.field = init.field;
    this.serverMessage = init.serverMessage;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }

  get isUnauthorized(): boolean {
    return this.kind === 'http' && this.status === 401;
  }

  get isNotFound(): boolean {
    return this.kind === 'http' && this.status === 404;
  }

  /** No definitive answer from the server: a charge may or may not have happened (retry with the same key). */
  get isIndeterminate(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.kind === 'aborted' || (this.kind === 'http' && this.status >= 500);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/** Reads `{ error, code, field }` (and the vault's `errors[]`) from an error body of any shape. */
export function fromHttpResponse(status: number, body: unknown, headers?: Pick<Headers, 'get'> | null): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const data = (b.data && typeof b.data === 'object' ? b.data : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  const list = Array.isArray(b.errors) ? b.errors.filter((x): x is string => typeof x === 'string') : [];
  const serverMessage = text(b.error) ?? text(data.error) ?? (list.length ? list.join(', ') : undefined) ?? text(b.message);
  return new ApiError({
    kind: 'http',
    status,
    code: text(b.code) ?? (status === 401 ? 'unauthorized' : status === 404 ? 'not_found' : `http_${status}`),
    field: text(b.field),
    serverMessage,
    body,
    retryAfter: headers?.get('Retry-After') ?? undefined,
  });
}

/** i18n key for an error, for screens that show a generic message. */
export function errorMessageKey(e: unknown): string {
  if (!isApiError(e)) return 'common:errors.unexpected';
  switch (e.kind) {
    case 'network':
      return 'common:errors.network';
    case 'timeout':
      return 'common:errors.timeout';
    case 'malformed':
      return 'common:errors.malformed';
    case 'aborted':
      return 'common:errors.aborted';
    default:
      // The store refuses a damage waiver once the deposit is placed (the server's rule, docs/decisions.md).
      if (e.code === 'deposit_already_placed') return 'common:errors.depositAlreadyPlaced';
      if (e.status === 401) return 'common:errors.unauthorized';
      if (e.status === 404) return 'common:errors.notFound';
      if (e.status >= 500) return 'common:errors.server';
      return 'common:errors.request';
  }
}
