// Cache headers of answers whose CORS headers depend on the request's Origin: a browser must never
// reuse one origin's answer for another (Back to the example site after the hosted portal asked the
// same URL from its own origin, without `Origin`, got an answer with no Access-Control-Allow-Origin).
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Adds `Origin` to the answer's Vary list, keeping what is there. */
export function varyOnOrigin(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === 'origin')) return;
  reply.header('Vary', [...list, 'Origin'].join(', '));
}

/**
 * onSend hook: every answer varies on Origin (the CORS hook echoes it only for allowed origins, so
 * the same URL answers differently per origin), and API answers, which are per guest, are not
 * stored at all unless a route chose its own caching.
 */
export async function corsCacheHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  varyOnOrigin(reply);
  if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  return payload;
}
