// The server's own origin, for absolute links in answers and e-mails. Request headers (Host,
// X-Forwarded-Host) only choose among trusted origins, never add one: a password-reset link built from
// `Host: evil.example` would hand the token to whoever runs evil.example.
import type { FastifyInstance, FastifyRequest } from 'fastify';

function listeningPort(app: FastifyInstance): number | null {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : null;
}

/**
 * The trusted origins of this server, the canonical one first: the configured public URL
 * (`publicUrl` / GP_PUBLIC_URL), then http://localhost and http://127.0.0.1 on the listening port.
 */
export function ownOrigins(app: FastifyInstance): string[] {
  const port = listeningPort(app) ?? app.gp.port;
  const loopback = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  return app.gp.publicUrl ? [app.gp.publicUrl, ...loopback] : loopback;
}

/** The canonical public origin: for links sent away from the request (e-mails). */
export function publicOrigin(app: FastifyInstance): string {
  return ownOrigins(app)[0]!;
}

/** The origin the client used when it is one of ours, else the canonical one. */
export function originOf(request: FastifyRequest): string {
  const own = ownOrigins(request.server);
  const asked = `${request.protocol}://${request.host}`;
  return own.includes(asked) ? asked : own[0]!;
}
