// Media uploads (POST /api/media/upload) and serving (/media/<file>). The content decides the type
// (magic bytes via file-type), never the file name or the declared Content-Type.
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowIso, one, run } from '../db.js';
import { HttpError, notFound, unauthorized } from '../errors.js';
import { routeSchema } from '../contract.js';
import type { AppContext } from '../context.js';
import { isStaff } from '../auth.js';
import { originOf, ownOrigins } from '../origin.js';
import { isSignedFor, signMediaUrl } from './signed-urls.js';
import { tooManyAttempts } from '../limits/limiter.js';
import { findVisibleReservation } from '../reservations/access.js';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024; // png, jpeg, webp, pdf
const MAX_VIDEO_BYTES = 50 * 1024 * 1024; // mp4, webm, quicktime
/** The largest upload of any kind (the multipart limit). */
export const MAX_UPLOAD_BYTES = MAX_VIDEO_BYTES;

const ACCEPTED: Record<string, { ext: string; kind: 'image' | 'video' | 'raw'; max: number }> = {
  'image/png': { ext: 'png', kind: 'image', max: MAX_IMAGE_BYTES },
  'image/jpeg': { ext: 'jpg', kind: 'image', max: MAX_IMAGE_BYTES },
  'image/webp': { ext: 'webp', kind: 'image', max: MAX_IMAGE_BYTES },
  'application/pdf': { ext: 'pdf', kind: 'raw', max: MAX_IMAGE_BYTES },
  'video/mp4': { ext: 'mp4', kind: 'video', max: MAX_VIDEO_BYTES },
  'video/webm': { ext: 'webm', kind: 'video', max: MAX_VIDEO_BYTES },
  'video/quicktime': { ext: 'mov', kind: 'video', max: MAX_VIDEO_BYTES },
};

/** Who pays for an upload in the quota: the account, else the client address (ticket links). */
const uploaderOf = (request: FastifyRequest) => (request.session ? `user:${request.session.userId}` : `ip:${request.ip}`);

/** Types a browser would render as a document of the API origin: served as downloads, never inline. */
const ATTACHMENT_TYPES = new Set(['application/pdf']);

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

export function registerMedia(app: FastifyInstance, ctx: AppContext): void {
  app.route({
    method: 'POST',
    url: '/api/media/upload',
    schema: routeSchema('POST', '/api/media/upload'),
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', 'Send multipart/form-data with a file field');
      let buffer: Buffer | null = null;
      let preset: string | null = null;
      // A session, or the public id of an existing ticket sent before the file (the ticket link is the
      // capability): checked when the file starts, so an anonymous client cannot make the server read 50 MiB.
      let ticket = false;
      // The reservation a pre-check-in document belongs to (its save accepts only media of that reservation).
      let reservationKey: string | null = null;
      const allowed = () => !!request.session || ticket;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (!allowed()) {
            part.file.resume();
            throw unauthorized();
          }
          if (part.fieldname !== 'file' || buffer) {
            part.file.resume();
            throw new HttpError(400, 'validation', 'Exactly one file in the field "file" is expected', 'file');
          }
          buffer = await part.toBuffer();
        } else if (part.fieldname === 'upload_preset') {
          const value = String(part.value ?? '');
          // eslint-disable-next-line no-control-regex -- control characters are exactly what this check rejects
          if (value.length > 100 || /[<>\u0000-\u001f]/.test(value)) throw new HttpError(400, 'validation', 'Invalid upload_preset', 'upload_preset');
          preset = value;
        } else if (part.fieldname === 'reservation_id') {
          const value = String(part.value ?? '').trim();
          if (value.length === 0 || value.length > 64) throw new HttpError(400, 'validation', 'Invalid reservation_id', 'reservation_id');
          reservationKey = value;
        } else if (part.fieldname === 'ticket_id') {
          const value = String(part.value ?? '').trim();
          ticket = value.length > 0 && value.length <= 64 && !!one(ctx.db, 'SELECT 1 FROM listing_tasks WHERE public_id = ?', value);
        }
      }
      if (!allowed()) throw unauthorized();
      const session = request.session;
      if (reservationKey !== null && !session) throw unauthorized();
      // Another guest's reservation answers 404, as everywhere (its existence is not revealed).
      const reservationId = reservationKey !== null && session ? findVisibleReservation(ctx.db, session, reservationKey).id : null;
      if (!buffer || buffer.length === 0) throw new HttpError(400, 'validation', 'A non-empty file is required', 'file');
      const detected = await fileTypeFromBuffer(buffer);
      const accepted = detected ? ACCEPTED[detected.mime] : undefined;
      if (!detected || !accepted) {
        throw new HttpError(415, 'unsupported_media_type', 'Only png, jpeg, webp, pdf, mp4, webm and quicktime files are accepted', 'file');
      }
      if (buffer.length > accepted.max) {
        throw new HttpError(413, 'payload_too_large', `Files of this type may be at most ${accepted.max / 1024 / 1024} MiB`, 'file');
      }
      const { limiter } = ctx;
      if (!limiter.take(`upload:${uploaderOf(request)}`, buffer.length, limiter.settings.uploadBytesPerClient)) {
        throw tooManyAttempts(limiter.settings.windowMs);
      }
      // A ticket photo belongs to the ticket (public to its link), not to the account that sent it.
      const uploadedBy = ticket && reservationId === null ? null : (request.session?.userId ?? null);
      mkdirSync(ctx.uploadsDir, { recursive: true });
      const fileName = `${randomBytes(16).toString('hex')}.${accepted.ext}`;
      writeFileSync(path.join(ctx.uploadsDir, fileName), buffer);
      run(
        ctx.db,
        'INSERT INTO media_files (file_name, mime, bytes, upload_preset, reservation_id, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        fileName,
        detected.mime,
        buffer.length,
        preset,
        reservationId,
        uploadedBy,
        nowIso(),
      );
      const url = `${originOf(request)}/media/${fileName}`;
      const isPrivate = reservationId !== null || uploadedBy !== null;
      return reply.code(201).send({
        // A file uploaded with a session is private: its URL is signed so an <img> can show it.
        secure_url: isPrivate ? signMediaUrl(ctx.db, url, ownOrigins(request.server)) : url,
        resource_type: accepted.kind,
        format: accepted.ext,
        bytes: buffer.length,
      });
    },
  });

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
