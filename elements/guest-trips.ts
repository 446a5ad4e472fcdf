import catalogues from 'gp-locale-loaders:guest-trips';
import { createElementClass, defineTag } from '../src/element/define-element';
import { TripsFeature } from '../src/features/trips/trips-feature';

/**
 * My Trips: the guest's reservations in tabs All, Upcoming, Past.
 *
 * @tag guest-trips
 */
export class GuestTripsElement extends createElementClass({
  tag: 'guest-trips',
  initialUrl: () => '/tourist/trips',
  canRender: (name) => name === 'tourist-trips' || name === 'tourist-portal',
  Feature: TripsFeature,
  catalogues,
}) {}

defineTag('guest-trips', GuestTripsElement);

declare global {
  interface HTMLElementTagNameMap {
    'guest-trips': GuestTripsElement;
  }
}
