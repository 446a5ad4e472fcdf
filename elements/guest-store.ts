import catalogues from 'gp-locale-loaders:guest-store';
import { createElementClass, defineTag } from '../src/element/define-element';
import { StoreFeature } from '../src/features/store/store-feature';
import { withSignInGate } from '../src/portal/sign-in-gate';
import { sessionResource } from '../src/shared/resources/session';
import { guestStore } from './descriptors/guest-store';
// Its HTMLElementTagNameMap entry, with every other element's (declared once for all entry points, tag-map.ts).
export type { GuestPortalTagMap } from './tag-map';

/**
 * The vacation add-ons store: the paid reservations, a reservation's items (category filters, item
 * dialog opened by `?selectedItem`), purchase history. The store checkout is handed to the host
 * (`gp-navigate`) or, with `portal-url`, to the hosted portal. Signed out, it asks the guest to sign in:
 * Sign in opens the hosted login, which brings the guest back to this page (`portal-url`), or is handed
 * to the host (`gp-navigate` to `login`).
 *
 * @csspart button - Every button.
 * @csspart checkbox - Every checkbox with its label.
 * @csspart chip - A category filter.
 * @csspart dialog - Every modal dialog.
 * @csspart empty-state - An empty list or result message.
 * @csspart field - Every text field with its label and message.
 * @csspart item-dialog - The item dialog.
 * @csspart loader - The loading indicator.
 * @csspart payment-success - The 'Payment Successful!' screen.
 * @csspart purchase-history - The purchase history page.
 * @csspart purchase-history-row - A purchase (a table row, a card on a narrow element).
 * @csspart purchase-history-table - The purchase history table.
 * @csspart purchase-request-success - The screen shown to staff after creating a payment request.
 * @csspart store - A store page (the Store tab and a reservation's store).
 * @csspart store-filters - The category filters with Clear all and the count.
 * @csspart store-item - An item card of the grid.
 * @csspart store-reservation - A reservation card.
 * @csspart store-summary - The item dialog's amounts (item, tax, total).
 */
export class GuestStoreElement extends createElementClass({
  descriptor: guestStore,
  initialUrl: (a) => (a.confirmationCode ? `/tourist/store/reservation/${encodeURIComponent(a.confirmationCode)}` : '/tourist/store'),
  canRender: (name) => ['store-main', 'tourist-store', 'purchase-history', 'purchase-request-success'].includes(name),
  // No inline sign-in: its screens would join the store's first download, which its size budget keeps
  // small (descriptor). Sign in goes to the hosted login with portal-url, else to the host
  // (gp-navigate), like the store checkout.
  Feature: withSignInGate(StoreFeature, 'auth:gate.store'),
  loads: { session: () => sessionResource },
  catalogues,
}) {}

defineTag(guestStore.tag, GuestStoreElement);
