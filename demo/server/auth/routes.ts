// Every auth route, registered by the server's route list in one line.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { registerAccountRoutes } from './account-routes.js';
import { registerSessionRoutes } from './session-routes.js';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSessionRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
}
