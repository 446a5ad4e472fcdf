import catalogues from 'gp-locale-loaders:guest-survey';
import type { ElementSpec } from '../../src/element/element-root';
import { reservationBasicResource } from '../../src/features/survey/first-loads';
import { SurveyFeature } from '../../src/features/survey/survey-feature';
import { guestSurvey } from '../descriptors/guest-survey';

/**
 * What <guest-survey> renders, apart from its class: the element (elements/guest-survey.ts) and its server
 * render (src/server/index.ts) take the same, so the server's markup is what the browser hydrates.
 */
export const guestSurveySpec = {
  descriptor: guestSurvey,
  initialUrl: (a) => `/reservations/${encodeURIComponent(a.confirmationCode || 'missing')}/survey`,
  canRender: (name) => name === 'survey' || name === 'ticket-tracker',
  Feature: SurveyFeature,
  loads: { 'reservation-basic': (attr) => reservationBasicResource(attr('confirmation-code') ?? '') },
  catalogues,
} satisfies ElementSpec;
