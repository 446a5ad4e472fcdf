import catalogues from 'gp-locale-loaders:guest-trips';
import type { ElementSpec } from '../../src/element/element-root';
import { TripsFeature } from '../../src/features/trips/trips-feature';
import { withInlineSignIn } from '../../src/portal/inline-sign-in';
import { withSignInGate } from '../../src/portal/sign-in-gate';
import { sessionResource } from '../../src/shared/resources/session';
import { guestTrips } from '../descriptors/guest-trips';

/**
 * What <guest-trips> renders, apart from its class: the element (elements/guest-trips.ts) and its server
 * render (src/server/index.ts) take the same, so the server's markup is what the browser hydrates.
 */
export const guestTripsSpec = {
  descriptor: guestTrips,
  initialUrl: () => '/tourist/trips',
  canRender: (name) => name === 'tourist-trips' || name === 'tourist-portal',
  inlineSignIn: true,
  loads: { session: () => sessionResource },
  Feature: withInlineSignIn(withSignInGate(TripsFeature, 'trips:errors.signIn')),
  catalogues,
} satisfies ElementSpec;
