import { Placeholder } from '../../shared/screens/placeholder';

export function LookupFeature() {
  return <Placeholder titleKey="common:elements.gate-code-lookup" />;
}
