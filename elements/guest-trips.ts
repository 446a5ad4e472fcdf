import catalogues from 'gp-locale-loaders:guest-trips';
import { createElementClass, defineTag } from '../src/element/define-element';
import { TripsFeature } from '../src/features/trips/trips-feature';
import { withInlineSignIn } from '../src/portal/inline-sign-in';
import { withSignInGate } from '../src/portal/sign-in-gate';
import { sessionResource } from '../src/portal/use-session';
import { guestTrips } from './descriptors/guest-trips';
// Its HTMLElementTagNameMap entry, with every other element's (declared once for all entry points, tag-map.ts).
export type { GuestPortalTagMap } from './tag-map';

/**
 * My Trips: the guest's reservations in tabs All, Upcoming, Past. Signed out, it offers Sign in: in
 * place when no `portal-url` is set; otherwise on the hosted portal, which brings the guest back to
 * this page signed in (`return_to`, checked against the tenant's allowed origins) in the same locale.
 *
 * @csspart auth - The inline sign-in and sign-up page (no `portal-url`).
 * @csspart auth-card - The card holding an account form.
 * @csspart button - Every button.
 * @csspart checkbox - Every checkbox with its label.
 * @csspart empty-state - An empty list or result message.
 * @csspart field - Every text field with its label and message.
 * @csspart loader - The loading indicator.
 * @csspart tab - Every tab.
 * @csspart tab-selected - The selected tab.
 * @csspart tabs - A tab list.
 * @csspart trip-badge - A trip card's status badge.
 * @csspart trip-card - A trip card.
 * @csspart trips - The My Trips page.
 */
export class GuestTripsElement extends createElementClass({
  descriptor: guestTrips,
  initialUrl: () => '/tourist/trips',
  canRender: (name) => name === 'tourist-trips' || name === 'tourist-portal',
  inlineSignIn: true,
  loads: { session: () => sessionResource },
  Feature: withInlineSignIn(withSignInGate(TripsFeature, 'trips:errors.signIn')),
  catalogues,
}) {}

defineTag(guestTrips.tag, GuestTripsElement);
