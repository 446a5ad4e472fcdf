import { useRouter } from '../../router/router';
import { useElement } from '../../element/context';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { PaymentSuccessPage, PurchaseRequestSuccessPage } from '../../shared/screens/success-pages';
import { CheckoutPage } from './checkout-page';
import { checkoutStyles } from '../../shared/card-payment/card-payment.styles';
import { IframeCheckout } from './iframe-checkout';

/**
 * The <guest-checkout> element's feature: the checkout page, and the two result pages it leads to.
 * With `mode="iframe"` and `iframe-src` it embeds the hosted card form (/payment-iframe) instead and
 * listens for its result message (see iframe-checkout.tsx).
 */
export function CheckoutFeature() {
  useAdoptedStyles(checkoutStyles);
  const { route } = useRouter();
  const { attrs } = useElement();
  if (route.name === 'payment-success') return <PaymentSuccessPage />;
  if (route.name === 'purchase-request-success') return <PurchaseRequestSuccessPage />;
  const src = attrs.iframeSrc;
  if (attrs.mode === 'iframe' && src) return <IframeCheckout src={src} intentId={attrs.intentId ?? ''} />;
  return <CheckoutPage />;
}
