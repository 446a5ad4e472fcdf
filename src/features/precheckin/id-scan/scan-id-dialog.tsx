import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pad2, zonedParts } from '../../../core/dates/instants';
import type { MrzReading } from '../../../core/id-scan/mrz-reading';
import type { ReviewedScan } from '../../../core/id-scan/scan-fill';
import { useAdoptedStyles } from '../../../styles/use-adopted-styles';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { guestTimeZone } from '../steps/personal-info-validate';
import { idScanStyles } from './id-scan.styles';
import { frameCanvas, openDocumentCamera } from './scan-camera';
import { ScanReview } from './scan-review';
import { ScanError, scanPicture } from './scan-session';

export interface ScanIdDialogProps {
  onClose(): void;
  /** The name already in the form (asked before replacing); null where the scan fills no name. */
  typedName: string | null;
  onApply(reviewed: ReviewedScan, replaceName: boolean): void;
}

type Phase = { kind: 'capture' } | { kind: 'reading' } | { kind: 'review'; reading: MrzReading } | { kind: 'failed'; message: string };

const FAILURE_KEYS = { check_digits: 'refused', not_found: 'notFound', blocked: 'blocked', timeout: 'timeout' } as const;

function todayIso(): string {
  const p = zonedParts(new Date(), guestTimeZone());
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}

/**
 * Scan ID: the rear camera with a frame for the machine-readable lines, or a picked photo → read on this
 * device → review (editable) with Rescan. A refused read, a blocked scanner or a time-out says why in one
 * line; closing keeps whatever the guest typed.
 */
export function ScanIdDialog({ onClose, typedName, onApply }: ScanIdDialogProps) {
  useAdoptedStyles(idScanStyles);
  const { t } = useTranslation('idscan');
  const [phase, setPhase] = useState<Phase>({ kind: 'capture' });
  const [cameraFailed, setCameraFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const reviewed = useRef<{ values: ReviewedScan; replace: boolean } | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const capturing = phase.kind === 'capture';

  // The controls change with the phase: focus moves to the new content instead of falling to the page.
  useEffect(() => {
    if (phase.kind === 'review') body.current?.querySelector<HTMLElement>('input')?.focus();
    if (phase.kind === 'failed') body.current?.focus();
  }, [phase.kind]);

  useEffect(() => {
    if (!capturing) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    openDocumentCamera().then(
      (s) => {
        if (cancelled) return s.getTracks().forEach((track) => track.stop());
        stream = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play?.()?.catch(() => undefined);
        }
      },
      () => {
        if (!cancelled) setCameraFailed(true);
      },
    );
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [capturing]);

  async function scan(image: Blob | HTMLCanvasElement) {
    setPhase({ kind: 'reading' });
    try {
      const out = await scanPicture(image, todayIso());
      if (out.ok) {
        reviewed.current = { values: out.reading, replace: false };
        setPhase({ kind: 'review', reading: out.reading });
      } else setPhase({ kind: 'failed', message: t(FAILURE_KEYS[out.reason]) });
    } catch (e) {
      console.warn('[guest-portal] id scan failed', e);
      setPhase({ kind: 'failed', message: t(FAILURE_KEYS[e instanceof ScanError ? e.reason : 'blocked']) });
    }
  }

  const videoReady = () => !!video.current && video.current.videoWidth > 0;
  const rescan = () => {
    reviewed.current = null;
    setPhase({ kind: 'capture' });
  };

  const footer =
    phase.kind === 'review' ? (
      <div className="gp-idscan__actions">
        <Button variant="secondary" onClick={rescan}>
          {t('rescan')}
        </Button>
        <Button
          onClick={() => {
            if (reviewed.current) onApply(reviewed.current.values, reviewed.current.replace);
            onClose();
          }}
        >
          {t('apply')}
        </Button>
      </div>
    ) : phase.kind === 'failed' ? (
      <div className="gp-idscan__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('typeInstead')}
        </Button>
        <Button onClick={rescan}>{t('rescan')}</Button>
      </div>
    ) : (
      <div className="gp-idscan__actions">
        <input
          ref={file}
          className="gp-idscan__file"
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-hidden="true"
          name="scan_photo"
          onChange={(e) => {
            const picked = e.target.files?.[0];
            e.target.value = '';
            if (picked) void scan(picked);
          }}
        />
        <Button variant="secondary" disabled={phase.kind === 'reading'} onClick={() => file.current?.click()}>
          {t('choose')}
        </Button>
        {cameraFailed ? null : (
          <Button disabled={phase.kind === 'reading'} onClick={() => videoReady() && void scan(frameCanvas(video.current!))}>
            {t('capture')}
          </Button>
        )}
      </div>
    );

  return (
    <Dialog open onClose={onClose} title={t('title')} footer={footer} className="gp-idscan">
      <div ref={body} tabIndex={-1}>
      {phase.kind === 'capture' ? (
        <>
          <p className="gp-idscan__hint">{t('intro')}</p>
          {cameraFailed ? (
            <Alert tone="info">{t('noCamera')}</Alert>
          ) : (
            <div className="gp-idscan__stage">
              <video ref={video} muted playsInline aria-label={t('preview')} />
              <div className="gp-idscan__frame" aria-hidden="true" />
            </div>
          )}
          <p className="gp-idscan__status">{t('privacy')}</p>
        </>
      ) : phase.kind === 'reading' ? (
        <div className="gp-idscan__status" role="status">
          <Spinner decorative /> {t('reading')}
        </div>
      ) : phase.kind === 'review' ? (
        <ScanReview
          reading={phase.reading}
          typedName={typedName}
          onChange={(values, replace) => {
            reviewed.current = { values, replace };
          }}
        />
      ) : (
        <Alert tone="error">{phase.message}</Alert>
      )}
      </div>
    </Dialog>
  );
}
