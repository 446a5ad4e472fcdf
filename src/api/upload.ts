// The client's multipart upload, loaded with the first upload (src/api/client.ts): progress comes from
// XHR because fetch cannot report upload progress. Credentials and the API's headers go to the API (a
// path, or an absolute URL of the API's origin), never to a third-party media host.
import { abortedError, buildUrl, originOfUrl, validate, type AuthMode, type Schema } from './http';
import { ApiError, fromHttpResponse } from './errors';

export function upload<T>(
  options: { baseUrl: string; auth: () => { mode: AuthMode; token: string | null }; tenantId: () => string | null },
  path: string,
  schema: Schema<T>,
  form: FormData,
  opts: { onProgress?: (f: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  const absolute = /^https?:\/\//.test(path);
  const url = absolute ? path : buildUrl(options.baseUrl, path);
  // The API's own endpoint, also when configured as an absolute URL of the API's origin (an embedded
  // element is on another origin: without credentials its session cookie would not go along).
  const toApi = !absolute || originOfUrl(path) === originOfUrl(options.baseUrl || '/');
  return new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const { mode, token } = options.auth();
    xhr.withCredentials = mode === 'cookie' && toApi;
    if (mode === 'token' && token && toApi) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const tenant = options.tenantId();
    if (tenant && toApi) xhr.setRequestHeader('X-Tenant-Id', tenant);
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError({ kind: 'network' }));
    xhr.ontimeout = () => reject(new ApiError({ kind: 'timeout' }));
    xhr.onabort = () => reject(abortedError());
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        if (xhr.status < 400) return reject(new ApiError({ kind: 'malformed', status: xhr.status }));
      }
      if (xhr.status >= 400) reject(fromHttpResponse(xhr.status, body));
      else resolve(body);
    };
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.timeout = 120_000;
    xhr.send(form);
  }).then((d) => validate(schema, d, path));
}
