import { useRouter } from '../../router/router';
import { SurveyPage } from './survey-page';
import { TicketPage } from './ticket-page';

/**
 * The <guest-survey> element's feature: the survey, and the ticket tracker a low score or a mid-stay
 * check-up leads to (both open from a link in a message, without signing in).
 */
export function SurveyFeature() {
  const { route } = useRouter();
  return route.name === 'ticket-tracker' ? <TicketPage /> : <SurveyPage />;
}
