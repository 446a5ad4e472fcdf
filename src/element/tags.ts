import { reservationBasicPath, SESSION_CHECK_PATH } from '../api/first-call-paths';

/** Every element of the SDK and the chunk that defines it (the loader's table). */
export const ELEMENT_TAGS = [
  'guest-portal',
  'guest-trips',
  'guest-precheckin',
  'guest-store',
  'guest-checkout',
  'guest-survey',
  'gate-code-lookup',
  'payment-iframe',
] as const;
export type ElementTag = (typeof ELEMENT_TAGS)[number];

/** A checkout in iframe mode with its payment page's address: a public page, no session asked. */
export const isPublicCheckout = (mode: string | null | undefined, iframeSrc: string | null | undefined): boolean => mode === 'iframe' && !!iframeSrc;

/**
 * The GETs an element makes first, from its attributes: the loader starts them while the code downloads
 * (src/element/preload.ts). The configuration always; the session check of the elements behind the
 * sign-in gate (src/portal/sign-in-gate.tsx; the checkout in iframe mode needs none); the survey's
 * reservation. The paths are the endpoint functions' own (src/api/first-call-paths.ts).
 */
export function firstCalls(tag: ElementTag, attr: (name: string) => string | null): string[] {
  const calls = ['/api/config'];
  const gated = tag === 'guest-trips' || tag === 'guest-store' || tag === 'guest-precheckin' || (tag === 'guest-checkout' && !isPublicCheckout(attr('mode'), attr('iframe-src')));
  if (gated) calls.push(SESSION_CHECK_PATH);
  const code = attr('confirmation-code');
  if (tag === 'guest-survey' && code) calls.push(reservationBasicPath(code));
  return calls;
}

/** Box reserved before the element's code loads; close to each feature's first render. */
export const RESERVED_HEIGHTS: Record<ElementTag, number> = {
  'guest-portal': 600,
  'guest-trips': 480,
  'guest-precheckin': 560,
  'guest-store': 560,
  'guest-checkout': 480,
  'guest-survey': 520,
  'gate-code-lookup': 500,
  'payment-iframe': 320,
};
