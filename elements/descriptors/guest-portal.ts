import type { ElementDescriptor } from '../../src/element/descriptor';

export const guestPortal = {
  tag: 'guest-portal',
  attributes: [
    { name: 'initial-path', type: 'string', default: '/tourist', description: 'First route in `memory` routing.' },
    {
      name: 'identify-user',
      type: 'string',
      description: "Present (any value but `false`): fire `gp-identify` for the host's heatmap tool once the guest is signed in. Off by default.",
    },
    {
      name: 'arrival-kit',
      type: 'string',
      description:
        'Present (any value but `false`): keep the arrival kit (address, times, door and gate codes, Wi-Fi, parking, phones) of unlocked reservations on the device for offline use. Set by the hosted portal; pair it with the portal service worker (docs/offline.md). Off by default.',
    },
  ],
  events: [{ name: 'gp-identify', description: 'The signed-in guest ({ id, email, role }), only with `identify-user`.' }],
  // Its start asks who is signed in first (src/portal/use-portal-start.ts): the loader asks while the code
  // downloads, and the first render knows the guest (and the guest's language).
  needsSession: true,
  reservedHeight: 600,
  catalogue: 'guest-portal',
  // 129 until the pre-check-in came from the server (issue 20): its Suspense step loading, the device's
  // draft after hydration and the fields' mount notice for what a guest typed before the code ran.
  // 130 until the first-render files carried V8's compile hint (scripts/rollup-plugins.mjs).
  sizeBudgetKiB: 131,
  defaultRouting: 'memory',
} as const satisfies ElementDescriptor;
