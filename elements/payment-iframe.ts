import catalogues from 'gp-locale-loaders:payment-iframe';
import { createElementClass, defineTag } from '../src/element/define-element';
import { PaymentIframeFeature } from '../src/features/payment-iframe/payment-iframe-feature';
import { paymentIframe } from './descriptors/payment-iframe';
// Its HTMLElementTagNameMap entry, with every other element's (declared once for all entry points, tag-map.ts).
export type { GuestPortalTagMap } from './tag-map';

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
 */
export class PaymentIframeElement extends createElementClass({
  descriptor: paymentIframe,
  initialUrl: () => '/payment-iframe',
  canRender: (name) => name === 'payment-iframe',
  Feature: PaymentIframeFeature,
  catalogues,
}) {}

defineTag(paymentIframe.tag, PaymentIframeElement);
