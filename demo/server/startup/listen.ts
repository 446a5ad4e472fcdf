// Listening, with the one refusal that cannot be decided before the address is known: dev routes (the mail
// outbox among them: forgot-password + outbox = account takeover) only on a loopback address.
import type { FastifyInstance } from 'fastify';
import { isLoopback } from '../dev/guard.js';
import { StartupError } from './errors.js';

const isLoopbackHost = (host: string) => host === 'localhost' || isLoopback(host);

/** Throws when dev routes would listen off loopback; `npm start` calls it before it binds anything. */
export function assertDevRoutesHost(devRoutes: boolean, host: string): void {
  if (devRoutes && !isLoopbackHost(host)) {
    throw new StartupError(
      `Dev routes are on (GP_DEV_ROUTES / --dev-routes / npm start) and the host is ${host}: dev routes listen only on a loopback address (127.0.0.1, ::1, localhost). Turn them off or listen on loopback.`,
    );
  }
}

export async function listen(app: FastifyInstance, options: { port: number; host: string }): Promise<string> {
  assertDevRoutesHost(app.gp.devRoutes, options.host);
  return app.listen(options);
}
