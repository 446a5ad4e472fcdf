import type { ElementDescriptor } from '../../src/element/descriptor';

export const guestStore = {
  tag: 'guest-store',
  attributes: [{ name: 'confirmation-code', type: 'string', description: 'Open the store of this reservation directly.' }],
  needsSession: true,
  reservedHeight: 560,
  catalogue: 'guest-store',
  sizeBudgetKiB: 118,
} as const satisfies ElementDescriptor;
