// Who may call /api/dev/*: only a client on this machine. Both the socket peer and the client address
// fastify derived (which differs behind a trusted proxy) must be loopback, so a proxy running on the
// same machine does not make every internet client look local.
// The guard looks at the route the router matched, never at the raw URL: the router decodes the path
// (`/api/%64ev/outbox` is `/api/dev/outbox` to it), so any comparison with the raw text can be spelled around.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export const isLoopback = (address: string | undefined) => typeof address === 'string' && LOOPBACK.test(address);

function isDevRequest(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}

export const isDevRoute = (routeUrl: string | undefined) => typeof routeUrl === 'string' && routeUrl.startsWith('/api/dev/');

/** Dev routes answer as if absent to anyone but a loopback client. Registered before every route and plugin. */
export function guardDevRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isDevRoute(request.routeOptions.url) && !isDevRequest(request)) {
      throw new HttpError(404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}`);
    }
  });
}
