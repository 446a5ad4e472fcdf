import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

// The camera dialog (getUserMedia, capture) downloads only when the guest chooses to take a photo.
const CameraDialog = lazy(() => import('./camera-dialog').then((m) => ({ default: m.CameraDialog })));

export interface CameraButtonProps {
  onPhoto(file: File): void;
  /** The camera could not be used: the caller shows the permission message and the upload alternative. */
  onUnavailable(): void;
  disabled?: boolean;
}

/** "Take a photo": opens the camera dialog; a refused or missing camera closes it and reports. */
export function CameraButton({ onPhoto, onUnavailable, disabled }: CameraButtonProps) {
  const { t } = useTranslation('contact');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="small" disabled={disabled} onClick={() => setOpen(true)}>
        {t('camera.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CameraDialog
            open={open}
            onClose={() => setOpen(false)}
            onPhoto={onPhoto}
            onUnavailable={(e) => {
              console.warn('[guest-portal] camera unavailable', e);
              setOpen(false);
              onUnavailable();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
