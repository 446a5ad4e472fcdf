import wretch, { type Wretch } from 'wretch';
import { retry } from 'wretch/middlewares/retry';
import { ApiError, fromHttpResponse } from './errors';
import { dropPrefetched, takePrefetched } from './prefetch';

import { abortedError, buildUrl, validate, type AuthMode, type QueryValue, type Schema } from './http';

export { validate };
export type { AuthMode };

export interface ClientOptions {
  /** API origin plus optional path prefix; '' means same origin. */
  baseUrl: string;
  auth: () => { mode: AuthMode; token: string | null };
  tenantId: () => string | null;
  /** The tenant a request without `X-Tenant-Id` reaches, when known (see AuthState.headerlessTenantId). */
  headerlessTenantId?: () => string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
  retryDelayMs?: number;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Let the request outlive the page (fire-and-forget analytics). */
  keepalive?: boolean;
}

/** What an endpoint function takes besides its own arguments: the element's signal, so leaving cancels it. */
export type EndpointOptions = Pick<RequestOptions, 'signal'>;

export interface ApiClient {
  readonly baseUrl: string;
  get<T>(path: string, schema: Schema<T>, opts?: RequestOptions): Promise<T>;
  post<T>(path: string, schema: Schema<T>, opts?: RequestOptions): Promise<T>;
  put<T>(path: string, schema: Schema<T>, opts?: RequestOptions): Promise<T>;
  delete<T>(path: string, schema: Schema<T>, opts?: RequestOptions): Promise<T>;
  /** Multipart upload; progress is reported through XHR because fetch cannot report upload progress. */
  upload<T>(path: string, schema: Schema<T>, form: FormData, opts?: { onProgress?: (fraction: number) => void; signal?: AbortSignal }): Promise<T>;
  url(path: string, query?: Record<string, QueryValue>): string;
}

/** Resolves or rejects like `p`, but rejects at once when `signal` aborts. */
function raceAbort<T>(p: Promise<T>, signal: AbortSignal | undefined, onAbort: () => void): Promise<T> {
  if (!signal) return p;
  if (signal.aborted) {
    // The caller has left: the request's own failure (aborted by onAbort) is nobody's to report.
    p.catch(() => undefined);
    onAbort();
    return Promise.reject(abortedError());
  }
  return new Promise<T>((resolve, reject) => {
    const listener = () => {
      onAbort();
      reject(abortedError());
    };
    signal.addEventListener('abort', listener, { once: true });
    p.then(
      (x) => {
        signal.removeEventListener('abort', listener);
        resolve(x);
      },
      (e) => {
        signal.removeEventListener('abort', listener);
        reject(e);
      },
    );
  });
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError({ kind: 'malformed', status: res.status, message: 'Response is not JSON' });
  }
}


/** An answer worth keeping: success, or a client error that asking again would not change. */
const settled = (res: Response) => res.ok || (res.status < 500 && res.status !== 429);

interface InFlight {
  promise: Promise<unknown>;
  controller: AbortController;
  refs: number;
}

/** The browser knows it has no network (airplane mode, no signal at all). */
const knownOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * One configured wretch instance per API base. GETs are retried with back-off and shared while in
 * flight; other methods are never retried (a retried POST could charge a card twice).
 * In-flight sharing is reference-counted rather than wretch's `dedupe` middleware so that one element
 * disconnecting cancels the network request only when no other element still waits for it.
 */
