import { PrecheckinFeature } from './precheckin-feature';
import { stepRegistry } from './step-registry';

/** The pre-check-in with the real steps (tests render PrecheckinFeature with their own registry). */
export function PrecheckinPage() {
  return <PrecheckinFeature registry={stepRegistry} />;
}
