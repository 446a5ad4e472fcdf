import { createElementClass, defineTag } from '../src/element/define-element';
import { guestTrips } from './descriptors/guest-trips';
import { guestTripsSpec } from './specs/guest-trips';
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
export class GuestTripsElement extends createElementClass(guestTripsSpec) {}

defineTag(guestTrips.tag, GuestTripsElement);
