import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isExactOrigin } from '../../core/url';
import { originOf, ThreeDsMessageSchema, waitForFrameMessage } from '../../payments/post-message';
import type { ChallengeOutcome } from '../../payments/types';
import { Dialog } from '../../ui/dialog';

/**
 * 3-D Secure challenge: the provider's page in an iframe inside a native dialog in the shadow root.
 * Only a `{ type: 'gp-3ds', result }` message from that frame's window and exact origin counts.
 * Closing the dialog without an answer counts as a failed authentication.
 */
export function ChallengeDialog({ url, onResult }: { url: string; onResult: (r: ChallengeOutcome) => void }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const done = useRef(onResult);
  done.current = onResult;

  useEffect(() => {
    const win = frame.current?.contentWindow;
    const origin = originOf(url, frame.current?.ownerDocument.location.href);
    if (!win || !origin || !isExactOrigin(origin)) {
      done.current('failed');
      return;
    }
    const controller = new AbortController();
    waitForFrameMessage(win, origin, ThreeDsMessageSchema, { signal: controller.signal }).then(
      (m) => done.current(m.result),
      () => undefined,
    );
    return () => controller.abort();
  }, [url]);

  return (
    <Dialog open onClose={() => done.current('failed')} title={t('checkout:challenge.title')} closeOnBackdrop={false} className="gp-checkout__challenge" part="challenge-dialog">
      <p className="gp-checkout__muted">{t('checkout:challenge.intro')}</p>
      <iframe ref={frame} className="gp-checkout__challenge-frame" src={url} title={t('checkout:challenge.frameTitle')} />
    </Dialog>
  );
}

/**
 * The challenge dialog as a promise: `show(url)` opens it and resolves with the frame's answer,
 * closing it; render `dialog` where the dialog belongs.
 */
export function useChallenge(): { dialog: ReactNode; show: (url: string) => Promise<ChallengeOutcome> } {
  const [open, setOpen] = useState<{ url: string; resolve: (o: ChallengeOutcome) => void } | null>(null);
  const show = useCallback(
    (url: string) =>
      new Promise<ChallengeOutcome>((resolve) =>
        setOpen({
          url,
          resolve: (o) => {
            setOpen(null);
            resolve(o);
          },
        }),
      ),
    [],
  );
  return { dialog: open ? <ChallengeDialog url={open.url} onResult={open.resolve} /> : null, show };
}
