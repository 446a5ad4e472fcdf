import catalogues from 'gp-locale-loaders:guest-checkout';
import { createElementClass, defineTag } from '../src/element/define-element';
import { CheckoutFeature } from '../src/features/checkout/checkout-feature';
import { withInlineSignIn } from '../src/portal/inline-sign-in';
import { withSignInGate } from '../src/portal/sign-in-gate';
import { isPublicCheckout } from '../src/element/tags';
import { sessionResource } from '../src/portal/use-session';
import { ensureResource } from '../src/state/use-resource';

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
 * @tag guest-checkout
 * @attr {string} intent-id - The payment intent to pay.
 * @attr {string} confirmation-code - Optional reservation, for the trip-scoped checkout route.
 * @attr {string} mode - `iframe` embeds the hosted card form (`iframe-src`) instead of mounting card fields here.
 * @attr {string} iframe-src - URL of the hosted `/payment-iframe` page (with `publicKey`, `clientSecret`, `paymentIntent`, `parentOrigin`); only messages from its origin are accepted.
 * @slot card-fields - Filled by the element itself: card fields of providers that refuse shadow roots are mounted here in light DOM.
 * @fires gp-payment-succeeded - `{ paymentIntentId, type }` after a successful payment.
 * @fires gp-payment-failed - `{ paymentIntentId, type, message }` when the provider declined.
 */
export class GuestCheckoutElement extends createElementClass({
  tag: 'guest-checkout',
  props: ['intentId', 'confirmationCode', 'mode', 'iframeSrc'],
  initialUrl: (a) => (a.intentId ? (a.confirmationCode ? `/tourist/trips/${encodeURIComponent(a.confirmationCode)}/checkout/${encodeURIComponent(a.intentId)}` : `/checkout/${encodeURIComponent(a.intentId)}`) : '/checkout/missing'),
  canRender: (name) => ['reservation-checkout', 'standalone-checkout', 'store-checkout', 'standalone-store-checkout', 'payment-success', 'purchase-request-success'].includes(name),
  inlineSignIn: true,
  // The iframe mode only frames the hosted card form (its client secret authorises it): no session.
  Feature: withInlineSignIn(withSignInGate(CheckoutFeature, 'auth:gate.checkout', { isPublic: (a) => isPublicCheckout(a.mode, a.iframeSrc) })),
  firstLoads: (runtime, attr) => (isPublicCheckout(attr('mode'), attr('iframe-src')) ? [] : [ensureResource(runtime, sessionResource)]),
  catalogues,
}) {}

defineTag('guest-checkout', GuestCheckoutElement);

declare global {
  interface HTMLElementTagNameMap {
    'guest-checkout': GuestCheckoutElement;
  }
}
