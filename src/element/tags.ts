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
