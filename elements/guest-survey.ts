import { createElementClass, defineTag } from '../src/element/define-element';
import { guestSurvey } from './descriptors/guest-survey';
import { guestSurveySpec } from './specs/guest-survey';
// Its HTMLElementTagNameMap entry, with every other element's (declared once for all entry points, tag-map.ts).
export type { GuestPortalTagMap } from './tag-map';

/**
 * Post-stay or mid-stay feedback form for one reservation, and the maintenance ticket tracker it leads to
 * (`/tourist-lt/{id}`: a low score or a mid-stay check-up opens a ticket; its link opens here). Both work
 * without signing in. The ticket tracker lives in this element's bundle (src/features/survey/ticket-*.tsx)
 * rather than an element of its own: it is only ever reached from the survey or from its own link.
 *
 * @csspart add-photos - The ticket's add-photos button.
 * @csspart button - Every button.
 * @csspart empty-state - An empty list or result message.
 * @csspart field - Every text field with its label and message.
 * @csspart form - A form (the lookup's confirmation code and last name; the survey's questions).
 * @csspart gallery - The ticket's photos and videos with "Add photos".
 * @csspart header - The survey's header with the tenant logo and the locale changer.
 * @csspart loader - The loading indicator.
 * @csspart logo - The tenant logo.
 * @csspart radio - Every rating mark.
 * @csspart radio-checked - The chosen rating mark.
 * @csspart radio-group - A rating question's marks (a WAI-ARIA radio group).
 * @csspart review-link - A link to the company's review page (good score).
 * @csspart status - The ticket's status.
 * @csspart stay - The stay banner (listing, city, nights, dates).
 * @csspart survey - The survey page.
 * @csspart thanks - The thank-you step.
 * @csspart ticket - The ticket tracker page.
 * @csspart ticket-link - The link from the thank-you to the ticket.
 * @csspart timeline - The ticket's timeline.
 */
export class GuestSurveyElement extends createElementClass(guestSurveySpec) {}

defineTag(guestSurvey.tag, GuestSurveyElement);
