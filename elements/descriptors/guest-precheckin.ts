import type { ElementDescriptor } from '../../src/element/descriptor';

export const guestPrecheckin = {
  tag: 'guest-precheckin',
  attributes: [
    { name: 'confirmation-code', type: 'string', description: "The reservation's confirmation code." },
    {
      name: 'step',
      type: 'string',
      description:
        'Optional step to open, as the route and the save number it (reading A: 1 Guests info, 2 Special requests, 3 Personal info, 4 Damage waiver; reading B: the position among the steps shown). A step that is skipped or hidden opens the next one; without it (or out of range) the saved step decides, and a done pre-check-in goes to reservation info.',
    },
    {
      name: 'variant',
      type: ['A', 'B'],
      anyCase: true,
      description:
        "Wizard reading, `A` (guests info, special requests, personal info, damage waiver) or `B` (basic info, store, damage waiver, special requests, contact info); default: the tenant's `precheckin_variant`, else `A`.",
    },
    {
      name: 'registration-widget-url',
      type: 'string',
      description:
        "Script URL of the external guest-registration widget (https or same origin), overriding the built-in staging/production address chosen by the tenant's `guest_registration_environment`.",
    },
  ],
  events: [
    {
      name: 'gp-navigate',
      description:
        'Before leaving the wizard (completion to the store or reservation info, checkout, the store from the store step, the login when a session has expired and `portal-url` is set); cancelable.',
    },
    { name: 'gp-error', description: 'A load or save failure the guest was told about (`{ code, message, status? }`).' },
  ],
  needsSession: true,
  reservedHeight: 560,
  catalogue: 'guest-precheckin',
  // 123 until the pre-check-in came from the server (issue 20): its Suspense step loading, the device's
  // draft after hydration and the fields' mount notice for what a guest typed before the code ran; 124
  // until the loader waited for the first paint of server markup (src/element/after-first-paint.ts).
  sizeBudgetKiB: 125.5,
} as const satisfies ElementDescriptor;
