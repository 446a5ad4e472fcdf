import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdoptedStyles } from '../../../styles/use-adopted-styles';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { cameraStyles } from './camera.styles';
import { captureFrame, openCamera, stopCamera } from './camera-stream';

export interface CameraDialogProps {
  open: boolean;
  onClose(): void;
  /** The accepted photo, as a JPEG file. */
  onPhoto(file: File): void;
  /** The camera could not be opened (permission refused, no device, no API). */
  onUnavailable(error: unknown): void;
}

type Shot = { blob: Blob; url: string };

/**
 * Live preview of the front camera with Capture, Retake and Use photo. The camera runs only while the
 * dialog is open: closing, using the photo or unmounting stops every track.
 */
export function CameraDialog({ open, onClose, onPhoto, onUnavailable }: CameraDialogProps) {
  useAdoptedStyles(cameraStyles);
  const { t } = useTranslation('contact');
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [live, setLive] = useState(false);
  const [shot, setShot] = useState<Shot | null>(null);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    openCamera().then(
      (s) => {
        if (cancelled) return stopCamera(s);
        stream.current = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play?.()?.catch(() => undefined);
        }
        setLive(true);
      },
      (e: unknown) => {
        if (!cancelled) unavailable.current(e);
      },
    );
    return () => {
      cancelled = true;
      stopCamera(stream.current);
      stream.current = null;
      setLive(false);
    };
  }, [open]);

  useEffect(() => () => revoke(shot), [shot]);

  const capture = async () => {
    if (!video.current || !canvas.current) return;
    try {
      const blob = await captureFrame(video.current, canvas.current);
      setShot({ blob, url: URL.createObjectURL(blob) });
    } catch (e) {
      console.warn('[guest-portal] camera capture failed', e);
    }
  };

  const use = () => {
    if (!shot) return;
    onPhoto(new File([shot.blob], `selfie-${Date.now()}.jpg`, { type: 'image/jpeg' }));
    setShot(null);
    onClose();
  };

  const close = () => {
    setShot(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('camera.title')}
      part="camera-dialog"
      footer={
        <div className="gp-camera__actions">
          {shot ? (
            <>
              <Button variant="secondary" onClick={() => setShot(null)}>
                {t('camera.retake')}
              </Button>
              <Button onClick={use}>{t('camera.use')}</Button>
            </>
          ) : (
            <Button onClick={() => void capture()} disabled={!live}>
              {t('camera.capture')}
            </Button>
          )}
        </div>
      }
    >
      <div className="gp-camera__stage">
        <video ref={video} hidden={!!shot} muted playsInline autoPlay aria-label={t('camera.preview')} />
        {shot ? <img src={shot.url} alt={t('camera.captured')} /> : null}
      </div>
      <p className="gp-camera__status" role="status">
        {shot ? t('camera.review') : live ? t('camera.ready') : t('camera.starting')}
      </p>
      <canvas ref={canvas} hidden />
    </Dialog>
  );
}

function revoke(shot: Shot | null) {
  if (shot && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(shot.url);
}
