import catalogues from 'gp-locale-loaders:guest-precheckin';
import { createElementClass, defineTag } from '../src/element/define-element';
import { PrecheckinPage } from '../src/features/precheckin/precheckin-page';
import { withInlineSignIn } from '../src/portal/inline-sign-in';
import { withSignInGate } from '../src/portal/sign-in-gate';
import { sessionResource } from '../src/shared/resources/session';
import { guestPrecheckin } from './descriptors/guest-precheckin';
// Its HTMLElementTagNameMap entry, with every other element's (declared once for all entry points, tag-map.ts).
export type { GuestPortalTagMap } from './tag-map';

/**
 * The online pre-check-in wizard for one reservation, in the tenant's reading (`A`: Guests info, Special
 * requests, Personal info, Damage waiver; `B`: Basic info, Store, Damage Waiver, Special Requests, Contact
 * Info, then 'Digital registration completed!'). Each Next saves the record with its step; the step is in
 * the route, so the browser's Back walks the steps in `path` or `hash` routing. Signed out, it offers Sign
 * in: in place when no `portal-url` is set, else on the hosted portal, which brings the guest back to this
 * page.
 *
 * @csspart auth - The inline sign-in and sign-up page (no `portal-url`).
 * @csspart auth-card - The card holding an account form.
 * @csspart button - Every button.
 * @csspart camera-dialog - The selfie camera dialog (live preview, Capture, Retake, Use photo).
 * @csspart checkbox - Every checkbox with its label.
 * @csspart completion-dialog - Reading B's 'Digital registration completed!' dialog.
 * @csspart counter - A number picker with minus and plus (adults, kids, babies; counted special requests).
 * @csspart dialog - A modal dialog without a part of its own (the terms, camera and completion dialogs each have theirs).
 * @csspart empty-state - The not-found screen of an unknown reservation.
 * @csspart error-summary - What keeps the guest on a step after Next.
 * @csspart field - Every text field with its label and message.
 * @csspart guest - One guest's detail block on the guests step.
 * @csspart guests-step - The Guests info (reading A) / Basic info (reading B) step.
 * @csspart loader - The loading indicator.
 * @csspart pay-prompt - The booking payment overlay (Proceed to Checkout).
 * @csspart precheckin - The pre-check-in screen.
 * @csspart radio - Every radio option (trip purpose, yes/no choices).
 * @csspart radio-checked - The chosen radio option.
 * @csspart radio-group - A group of radio options (a WAI-ARIA radio group).
 * @csspart registration-widget - The external guest-registration widget's box.
 * @csspart save-conflict - A save refused because the record changed in another window.
 * @csspart save-error - A failed save with Try again.
 * @csspart signature - The signature pad with Clear and the typed-name alternative.
 * @csspart special-requests-step - The special requests and parking step.
 * @csspart stepper - The numbered steps.
 * @csspart store-step - Reading B's add-ons teaser.
 * @csspart terms-dialog - The terms of use dialog (sanitised HTML, I acknowledge).
 * @csspart upload - One document upload (label, preview, progress, choose / replace / remove).
 * @csspart upload-preview - The 250×160 preview of an uploaded document.
 * @csspart waiver-step - The damage waiver offer.
 * @csspart wizard - The wizard (stepper, step, navigation).
 * @csspart wizard-nav - Back and Next.
 */
export class GuestPrecheckinElement extends createElementClass({
  descriptor: guestPrecheckin,
  initialUrl: (a) => (a.confirmationCode ? `/tourist/trips/${encodeURIComponent(a.confirmationCode)}${a.step ? `/${encodeURIComponent(a.step)}` : ''}` : '/tourist/trips'),
  canRender: (name) => name === 'pre-check-in',
  inlineSignIn: true,
  Feature: withInlineSignIn(withSignInGate(PrecheckinPage, 'auth:gate.precheckin')),
  loads: { session: () => sessionResource },
  catalogues,
}) {}

defineTag(guestPrecheckin.tag, GuestPrecheckinElement);
