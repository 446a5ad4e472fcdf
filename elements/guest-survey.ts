import catalogues from 'gp-locale-loaders:guest-survey';
import { createElementClass, defineTag } from '../src/element/define-element';
import { SurveyFeature } from '../src/features/survey/survey-feature';

/**
 * Post-stay or mid-stay feedback form for one reservation, and the maintenance ticket tracker it leads to
 * (`/tourist-lt/{id}`: a low score or a mid-stay check-up opens a ticket; its link opens here). Both work
 * without signing in. The ticket tracker lives in this element's bundle (src/features/survey/ticket-*.tsx)
 * rather than an element of its own: it is only ever reached from the survey or from its own link.
 *
 * @tag guest-survey
 * @attr {string} confirmation-code - The reservation to review.
 * @csspart survey - The survey page.
 * @csspart ticket - The ticket tracker page.
 * @csspart radio-group - A rating question's marks (a WAI-ARIA radio group).
 * @csspart thanks - The thank-you step.
 * @csspart review-link - A link to the company's review page (good score).
 * @csspart timeline - The ticket's timeline.
 * @csspart gallery - The ticket's photos and videos with "Add photos".
 */
export class GuestSurveyElement extends createElementClass({
  tag: 'guest-survey',
  props: ['confirmationCode'],
  initialUrl: (a) => `/reservations/${encodeURIComponent(a.confirmationCode || 'missing')}/survey`,
  canRender: (name) => name === 'survey' || name === 'ticket-tracker',
  Feature: SurveyFeature,
  catalogues,
}) {}

defineTag('guest-survey', GuestSurveyElement);

declare global {
  interface HTMLElementTagNameMap {
    'guest-survey': GuestSurveyElement;
  }
}
