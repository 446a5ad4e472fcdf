// Who may call /api/dev/*: only a client on this machine. Both the socket peer and the client address
// fastify derived (which differs behind a trusted proxy) must be loopback, so a proxy running on the
// same machine does not make every internet client look local.
import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export const isLoopback = (address: string | undefined) => typeof address === 'string' && LOOPBACK.test(address);

export function isDevRequest(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}
