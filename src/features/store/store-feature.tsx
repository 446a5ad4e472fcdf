import { Placeholder } from '../placeholder/placeholder';

export function StoreFeature() {
  return <Placeholder titleKey="common:elements.guest-store" />;
}
