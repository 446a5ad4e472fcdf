import { IMAGE_COMPRESSION_QUALITY } from '../core/validation/uploads';

/** Longest side of an uploaded photo: plenty for a repair ticket or an ID, a fraction of a phone camera's bytes. */
const MAX_SIDE_PX = 2048;

/**
 * Compresses an image at quality 0.7 (spec §9) before it is uploaded; other files pass unchanged.
 * The compression library is loaded only when the first upload starts. It runs on the main thread: its
 * worker mode fetches a script from a CDN, which a strict Content-Security-Policy blocks. A photo that
 * cannot be compressed is uploaded as it is rather than not at all.
 */
export async function compressImage(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || file.type === 'image/gif' || file.type === 'image/svg+xml') return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const out: Blob = await imageCompression(file, { initialQuality: IMAGE_COMPRESSION_QUALITY, maxWidthOrHeight: MAX_SIDE_PX, useWebWorker: false });
    return out instanceof File ? out : new File([out], file.name, { type: out.type || file.type });
  } catch (e) {
    console.warn('[guest-portal] image compression failed, uploading the original', e);
    return file;
  }
}
