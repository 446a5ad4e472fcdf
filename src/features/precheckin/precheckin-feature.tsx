import { Placeholder } from '../placeholder/placeholder';

export function PrecheckinFeature() {
  return <Placeholder titleKey="common:elements.guest-precheckin" />;
}
