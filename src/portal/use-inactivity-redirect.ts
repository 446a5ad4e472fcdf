import { useEffect, useRef } from 'react';
import { useElement } from '../element/context';

/** Spec §2 and §9: 3 minutes without activity. */
export const INACTIVITY_TIMEOUT_MS = 180_000;
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll'] as const;

/**
 * Calls `onIdle` after `timeoutMs` without mouse move, key press, click or scroll anywhere on the
 * page (the element's shadow root included: scroll events do not leave it).
 */
export function useInactivityRedirect(enabled: boolean, onIdle: () => void, timeoutMs = INACTIVITY_TIMEOUT_MS): void {
  const { shadowRoot } = useElement();
  const idle = useRef(onIdle);
  idle.current = onIdle;

  useEffect(() => {
    if (!enabled) return;
    let timer = setTimeout(() => idle.current(), timeoutMs);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => idle.current(), timeoutMs);
    };
    const opts: AddEventListenerOptions = { capture: true, passive: true };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, reset, opts);
      shadowRoot.addEventListener(name, reset, opts);
    }
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, reset, opts);
        shadowRoot.removeEventListener(name, reset, opts);
      }
    };
  }, [enabled, timeoutMs, shadowRoot]);
}
