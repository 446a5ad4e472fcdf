import { Placeholder } from '../placeholder/placeholder';

export function PortalFeature() {
  return <Placeholder titleKey="common:elements.guest-portal" />;
}
