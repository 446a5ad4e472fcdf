// The kinds of file the server stores, recognised by their first bytes (file-type), never by name or
// declared Content-Type, and how large each kind may be.
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../errors.js';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024; // png, jpeg, webp, pdf
const MAX_VIDEO_BYTES = 50 * 1024 * 1024; // mp4, webm, quicktime
/** The largest upload of any kind (the multipart limit). */
export const MAX_UPLOAD_BYTES = MAX_VIDEO_BYTES;

/** file-type decides every supported type from at most this many leading bytes. */
export const SNIFF_BYTES = 4100;

export interface AcceptedType {
  mime: string;
  ext: string;
  kind: 'image' | 'video' | 'raw';
  max: number;
}

const ACCEPTED: Record<string, Omit<AcceptedType, 'mime'>> = {
  'image/png': { ext: 'png', kind: 'image', max: MAX_IMAGE_BYTES },
  'image/jpeg': { ext: 'jpg', kind: 'image', max: MAX_IMAGE_BYTES },
  'image/webp': { ext: 'webp', kind: 'image', max: MAX_IMAGE_BYTES },
  'application/pdf': { ext: 'pdf', kind: 'raw', max: MAX_IMAGE_BYTES },
  'video/mp4': { ext: 'mp4', kind: 'video', max: MAX_VIDEO_BYTES },
  'video/webm': { ext: 'webm', kind: 'video', max: MAX_VIDEO_BYTES },
  'video/quicktime': { ext: 'mov', kind: 'video', max: MAX_VIDEO_BYTES },
};

/** Types a browser would render as a document of the API origin: served as downloads, never inline. */
export const ATTACHMENT_TYPES = new Set(['application/pdf']);

/** The accepted type of a file starting with `head`, else 415. */
export async function acceptedTypeOf(head: Buffer): Promise<AcceptedType> {
  const detected = await fileTypeFromBuffer(head);
  const accepted = detected ? ACCEPTED[detected.mime] : undefined;
  if (!detected || !accepted) {
    throw new HttpError(415, 'unsupported_media_type', 'Only png, jpeg, webp, pdf, mp4, webm and quicktime files are accepted', 'file');
  }
  return { mime: detected.mime, ...accepted };
}

export const tooLargeFor = (type: AcceptedType) =>
  new HttpError(413, 'payload_too_large', `Files of this type may be at most ${type.max / 1024 / 1024} MiB`, 'file');
