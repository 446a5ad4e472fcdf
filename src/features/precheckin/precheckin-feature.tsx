import { Placeholder } from '../../shared/screens/placeholder';

export function PrecheckinFeature() {
  return <Placeholder titleKey="common:elements.guest-precheckin" />;
}
