import type { ElementDescriptor } from '../../src/element/descriptor';

export const guestPortal = {
  tag: 'guest-portal',
  attributes: [{ name: 'initial-path', type: 'string', default: '/tourist', description: 'First route in `memory` routing.' }],
  needsSession: false,
  reservedHeight: 600,
  catalogue: 'guest-portal',
  sizeBudgetKiB: 125,
  defaultRouting: 'memory',
} as const satisfies ElementDescriptor;
