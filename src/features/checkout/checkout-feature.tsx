import { Placeholder } from '../placeholder/placeholder';

export function CheckoutFeature() {
  return <Placeholder titleKey="common:elements.guest-checkout" />;
}
