import { Placeholder } from '../placeholder/placeholder';

export function PaymentIframeFeature() {
  return <Placeholder titleKey="common:elements.payment-iframe" />;
}
