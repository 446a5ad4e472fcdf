import { useRef, useState } from 'react';
import { uploadTicketPhotos } from '../../api/endpoints/tickets';
import { errorMessageKey } from '../../api/errors';
import type { Configuration } from '../../api/schemas/config';
import { useElement } from '../../element/context';
import { keys } from '../../state/keys';
import { compressImage } from '../../ui/compress-image';

export type UploadState = { phase: 'idle' } | { phase: 'uploading'; progress: number } | { phase: 'done'; count: number } | { phase: 'failed'; messageKey: string };

/**
 * Adds photos to a ticket (anyone with the link may): images compressed first, then uploaded one by one
 * with overall progress; the updated ticket replaces the shared copy, so the gallery shows them at once.
 */
export function useTicketUpload(publicId: string, config: Configuration | undefined) {
  const { runtime, signal } = useElement();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const running = useRef(false);

  async function upload(files: readonly File[]) {
    if (!files.length || running.current) return;
    running.current = true;
    setState({ phase: 'uploading', progress: 0 });
    try {
      const ready: File[] = [];
      for (const f of files) ready.push(await compressImage(f));
      const ticket = await uploadTicketPhotos(runtime.api, publicId, ready, {
        uploadUrl: config?.media_upload_url,
        uploadPreset: config?.media_upload_preset,
        signal,
        onProgress: (fraction) => setState({ phase: 'uploading', progress: Math.min(1, Math.max(0, fraction)) }),
      });
      if (ticket) runtime.resources.set(keys.ticket(publicId), ticket);
      setState({ phase: 'done', count: files.length });
    } catch (e) {
      console.warn('[guest-portal] adding photos to the ticket failed', e);
      setState({ phase: 'failed', messageKey: errorMessageKey(e) });
    } finally {
      running.current = false;
    }
  }

  return { state, upload };
}
