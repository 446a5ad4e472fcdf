// Document and selfie uploads: accepted file types and compression.
import { msg, VALIDATION as V } from '../messages';
import type { Message } from '../types';

export const DOCUMENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'] as const;
/** `accept` attribute for document inputs: png, jpeg, jpg, webp, video and pdf. */
export const DOCUMENT_ACCEPT = 'image/png,image/jpeg,image/jpg,image/webp,video/*,application/pdf';
export const IMAGE_COMPRESSION_QUALITY = 0.7;

const EXT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', pdf: 'application/pdf' };
const VIDEO_EXT = ['mp4', 'mov', 'webm', 'm4v', 'avi', 'mkv', '3gp'];

function fileKind(file: { type?: string | null; name?: string | null }): string {
  const type = (file.type ?? '').toLowerCase();
  if (type) return type;
  const ext = (file.name ?? '').toLowerCase().split('.').pop() ?? '';
  if (VIDEO_EXT.includes(ext)) return 'video/' + ext;
  return EXT_TYPES[ext] ?? '';
}

/** Documents accept png, jpeg, jpg, webp, any video and pdf (by MIME type, else by extension). */
export function isAcceptedDocumentFile(file: { type?: string | null; name?: string | null }): boolean {
  const k = fileKind(file);
  return (DOCUMENT_IMAGE_TYPES as readonly string[]).includes(k) || k === 'application/pdf' || k.startsWith('video/');
}

/** Selfies accept images only (png, jpeg, jpg, webp). */
export function isAcceptedSelfieFile(file: { type?: string | null; name?: string | null }): boolean {
  return (DOCUMENT_IMAGE_TYPES as readonly string[]).includes(fileKind(file));
}

export function validateDocumentFile(file: { type?: string | null; name?: string | null }): Message | null {
  return isAcceptedDocumentFile(file) ? null : msg(V.fileTypeNotAccepted);
}

export function validateSelfieFile(file: { type?: string | null; name?: string | null }): Message | null {
  return isAcceptedSelfieFile(file) ? null : msg(V.fileTypeNotAccepted);
}
