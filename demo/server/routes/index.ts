import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { registerFakeRegistration } from '../fake-registration.js';
import { registerMedia } from '../media.js';
import { registerAuthRoutes } from '../auth/routes.js';
import { registerConfigRoutes } from './config.js';
import { registerDevRoutes } from './dev.js';
import { registerFeedbackRoutes } from './feedback.js';
import { registerReservationRoutes } from './reservations.js';
import { registerStoreRoutes } from './store.js';

export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerAuthRoutes(app, ctx);
  registerConfigRoutes(app, ctx);
  registerReservationRoutes(app, ctx);
  registerStoreRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerMedia(app, ctx);
  registerFakeRegistration(app, ctx);
  if (ctx.devRoutes) registerDevRoutes(app, ctx);
}
