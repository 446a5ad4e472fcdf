import catalogues from 'gp-locale-loaders:guest-store';
import { createElementClass, defineTag } from '../src/element/define-element';
import { StoreFeature } from '../src/features/store/store-feature';

/**
 * The vacation add-ons store: reservations, items, purchase history.
 *
 * @tag guest-store
 * @attr {string} confirmation-code - Open the store of this reservation directly.
 */
export class GuestStoreElement extends createElementClass({
  tag: 'guest-store',
  props: ['confirmationCode'],
  initialUrl: (a) => (a.confirmationCode ? `/tourist/store/reservation/${encodeURIComponent(a.confirmationCode)}` : '/tourist/store'),
  canRender: (name) => ['store-main', 'tourist-store', 'purchase-history', 'purchase-request-success'].includes(name),
  Feature: StoreFeature,
  catalogues,
}) {}

defineTag('guest-store', GuestStoreElement);

declare global {
  interface HTMLElementTagNameMap {
    'guest-store': GuestStoreElement;
  }
}
