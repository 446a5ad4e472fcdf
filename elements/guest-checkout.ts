import catalogues from 'gp-locale-loaders:guest-checkout';
import { createElementClass, defineTag } from '../src/element/define-element';
import { CheckoutFeature } from '../src/features/checkout/checkout-feature';
import { withInlineSignIn } from '../src/portal/inline-sign-in';
import { withSignInGate } from '../src/portal/sign-in-gate';
import { isPublicPage, propName } from '../src/element/descriptor';
import { sessionResource } from '../src/shared/resources/session';
import { guestCheckout } from './descriptors/guest-checkout';
// Its HTMLElementTagNameMap entry, with every other element's (declared once for all entry points, tag-map.ts).
export type { GuestPortalTagMap } from './tag-map';

/**
 * Card payment of an accommodation balance, deposit hold, damage waiver or store purchase. Signed
 * out, it offers Sign in: in place when no `portal-url` is set, else on the hosted portal, which brings
 * the guest back to this page.
 *
 * @csspart auth - The inline sign-in and sign-up page (no `portal-url`).
 * @csspart auth-card - The card holding an account form.
 * @csspart button - Every button.
 * @csspart card-fields - The box around the provider's card fields (projected from light DOM).
 * @csspart challenge-dialog - The 3-D Secure challenge dialog.
 * @csspart checkbox - Every checkbox with its label.
 * @csspart checkout - The checkout page.
 * @csspart checkout-dialog - The processing / success dialog of a payment.
 * @csspart checkout-summary - What is paid and the amount.
 * @csspart dialog - Every modal dialog.
 * @csspart empty-state - An empty list or result message.
 * @csspart field - Every text field with its label and message.
 * @csspart holder-form - The card holder form (providers that need one).
 * @csspart loader - The loading indicator.
 * @csspart payment-success - The 'Payment Successful!' screen.
 * @csspart purchase-request-success - The screen shown to staff after creating a payment request.
 * @csspart staff - The staff notice on checkout.
 * @csspart terms - The terms of use to accept before paying.
 * @slot card-fields - Filled by the element itself: card fields of providers that refuse shadow roots are mounted here in light DOM.
 */
export class GuestCheckoutElement extends createElementClass({
  descriptor: guestCheckout,
  initialUrl: (a) => (a.intentId ? (a.confirmationCode ? `/tourist/trips/${encodeURIComponent(a.confirmationCode)}/checkout/${encodeURIComponent(a.intentId)}` : `/checkout/${encodeURIComponent(a.intentId)}`) : '/checkout/missing'),
  canRender: (name) => ['reservation-checkout', 'standalone-checkout', 'store-checkout', 'standalone-store-checkout', 'payment-success', 'purchase-request-success'].includes(name),
  inlineSignIn: true,
  Feature: withInlineSignIn(withSignInGate(CheckoutFeature, 'auth:gate.checkout', { isPublic: (a) => isPublicPage(guestCheckout, (name) => a[propName(name)]) })),
  loads: { session: () => sessionResource },
  catalogues,
}) {}

defineTag(guestCheckout.tag, GuestCheckoutElement);
