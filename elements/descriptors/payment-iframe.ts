import type { ElementDescriptor } from '../../src/element/descriptor';

export const paymentIframe = {
  tag: 'payment-iframe',
  attributes: [
    { name: 'public-key', type: 'string', description: 'Card provider public key (without it the form does not start).' },
    { name: 'client-secret', type: 'string', description: 'Payment intent client secret.' },
    { name: 'payment-intent', type: 'string', description: 'Payment intent id.' },
    { name: 'button-color', type: 'string', description: 'Hex colour without `#` for the pay button.' },
    { name: 'parent-origin', type: 'string', description: 'Origin that receives the result message; must be allow-listed by the tenant.' },
  ],
  needsSession: false,
  reservedHeight: 320,
  catalogue: 'payment-iframe',
  // 118 until the loader was pasted `async` (its watch from the start, one walk per inserted subtree) and
  // the first-render files carried V8's compile hint (scripts/rollup-plugins.mjs).
  sizeBudgetKiB: 119,
} as const satisfies ElementDescriptor;
