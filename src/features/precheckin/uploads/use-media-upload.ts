import { useEffect, useRef, useState } from 'react';
import { uploadMedia } from '../../../api/endpoints/media';
import { useElement } from '../../../element/context';
import { compressImage } from '../../../ui/compress-image';
import { useConfiguration } from '../../../element/config-resource';

export type MediaUploadState = { phase: 'idle' } | { phase: 'uploading'; progress: number } | { phase: 'failed' };

/**
 * One document's upload: images compressed at 0.7 first, then sent to the tenant's media host (with its
 * preset) or the API, tied to the reservation. Answers the `secure_url`, or null when the upload failed
 * (the failure is kept in `state` only: the caller's value stays empty, so the step asks for it again).
 * A newer upload or unmounting aborts the one in flight.
 */
export function useMediaUpload(reservationId: string | number, setBusy?: (busy: boolean) => void) {
  const { runtime, signal } = useElement();
  const config = useConfiguration().data;
  const [state, setState] = useState<MediaUploadState>({ phase: 'idle' });
  const current = useRef<AbortController | null>(null);
  const busyRef = useRef(setBusy);
  busyRef.current = setBusy;

  useEffect(
    () => () => {
      if (current.current) {
        current.current.abort();
        busyRef.current?.(false);
      }
    },
    [],
  );

  async function upload(file: File): Promise<string | null> {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const onElementGone = () => controller.abort();
    signal.addEventListener('abort', onElementGone);
    setState({ phase: 'uploading', progress: 0 });
    busyRef.current?.(true);
    try {
      const ready = await compressImage(file);
      if (controller.signal.aborted) return null;
      const { secure_url } = await uploadMedia(runtime.api, ready, {
        uploadUrl: config?.media_upload_url,
        uploadPreset: config?.media_upload_preset,
        reservationId,
        signal: controller.signal,
        onProgress: (fraction) => {
          if (!controller.signal.aborted) setState({ phase: 'uploading', progress: Math.min(1, Math.max(0, fraction)) });
        },
      });
      if (controller.signal.aborted) return null;
      setState({ phase: 'idle' });
      return secure_url;
    } catch (e) {
      if (controller.signal.aborted) return null;
      console.warn('[guest-portal] document upload failed', e);
      setState({ phase: 'failed' });
      return null;
    } finally {
      signal.removeEventListener('abort', onElementGone);
      if (current.current === controller) {
        current.current = null;
        busyRef.current?.(false);
      }
    }
  }

  function reset() {
    setState({ phase: 'idle' });
  }

  return { state, upload, reset };
}
