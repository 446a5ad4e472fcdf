import { listenForFrameMessages, originOf, PaymentResultMessageSchema, type PaymentResultMessage } from './post-message';

/**
 * Parent side of the hosted card form (/payment-iframe): accepts only `payment-result` messages
 * (see post-message.ts) whose `event.source` is this iframe's window and whose `event.origin` is
 * exactly the origin of the iframe's `src`; anything else — another frame, another origin, another
 * shape — is ignored. Returns the unsubscribe function.
 *
 *   const stop = listenForPaymentIframe(iframe, (msg) => {
 *     if (msg.status === 'succeeded' || msg.status === 'requires_capture') showPaid();
 *   });
 *
 * `<guest-checkout mode="iframe" iframe-src="https://pay.example/payment-iframe?...">` does this for you.
 */
export function listenForPaymentIframe(
  frame: HTMLIFrameElement,
  cb: (msg: PaymentResultMessage) => void,
  on: Pick<Window, 'addEventListener' | 'removeEventListener'> = frame.ownerDocument.defaultView ?? window,
): () => void {
  const win = frame.contentWindow;
  const origin = originOf(frame.src, frame.ownerDocument.location.href);
  if (!win || !origin) throw new Error('listenForPaymentIframe: the iframe must be attached and have an http(s) src');
  return listenForFrameMessages(win, origin, PaymentResultMessageSchema, cb, on);
}
