import { lazy, Suspense } from 'react';
import { useRouter } from '../../router/router';
import { SurveyPage } from './survey-page';

// The ticket tracker is reached from a thank-you link or its own link: the survey's first render does not carry it.
const TicketPage = lazy(() => import('./ticket-page').then((m) => ({ default: m.TicketPage })));

/**
 * The <guest-survey> element's feature: the survey, and the ticket tracker a low score or a mid-stay
 * check-up leads to (both open from a link in a message, without signing in).
 */
export function SurveyFeature() {
  const { route } = useRouter();
  if (route.name !== 'ticket-tracker') return <SurveyPage />;
  // data-gp-reserve keeps the element's reserved box while the ticket tracker's code loads.
  return (
    <Suspense fallback={<div data-gp-reserve="" aria-busy="true" />}>
      <TicketPage />
    </Suspense>
  );
}
