import { Placeholder } from '../../shared/screens/placeholder';

export function StoreFeature() {
  return <Placeholder titleKey="common:elements.guest-store" />;
}
