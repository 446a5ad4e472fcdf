import { Placeholder } from '../../shared/screens/placeholder';

export function SurveyFeature() {
  return <Placeholder titleKey="common:elements.guest-survey" />;
}
