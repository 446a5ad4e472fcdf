import { Placeholder } from '../placeholder/placeholder';

export function TripsFeature() {
  return <Placeholder titleKey="common:elements.guest-trips" />;
}
