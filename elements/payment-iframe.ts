import catalogues from 'gp-locale-loaders:payment-iframe';
import { createElementClass, defineTag } from '../src/element/define-element';
import { PaymentIframeFeature } from '../src/features/payment-iframe/payment-iframe-feature';

/**
 * The embeddable card-entry form; posts its result to the parent window.
 *
 * @csspart button - Every button.
 * @csspart card-brands - The accepted card brand logos.
 * @csspart card-fields - The box around the provider's card fields (projected from light DOM).
 * @csspart challenge-dialog - The 3-D Secure challenge dialog.
 * @csspart dialog - Every modal dialog.
 * @csspart loader - The loading indicator.
 * @csspart payment-iframe - The card form page.
 * @csspart secure-footer - The secure-payment footer.
 * @tag payment-iframe
 * @attr {string} public-key - Card provider public key (without it the form does not start).
 * @attr {string} client-secret - Payment intent client secret.
 * @attr {string} payment-intent - Payment intent id.
 * @attr {string} button-color - Hex colour without `#` for the pay button.
 * @attr {string} parent-origin - Origin that receives the result message; must be allow-listed by the tenant.
 */
export class PaymentIframeElement extends createElementClass({
  tag: 'payment-iframe',
  props: ['publicKey', 'clientSecret', 'paymentIntent', 'buttonColor', 'parentOrigin'],
  initialUrl: () => '/payment-iframe',
  canRender: (name) => name === 'payment-iframe',
  Feature: PaymentIframeFeature,
  catalogues,
}) {}

defineTag('payment-iframe', PaymentIframeElement);

declare global {
  interface HTMLElementTagNameMap {
    'payment-iframe': PaymentIframeElement;
  }
}
