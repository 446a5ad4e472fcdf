import type { ElementDescriptor } from '../../src/element/descriptor';

export const guestSurvey = {
  tag: 'guest-survey',
  attributes: [
    { name: 'confirmation-code', type: 'string', description: 'The reservation to review.' },
    {
      name: 'survey-signature',
      type: 'string',
      description:
        "The signature of the reservation's signed survey link (`sig`), for a tenant that requires it; without it, the `sig` of the page's URL is sent.",
    },
  ],
  needsSession: false,
  // The survey's header and questions are about this reservation.
  firstCalls: [{ resource: 'reservation-basic', path: '/api/reservations/{confirmation-code}/basic' }],
  // Its header shows the stay's dates.
  formatsDatesFirst: true,
  reservedHeight: 520,
  catalogue: 'guest-survey',
  // 116 until the first-render files carried V8's compile hint (scripts/rollup-plugins.mjs): a comment
  // of 29 bytes in each of the four files of its first render.
  sizeBudgetKiB: 117.5,
} as const satisfies ElementDescriptor;
