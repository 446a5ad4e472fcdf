import catalogues from 'gp-locale-loaders:guest-survey';
import { createElementClass, defineTag } from '../src/element/define-element';
import { SurveyFeature } from '../src/features/survey/survey-feature';

/**
 * Post-stay or mid-stay feedback form for one reservation.
 *
 * @tag guest-survey
 * @attr {string} confirmation-code - The reservation to review.
 */
export class GuestSurveyElement extends createElementClass({
  tag: 'guest-survey',
  props: ['confirmationCode'],
  initialUrl: (a) => `/reservations/${encodeURIComponent(a.confirmationCode || 'missing')}/survey`,
  canRender: (name) => name === 'survey',
  Feature: SurveyFeature,
  catalogues,
}) {}

defineTag('guest-survey', GuestSurveyElement);

declare global {
  interface HTMLElementTagNameMap {
    'guest-survey': GuestSurveyElement;
  }
}
