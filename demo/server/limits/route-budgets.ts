// Budgets per client for routes that are anonymous by design and cost something per call. Hooked on the
// route the router matched, so the route modules (the payments plugin among them) stay as they are.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { tooManyAttempts } from './limiter.js';

export function limitAnonymousRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { limiter } = ctx;
  const budgets: Record<string, number> = { 'POST /api/sandbox/tokenize': limiter.settings.tokenizePerClient };
  app.addHook('onRequest', async (request) => {
    const max = budgets[`${request.method} ${request.routeOptions.url}`];
    if (max !== undefined && !limiter.take(`route:${request.routeOptions.url}:ip:${request.ip}`, 1, max)) {
      throw tooManyAttempts(limiter.settings.windowMs);
    }
  });
}
