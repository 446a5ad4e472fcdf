// Media upload: multipart POST (field `file`, optional `upload_preset`, `ticket_id` and `reservation_id`) to the tenant's media host or the API.
import type { ApiClient } from '../client';
import { MediaUploadSchema } from '../schemas/media';

export const DEFAULT_MEDIA_UPLOAD_PATH = '/api/media/upload';

export interface UploadMediaOptions {
  /** The tenant's `media_upload_url` (configuration). Absolute https URL, an API path, or empty for the API's own endpoint. */
  uploadUrl?: string | null;
  /** The tenant's `media_upload_preset`; sent as `upload_preset` when set. */
  uploadPreset?: string | null;
  /** Public id of the ticket the media is for: the API's capability for an upload without a session. */
  ticketId?: string | null;
  /** The reservation a pre-check-in document belongs to: the reference server files the upload under it. */
  reservationId?: string | number | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function originOf(url: string): string | null {
  try {
    const base = typeof location !== 'undefined' ? location.href : undefined;
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/**
 * Where an upload goes. Used as is: an API path (`/…`, relative to the API base) and absolute https URLs; an
 * absolute http URL only when it is same-origin with the API (or the page). Anything else (another scheme, a
 * plain-http third-party host, a protocol-relative or unparsable value) falls back to `/api/media/upload`, so a
 * bad configuration never sends a guest's documents somewhere unencrypted.
 */
export function mediaUploadTarget(api: Pick<ApiClient, 'baseUrl'>, uploadUrl: string | null | undefined): string {
  const raw = uploadUrl?.trim();
  if (!raw) return DEFAULT_MEDIA_UPLOAD_PATH;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) return raw;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return DEFAULT_MEDIA_UPLOAD_PATH;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:') {
    const apiOrigin = originOf(api.baseUrl || '/');
    const pageOrigin = typeof location !== 'undefined' ? location.origin : null;
    if (url.origin === apiOrigin || url.origin === pageOrigin) return url.href;
  }
  return DEFAULT_MEDIA_UPLOAD_PATH;
}

/**
 * Multipart form of an upload: `upload_preset`, `ticket_id` and `reservation_id` (when given) first — the API
 * checks them before reading the file — then `file`.
 */
export function mediaUploadForm(file: Blob, uploadPreset?: string | null, ticketId?: string | null, reservationId?: string | number | null): FormData {
  const form = new FormData();
  if (uploadPreset) form.append('upload_preset', uploadPreset);
  if (ticketId) form.append('ticket_id', ticketId);
  if (reservationId != null && String(reservationId) !== '') form.append('reservation_id', String(reservationId));
  if (typeof File !== 'undefined' && file instanceof File) form.append('file', file, file.name);
  else form.append('file', file);
  return form;
}

/** Uploads one image, video or PDF with progress; answers `{ secure_url }` (plus resource_type, format, bytes when given). */
export const uploadMedia = (api: ApiClient, file: Blob, o: UploadMediaOptions = {}) =>
  api.upload(mediaUploadTarget(api, o.uploadUrl), MediaUploadSchema, mediaUploadForm(file, o.uploadPreset, o.ticketId, o.reservationId), { onProgress: o.onProgress, signal: o.signal });
