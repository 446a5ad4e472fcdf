import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../styles/css';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { Button } from '../ui/button';

/** Chromium's `beforeinstallprompt` event (not in the DOM library's types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

const installHintStyles = css`
  .gp-install-hint { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin: 1rem 1rem 0; padding: 0.75rem 1rem; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); }
  .gp-install-hint p { margin: 0; flex: 1 1 16rem; }
  .gp-install-hint__actions { display: flex; gap: 0.5rem; }
`;

/**
 * The browser's offer to install the portal, kept for the install hint: only where the browser makes one
 * (Chromium, once the manifest and the service worker qualify), and only with `on` (the arrival kit is what
 * installing is for). Listening from the shell's first render: the offer may come before the trips list opens.
 */
export function useInstallPrompt(on: boolean): { offer: InstallPromptEvent | null; dismiss: () => void } {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);
  useEffect(() => {
    if (!on) return;
    const onOffer = (e: Event) => {
      // The hint below replaces the browser's own mini-infobar.
      e.preventDefault();
      setOffer(e as InstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [on]);
  return { offer, dismiss: () => setOffer(null) };
}

/** "Install this portal on your phone…" with Install (the browser's own dialog) and Not now. */
export function InstallHint({ offer, dismiss }: ReturnType<typeof useInstallPrompt>) {
  useAdoptedStyles(installHintStyles);
  const { t } = useTranslation();
  if (!offer) return null;
  return (
    <div className="gp-install-hint" part="install-hint">
      <p>{t('offline:installHint')}</p>
      <div className="gp-install-hint__actions">
        <Button
          size="small"
          onClick={() => {
            void offer.prompt().catch(() => undefined);
            dismiss();
          }}
        >
          {t('offline:install')}
        </Button>
        <Button size="small" variant="secondary" onClick={dismiss}>
          {t('offline:notNow')}
        </Button>
      </div>
    </div>
  );
}
