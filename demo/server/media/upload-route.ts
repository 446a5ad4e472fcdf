// POST /api/media/upload: one file per request, checked while it streams in (receive.ts). Who may send it
// is decided before its first byte is read: a verified account, or the public id of a ticket.
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowIso, one, run } from '../db.js';
import { HttpError, unauthorized } from '../errors.js';
import { routeSchema } from '../contract.js';
import type { AppContext } from '../context.js';
import { originOf, ownOrigins } from '../origin.js';
import { signMediaUrl } from './signed-urls.js';
import { tooManyAttempts } from '../limits/limiter.js';
import { findVisibleReservation } from '../reservations/access.js';
import { receiveFile, type ReceivedFile } from './receive.js';

/** Who pays for an upload in the quota: the account, else the client address (ticket links). */
const uploaderOf = (request: FastifyRequest) => (request.session ? `user:${request.session.userId}` : `ip:${request.ip}`);

/** A sign-up proves its address before it may store files (each account has its own quota). */
const isVerified = (ctx: AppContext, userId: number) => one<{ email_verified: number }>(ctx.db, 'SELECT email_verified FROM users WHERE id = ?', userId)?.email_verified === 1;
const unverified = () => new HttpError(403, 'email_unverified', 'Confirm your e-mail address before uploading files');

interface UploadForm {
  received: ReceivedFile | null;
  preset: string | null;
  /** The public id of an existing ticket was sent before the file (the ticket link is the capability). */
  ticket: boolean;
  /** The reservation a pre-check-in document belongs to (its save accepts only media of that reservation). */
  reservationId: number | null;
}

/** Why the file part may not be read at all, checked before its first byte. */
function refusalOf(ctx: AppContext, request: FastifyRequest, form: UploadForm, fieldname: string): HttpError | null {
  if (!request.session && !form.ticket) return unauthorized();
  if (fieldname !== 'file' || form.received) return new HttpError(400, 'validation', 'Exactly one file in the field "file" is expected', 'file');
  if (request.session && !isVerified(ctx, request.session.userId)) return unverified();
  return null;
}

/** Reads the form's parts in order; the file is stored (under its final name) only when it is acceptable. */
async function readForm(ctx: AppContext, request: FastifyRequest, form: UploadForm): Promise<void> {
  const { limiter } = ctx;
  const quotaKey = `upload:${uploaderOf(request)}`;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const refusal = refusalOf(ctx, request, form, part.fieldname);
      if (refusal) {
        part.file.resume();
        throw refusal;
      }
      // Every byte received counts, stored or refused: the quota bounds what a client makes the server read.
      form.received = await receiveFile(part.file, ctx.uploadsDir, {
        spend: (bytes) => {
          if (!limiter.take(quotaKey, bytes, limiter.settings.uploadBytesPerClient)) throw tooManyAttempts(limiter.settings.windowMs);
        },
        truncated: () => part.file.truncated,
      });
    } else if (part.fieldname === 'upload_preset') {
      const value = String(part.value ?? '');
      // eslint-disable-next-line no-control-regex -- control characters are exactly what this check rejects
      if (value.length > 100 || /[<>\u0000-\u001f]/.test(value)) throw new HttpError(400, 'validation', 'Invalid upload_preset', 'upload_preset');
      form.preset = value;
    } else if (part.fieldname === 'reservation_id') {
      const key = String(part.value ?? '').trim();
      if (key.length === 0 || key.length > 64) throw new HttpError(400, 'validation', 'Invalid reservation_id', 'reservation_id');
      if (!request.session) throw unauthorized();
      // Another guest's reservation answers 404, as everywhere (its existence is not revealed).
      form.reservationId = findVisibleReservation(ctx.db, request.session, key).id;
    } else if (part.fieldname === 'ticket_id') {
      const value = String(part.value ?? '').trim();
      form.ticket = value.length > 0 && value.length <= 64 && !!one(ctx.db, 'SELECT 1 FROM listing_tasks WHERE public_id = ?', value);
    }
  }
}

export function registerMediaUpload(app: FastifyInstance, ctx: AppContext): void {
  app.route({
    method: 'POST',
    url: '/api/media/upload',
    schema: routeSchema('POST', '/api/media/upload'),
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', 'Send multipart/form-data with a file field');
      const form: UploadForm = { received: null, preset: null, ticket: false, reservationId: null };
      try {
        await readForm(ctx, request, form);
      } catch (error) {
        // A field after the file can still refuse the request: then the stored file goes too.
        if (form.received) rmSync(path.join(ctx.uploadsDir, form.received.fileName), { force: true });
        // The refusal is answered while the client may still be sending: the connection closes after the
        // answer (nothing more of the file is read), and what already arrived is dropped, never buffered.
        if (!request.raw.readableEnded) reply.header('Connection', 'close');
        request.raw.resume();
        throw error;
      }
      if (!form.received) throw new HttpError(400, 'validation', 'A non-empty file is required', 'file');
      const { reservationId, ticket, preset } = form;
      const { fileName, type, bytes } = form.received;
      // A ticket photo belongs to the ticket (public to its link), not to the account that sent it.
      const uploadedBy = ticket && reservationId === null ? null : (request.session?.userId ?? null);
      run(
        ctx.db,
        'INSERT INTO media_files (file_name, mime, bytes, upload_preset, reservation_id, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        fileName,
        type.mime,
        bytes,
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
        resource_type: type.kind,
        format: type.ext,
        bytes,
      });
    },
  });
}
