// Registers a route for one operation of the API contract, with the contract's request schema.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireGuest, type Session } from '../auth/sessions.js';
import { routeSchema, toFastifyPath } from '../contract.js';
import { unauthorized } from '../errors.js';

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

export const registeredOperations = new Set<string>();

export function op(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: { auth?: boolean }, handler: Handler): void {
  app.route({
    method,
    url: toFastifyPath(path),
    schema: routeSchema(method, path),
    ...(options.auth ? { preHandler: requireGuest } : {}),
    handler: async (request, reply) => handler(request, reply),
  });
  registeredOperations.add(`${method} ${path}`);
}

/** The session of a route registered with `auth: true`. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}