export function createApiClient(options: ClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const delay = options.retryDelayMs ?? 300;
  const base: Wretch = wretch()
    .polyfills(options.fetch ? { fetch: options.fetch } : {})
    .middlewares([
      retry({
        maxAttempts: 3,
        delayTimer: delay,
        delayRamp: (d, n) => d * 2 ** (n - 1),
        retryOnNetworkError: true,
        // A browser that knows it has no network: asking again cannot help, and the offline screens
        // (the arrival kit) would wait for every back-off first.
        skip: (_url, opts) => (opts.method ?? 'GET').toUpperCase() !== 'GET' || knownOffline(),
        until: (res) => !!res && settled(res),
        resolveWithLatestResponse: true,
      }),
    ]);
  const inflight = new Map<string, InFlight>();

  function configured(extra?: Record<string, string>): Wretch {
    const { mode, token } = options.auth();
    const headers: Record<string, string> = { Accept: 'application/json', ...extra };
    const tenant = options.tenantId();
    if (tenant) headers['X-Tenant-Id'] = tenant;
    if (mode === 'token' && token) headers.Authorization = `Bearer ${token}`;
    return base.headers(headers).options({ credentials: mode === 'cookie' ? 'include' : 'omit', mode: 'cors' });
  }

  /** The loader's answer to this GET if it started one (src/api/prefetch.ts) and it can stand; else null. */
  async function prefetched(url: string, opts: RequestOptions, signal: AbortSignal): Promise<Response | null> {
    if (options.auth().mode !== 'cookie' || opts.headers) return null;
    const tenant = options.tenantId();
    // The loader asks before the configuration names the tenant: its headerless request reaches the
    // same tenant as one with the header the configuration gave.
    const pending = takePrefetched(url, tenant) ?? (tenant && tenant === options.headerlessTenantId?.() ? takePrefetched(url, null) : null);
    if (!pending) return null;
    const res = await raceAbort(pending, signal, () => undefined).catch(() => null);
    // A failed or retryable answer is asked again the usual way (with its retries).
    return res && settled(res) ? res : null;
  }

  /** The request through wretch (retries for GETs); HTTP errors, time-outs and network failures as ApiErrors. */
  async function fetchResponse(method: string, url: string, opts: RequestOptions, controller: AbortController): Promise<Response> {
    try {
      let w = configured(opts.headers).url(url, true).options({ signal: controller.signal, ...(opts.keepalive ? { keepalive: true } : {}) });
      if (opts.body !== undefined) w = w.json(opts.body as object);
      return await w.fetch(method).res();
    } catch (e) {
      const err = e as { response?: Response; status?: number; text?: string; json?: unknown };
      if (err.response) {
        // wretch has already read the body of a failed response into the error.
        let body: unknown = err.json ?? null;
        if (body === null && err.text) {
          try {
            body = JSON.parse(err.text);
          } catch {
            body = null;
          }
        }
        throw fromHttpResponse(err.response.status, body, err.response.headers);
      } else if (controller.signal.aborted) {
        const reason = controller.signal.reason as { name?: string } | undefined;
        throw new ApiError({ kind: reason?.name === 'TimeoutError' ? 'timeout' : 'aborted' });
      } else {
        throw new ApiError({ kind: 'network', message: (e as Error)?.message });
      }
    }
  }

  async function send(method: string, url: string, opts: RequestOptions, controller: AbortController): Promise<unknown> {
    const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), opts.timeoutMs ?? timeoutMs);
    try {
      const res = (method === 'GET' ? await prefetched(url, opts, controller.signal) : null) ?? (await fetchResponse(method, url, opts, controller));
      const body = await readJson(res).catch((e: unknown) => {
        if (!res.ok) return null;
        throw e;
      });
      if (!res.ok) throw fromHttpResponse(res.status, body, res.headers);
      return body;
    } finally {
      clearTimeout(timer);
    }
  }

  function request<T>(method: string, path: string, schema: Schema<T>, opts: RequestOptions = {}): Promise<T> {
    const url = buildUrl(options.baseUrl, path, opts.query);
    if (method !== 'GET') {
      dropPrefetched();
      const controller = new AbortController();
      return raceAbort(send(method, url, opts, controller), opts.signal, () => controller.abort()).then((d) => validate(schema, d, path));
    }
    const { token } = options.auth();
    const key = `${url}#${token ?? ''}#${options.tenantId() ?? ''}`;
    let entry = inflight.get(key);
    if (!entry) {
      const controller = new AbortController();
      const created: InFlight = { controller, refs: 0, promise: Promise.resolve() };
      created.promise = send('GET', url, opts, controller).finally(() => {
        if (inflight.get(key) === created) inflight.delete(key);
      });
      inflight.set(key, created);
      entry = created;
    }
    const shared = entry;
    shared.refs += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      shared.refs -= 1;
      if (shared.refs <= 0 && inflight.get(key) === shared) {
        inflight.delete(key);
        shared.controller.abort();
      }
    };
    return raceAbort(shared.promise, opts.signal, release).then(
      (d) => {
        released = true;
        return validate(schema, d, path);
      },
      (e: unknown) => {
        released = true;
        throw e;
      },
    );
  }

  return {
    baseUrl: options.baseUrl,
    get: (p, s, o) => request('GET', p, s, o),
    post: (p, s, o) => request('POST', p, s, o),
    put: (p, s, o) => request('PUT', p, s, o),
    delete: (p, s, o) => request('DELETE', p, s, o),
    // The XHR code loads with the first upload: most elements never upload.
    upload: (path, schema, form, opts) => import('./upload').then((m) => m.upload(options, path, schema, form, opts)),
    url: (p, q) => buildUrl(options.baseUrl, p, q),
  };
}
