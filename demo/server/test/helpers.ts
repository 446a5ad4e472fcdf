// Test helpers: start the server on a free port with a fresh data dir, and call it over real HTTP.
// Every response of `call()` is validated against the contract's response schema (contract test).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildServer, type ServerOptions } from '../app.js';
import { createAjv, isDocumentedStatus, responseSchema } from '../contract.js';

process.env.GP_RATE_LIMIT ??= 'on';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  close(options?: { keepData?: boolean }): Promise<void>;
}

export function tempDir(prefix = 'gp-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function startServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDir();
  const app = await buildServer({ passwordHashing: 'fast', allowedOrigins: ['http://allowed.test'], devRoutes: true, ...options, dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    async close({ keepData = false } = {}) {
      await app.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `METHOD path status` of every call made through call() in this test file. */
export const exercised = new Set<string>();

const ajv = createAjv({ coerceTypes: false });
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();

/** Validates a JSON body against the contract; returns the error list (empty when valid). */
export function contractErrors(method: string, openapiPath: string, status: number, body: unknown): string[] {
  if (!isDocumentedStatus(method, openapiPath, status)) return [`status ${status} is not documented for ${method} ${openapiPath}`];
  const schema = responseSchema(method, openapiPath, status);
  if (!schema) return [];
  const key = `${method} ${openapiPath} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  rawBody?: string | Buffer | FormData;
  headers?: Record<string, string>;
  token?: string;
  cookie?: string;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls `method openapiPath` on the server and asserts that the answer matches the contract. */
export async function call<T = any>(server: { url: string }, method: string, openapiPath: string, options: CallOptions = {}): Promise<CallResult<T>> {
  let urlPath = openapiPath;
  for (const [key, value] of Object.entries(options.params ?? {})) urlPath = urlPath.replace(`{${key}}`, encodeURIComponent(String(value)));
  const url = new URL(server.url + urlPath);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) body = options.rawBody as BodyInit;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(url, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('application/json')) parsed = text ? JSON.parse(text) : null;
  exercised.add(`${method} ${openapiPath} ${res.status}`);
  const errors = contractErrors(method, openapiPath, res.status, parsed);
  expect(errors, `${method} ${urlPath} → ${res.status} ${text.slice(0, 300)}`).toEqual([]);
  if (res.status >= 400) {
    expect(parsed, `${method} ${urlPath} error body`).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

export async function login(server: { url: string }, email = 'guest@demo.test', password = 'Guest#2026', tenant?: number): Promise<string> {
  const res = await call<{ token: string }>(server, 'POST', '/api/login-portal', {
    body: { email, password, token: true },
    headers: tenant ? { 'x-tenant-id': String(tenant) } : {},
  });
  expect(res.status).toBe(200);
  return res.body.token;
}

export function sessionCookie(headers: Headers): string {
  const raw = headers.getSetCookie().find((c) => c.startsWith('gp_session='));
  if (!raw) throw new Error('no session cookie');
  return raw.split(';')[0]!;
}
