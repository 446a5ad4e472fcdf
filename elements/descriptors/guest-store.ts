import type { ElementDescriptor } from '../../src/element/descriptor';

export const guestStore = {
  tag: 'guest-store',
  attributes: [{ name: 'confirmation-code', type: 'string', description: 'Open the store of this reservation directly.' }],
  needsSession: true,
  reservedHeight: 560,
  catalogue: 'guest-store',
  // +0.5 for a reservation's store and the purchase history rendered by a server (whole grid, shared reads);
  // +0.5 for the first render in slices (src/element/render-slices.ts, 73 bytes of the runtime).
  sizeBudgetKiB: 119.5,
} as const satisfies ElementDescriptor;
