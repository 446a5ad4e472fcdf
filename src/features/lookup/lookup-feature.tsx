import { Placeholder } from '../placeholder/placeholder';

export function LookupFeature() {
  return <Placeholder titleKey="common:elements.gate-code-lookup" />;
}
