import type { ElementDescriptor } from '../../src/element/descriptor';

export const guestTrips = {
  tag: 'guest-trips',
  attributes: [],
  needsSession: true,
  reservedHeight: 480,
  catalogue: 'guest-trips',
  // The product's budget (to come down to 100).
  // +0.5 for one cascade order of the shadow root's sheets (src/styles/css.ts); +0.5 for the loader waiting
  // for the first paint of server markup (src/element/after-first-paint.ts).
  sizeBudgetKiB: 114,
} as const satisfies ElementDescriptor;
