import { useEffect, useState } from 'react';

/** Chromium's `beforeinstallprompt` event (not in the DOM library's types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

export interface InstallPrompt {
  offer: InstallPromptEvent | null;
  dismiss: () => void;
}

/**
 * The browser's offer to install the portal, kept for the install hint: only where the browser makes one
 * (Chromium, once the manifest and the service worker qualify), and only with `on` (the arrival kit is what
 * installing is for). Listening from the shell's first render: the offer may come before the trips list opens.
 */
export function useInstallPrompt(on: boolean): InstallPrompt {
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

