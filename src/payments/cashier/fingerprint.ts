import { PaymentBackendError } from '../errors';
import { FingerprintMessageSchema, waitForFrameMessage } from '../post-message';

/**
 * Loads the provider's fingerprint page into a hidden iframe and resolves with the fingerprint it
 * posts (`{ type: 'gp-fingerprint', fingerprint }`), accepted only from that frame and its origin.
 */
export function hiddenFrameFingerprint(host: HTMLElement, timeoutMs = 15_000) {
  return (url: string, expectedOrigin: string): Promise<string> => {
    const doc = host.ownerDocument;
    const win = doc.defaultView;
    const frame = doc.createElement('iframe');
    frame.title = 'fingerprint';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
    host.append(frame);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new PaymentBackendError({ kind: 'timeout' })), timeoutMs);
    const source = frame.contentWindow;
    if (!source || !win) {
      clearTimeout(timer);
      frame.remove();
      return Promise.reject(new PaymentBackendError({ kind: 'network' }));
    }
    const p = waitForFrameMessage(source, expectedOrigin, FingerprintMessageSchema, { signal: controller.signal, on: win });
    frame.src = url;
    return p.then(
      (m) => m.fingerprint,
      (e: unknown) => {
        throw e instanceof PaymentBackendError ? e : new PaymentBackendError({ kind: 'timeout' });
      },
    ).finally(() => {
      clearTimeout(timer);
      frame.remove();
    });
  };
}
