import type { ElementDescriptor } from '../../src/element/descriptor';

export const guestTrips = {
  tag: 'guest-trips',
  attributes: [],
  needsSession: true,
  reservedHeight: 480,
  catalogue: 'guest-trips',
  // The product's budget (to come down to 100).
  sizeBudgetKiB: 112,
} as const satisfies ElementDescriptor;
