import type { ElementDescriptor } from '../../src/element/descriptor';

export const guestCheckout = {
  tag: 'guest-checkout',
  attributes: [
    { name: 'intent-id', type: 'string', description: 'The payment intent to pay.' },
    { name: 'confirmation-code', type: 'string', description: 'Optional reservation, for the trip-scoped checkout route.' },
    { name: 'mode', type: ['iframe'], description: '`iframe` embeds the hosted card form (`iframe-src`) instead of mounting card fields here.' },
    {
      name: 'iframe-src',
      type: 'string',
      description: 'URL of the hosted `/payment-iframe` page (with `publicKey`, `clientSecret`, `paymentIntent`, `parentOrigin`); only messages from its origin are accepted.',
    },
  ],
  events: [
    { name: 'gp-payment-succeeded', description: '`{ paymentIntentId, type }` after a successful payment.' },
    { name: 'gp-payment-failed', description: '`{ paymentIntentId, type, message }` when the provider declined.' },
  ],
  needsSession: true,
  // The iframe mode only frames the hosted card form (its client secret authorises it): no session.
  publicWhen: { mode: 'iframe', 'iframe-src': true },
  reservedHeight: 480,
  catalogue: 'guest-checkout',
  // +0.5 for one cascade order of the shadow root's sheets (src/styles/css.ts); +0.5 for the loader waiting
  // for the first paint of server markup (src/element/after-first-paint.ts).
  sizeBudgetKiB: 138,
} as const satisfies ElementDescriptor;
