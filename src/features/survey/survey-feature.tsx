import { Placeholder } from '../placeholder/placeholder';

export function SurveyFeature() {
  return <Placeholder titleKey="common:elements.guest-survey" />;
}
