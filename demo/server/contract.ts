// The API contract (src/api/openapi.yaml) as the single source of the server's request validation and
// of the tests' response validation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchema } from 'fastify';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const OPENAPI_PATH = path.resolve(HERE, '../../src/api/openapi.yaml');

export type JsonSchema = Record<string, unknown>;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  style?: string;
  explode?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  operationId?: string;
  parameters: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Resolves every local `$ref` (the contract has no recursive schemas). */
function deref(node: Json, root: Json, seen: string[] = []): Json {
  if (Array.isArray(node)) return node.map((n) => deref(n, root, seen));
  if (node && typeof node === 'object') {
    const ref = node['$ref'];
    if (typeof ref === 'string') {
      if (seen.includes(ref)) throw new Error(`recursive $ref ${ref}`);
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<Json>((acc, key) => (acc && typeof acc === 'object' && !Array.isArray(acc) ? (acc[key] ?? null) : null), root);
      if (target === null) throw new Error(`unresolved $ref ${ref}`);
      return deref(target, root, [...seen, ref]);
    }
    const out: { [key: string]: Json } = {};
    for (const [key, value] of Object.entries(node)) out[key] = deref(value, root, seen);
    return out;
  }
  return node;
}

let cached: { doc: Record<string, unknown>; operations: Operation[] } | null = null;

export function loadContract(): { doc: Record<string, unknown>; operations: Operation[] } {
  if (cached) return cached;
  const raw = parse(readFileSync(OPENAPI_PATH, 'utf8')) as Json;
  const doc = deref(raw, raw) as Record<string, unknown>;
  const operations: Operation[] = [];
  const paths = (doc.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const [p, item] of Object.entries(paths)) {
    const shared = (item.parameters ?? []) as Parameter[];
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      operations.push({
        method: method.toUpperCase(),
        path: p,
        operationId: op.operationId as string | undefined,
        parameters: [...shared, ...((op.parameters ?? []) as Parameter[])],
        requestBody: op.requestBody as Operation['requestBody'],
        responses: (op.responses ?? {}) as Operation['responses'],
      });
    }
  }
  cached = { doc, operations };
  return cached;
}

/** `/api/users/{id}/locale` → `/api/users/:id/locale` */
export function toFastifyPath(openapiPath: string): string {
  return openapiPath.replace(/\{([^}]+)\}/g, ':$1');
}

export function findOperation(method: string, openapiPath: string): Operation | undefined {
  return loadContract().operations.find((o) => o.method === method.toUpperCase() && o.path === openapiPath);
}

/** The fastify route schema (params, querystring, headers, body) of one contract operation. */
export function routeSchema(method: string, openapiPath: string): FastifySchema {
  const op = findOperation(method, openapiPath);
  if (!op) throw new Error(`${method} ${openapiPath} is not in the API contract (src/api/openapi.yaml)`);
  const schema: FastifySchema = {};
  const group = (where: Parameter['in']) => op.parameters.filter((p) => p.in === where);

  const pathParams = group('path');
  if (pathParams.length) {
    schema.params = {
      type: 'object',
      required: pathParams.map((p) => p.name),
      properties: Object.fromEntries(pathParams.map((p) => [p.name, p.schema ?? {}])),
    };
  }
  const query = group('query');
  if (query.length) {
    const properties: Record<string, unknown> = {};
    let additionalProperties: unknown = true;
    for (const p of query) {
      const s = p.schema ?? {};
      // A form-exploded free-form object: its keys are top-level query parameters.
      if (s.type === 'object' && p.explode !== false && !s.properties && s.additionalProperties) {
        additionalProperties = s.additionalProperties;
      } else {
        properties[p.name] = s;
      }
    }
    schema.querystring = {
      type: 'object',
      required: query.filter((p) => p.required).map((p) => p.name),
      properties,
      additionalProperties,
    };
  }
  const headers = group('header');
  if (headers.length) {
    schema.headers = {
      type: 'object',
      required: headers.filter((p) => p.required).map((p) => p.name.toLowerCase()),
      properties: Object.fromEntries(headers.map((p) => [p.name.toLowerCase(), p.schema ?? {}])),
    };
  }
  const json = op.requestBody?.content?.['application/json']?.schema;
  if (json) schema.body = json;
  return schema;
}

/** OpenAPI 3.1 schemas are JSON Schema 2020-12 with a few annotation keywords. */
export function createAjv(options: { coerceTypes: boolean | 'array' }): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: false,
    coerceTypes: options.coerceTypes,
    useDefaults: true,
    removeAdditional: false,
    strict: false,
    validateFormats: true,
  });
  const addFormats = addFormatsModule as unknown as (a: Ajv2020) => void;
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addKeyword({ keyword: 'example' });
  return ajv;
}

/** The JSON response schema for a status, if the contract documents one. */
export function responseSchema(method: string, openapiPath: string, status: number): JsonSchema | undefined {
  const op = findOperation(method, openapiPath);
  const response = op?.responses[String(status)] ?? op?.responses[`${String(status)[0]}XX`] ?? (status >= 400 ? op?.responses.default : undefined);
  return response?.content?.['application/json']?.schema;
}

export function isDocumentedStatus(method: string, openapiPath: string, status: number): boolean {
  const op = findOperation(method, openapiPath);
  return Boolean(op && (op.responses[String(status)] || op.responses[`${String(status)[0]}XX`] || (status >= 400 && op.responses.default)));
}
