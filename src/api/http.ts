// The small parts of an API request that the client (src/api/client.ts) and the upload it loads on
// demand (src/api/upload.ts) share.
import type * as v from 'valibot';
import { joinUrl } from '../core/url';
import { ApiError } from './errors';
import { parseTolerant } from './schemas/common';

export type AuthMode = 'cookie' | 'token';
export type Schema<T> = v.GenericSchema<unknown, T>;
export type QueryValue = string | number | boolean | null | undefined;

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const qs = new URLSearchParams();
  for (const [k, val] of Object.entries(query ?? {})) {
    if (val !== undefined && val !== null) qs.append(k, String(val));
  }
  const s = qs.toString();
  return `${joinUrl(baseUrl, path)}${s ? `?${s}` : ''}`;
}

/** The origin of an absolute URL, or of a path against the page; null when unparsable. */
export function originOfUrl(url: string): string | null {
  try {
    return new URL(url, typeof location !== 'undefined' ? location.href : undefined).origin;
  } catch {
    return null;
  }
}

export function abortedError(): ApiError {
  return new ApiError({ kind: 'aborted' });
}

/**
 * Validates a response. Optional fields that do not fit read as absent (see schemas/common.ts); each
 * is reported once with the endpoint and the field path so a backend's divergence is visible in the
 * console without taking the screen down.
 */
export function validate<T>(schema: Schema<T>, data: unknown, path: string): T {
  const result = parseTolerant(schema, data);
  if (result.success) {
    for (const field of result.ignored) console.warn(`[guest-portal] ${path}: ignored field "${field.path}" (${field.message})`);
    return result.output;
  }
  const issue = result.issues[0];
  const where = issue?.path?.map((p) => String(p.key)).join('.') ?? '';
  throw new ApiError({ kind: 'malformed', message: `Unexpected response from ${path}: ${where} ${issue?.message ?? ''}`.trim(), body: data });
}
