// Serving stored media (/media/<file>): ticket photos to anyone with the link; private files (identity
// documents) to their guest, the tenant's staff or a short-lived signed URL, never cached by a shared cache.
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { one } from '../db.js';
import { notFound } from '../errors.js';
import { routeSchema } from '../contract.js';
import type { AppContext } from '../context.js';
import { isStaff } from '../auth/sessions.js';
import { isSignedFor } from './signed-urls.js';
import { findVisibleReservation } from '../reservations/access.js';
import { ATTACHMENT_TYPES } from './types.js';

interface MediaRow {
  mime: string;
  bytes: number;
  reservation_id: number | null;
  uploaded_by: number | null;
}

/** The uploader, the guest of the reservation the file belongs to, or staff of the uploader's tenant. */
function mayRead(ctx: AppContext, request: FastifyRequest, row: MediaRow): boolean {
  const session = request.session;
  if (!session) return false;
  if (row.uploaded_by === session.userId) return true;
  if (row.reservation_id !== null) {
    try {
      findVisibleReservation(ctx.db, session, row.reservation_id);
      return true;
    } catch {
      return false;
    }
  }
  const uploader = row.uploaded_by === null ? undefined : one<{ tenant_id: number }>(ctx.db, 'SELECT tenant_id FROM users WHERE id = ?', row.uploaded_by);
  return isStaff(session) && uploader?.tenant_id === session.tenantId;
}

export function registerMediaServing(app: FastifyInstance, ctx: AppContext): void {
  app.route({
    method: 'GET',
    url: '/media/:file',
    schema: routeSchema('GET', '/media/{file}'),
    handler: async (request, reply) => {
      const { file } = request.params as { file: string };
      const row = one<MediaRow>(ctx.db, 'SELECT mime, bytes, reservation_id, uploaded_by FROM media_files WHERE file_name = ?', file);
      const full = path.join(ctx.uploadsDir, path.basename(file));
      if (!row || !existsSync(full)) throw notFound('File not found');
      const isPrivate = row.reservation_id !== null || row.uploaded_by !== null;
      if (isPrivate && !isSignedFor(ctx.db, file, request.query as Record<string, unknown>) && !mayRead(ctx, request, row)) throw notFound('File not found');
      reply
        .header('Content-Type', row.mime)
        .header('Content-Length', String(row.bytes))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        // Identity documents never rest in a shared or disk cache; public ticket photos may.
        .header('Cache-Control', isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable')
        .header('Content-Disposition', ATTACHMENT_TYPES.has(row.mime) ? `attachment; filename="${file}"` : 'inline');
      return reply.send(createReadStream(full));
    },
  });
}
