import catalogues from 'gp-locale-loaders:guest-precheckin';
import { createElementClass, defineTag } from '../src/element/define-element';
import { PrecheckinPage } from '../src/features/precheckin/precheckin-page';
import { withInlineSignIn } from '../src/portal/inline-sign-in';
import { withSignInGate } from '../src/portal/sign-in-gate';

/**
 * The online pre-check-in wizard for one reservation. Signed out, it offers Sign in: in place when no
 * `portal-url` is set, else on the hosted portal, which brings the guest back to this page.
 *
 * @csspart auth - The inline sign-in and sign-up page (no `portal-url`).
 * @csspart auth-card - The card holding an account form.
 * @csspart button - Every button.
 * @csspart checkbox - Every checkbox with its label.
 * @csspart field - Every text field with its label and message.
 * @csspart loader - The loading indicator.
 * @tag guest-precheckin
 * @attr {string} confirmation-code - The reservation's confirmation code.
 * @attr {string} step - Optional step number to open.
 * @attr {string} variant - Wizard reading, `A` (guests info, special requests, personal info, damage waiver) or `B` (basic info, store, damage waiver, special requests, contact info); default: the tenant's `precheckin_variant`, else `A`.
 * @attr {string} registration-widget-url - Script URL of the external guest-registration widget (https or same origin), overriding the built-in staging/production address chosen by the tenant's `guest_registration_environment`.
 * @fires gp-navigate - Before leaving the wizard (completion to the store or reservation info, checkout, the store from the store step); cancelable.
 * @fires gp-error - A load or save failure the guest was told about (`{ code, message, status? }`).
 * @csspart precheckin - The pre-check-in screen.
 * @csspart stepper - The numbered steps.
 * @csspart wizard - The wizard (stepper, step, navigation).
 * @csspart wizard-nav - Back and Next.
 * @csspart error-summary - What keeps the guest on a step after Next.
 * @csspart save-error - A failed save with Retry.
 * @csspart save-conflict - A save refused because the record changed in another window.
 * @csspart pay-prompt - The booking payment overlay (Proceed to Checkout).
 * @csspart registration-widget - The external guest-registration widget's box.
 * @csspart store-step - Reading B's add-ons teaser.
 * @csspart waiver-step - The damage waiver offer.
 * @csspart completion-dialog - Reading B's 'Digital registration completed!' dialog.
 */
export class GuestPrecheckinElement extends createElementClass({
  tag: 'guest-precheckin',
  props: ['confirmationCode', 'step', 'variant', 'registrationWidgetUrl'],
  initialUrl: (a) => (a.confirmationCode ? `/tourist/trips/${encodeURIComponent(a.confirmationCode)}${a.step ? `/${encodeURIComponent(a.step)}` : ''}` : '/tourist/trips'),
  canRender: (name) => name === 'pre-check-in',
  inlineSignIn: true,
  Feature: withInlineSignIn(withSignInGate(PrecheckinPage, 'auth:gate.precheckin')),
  catalogues,
}) {}

defineTag('guest-precheckin', GuestPrecheckinElement);

declare global {
  interface HTMLElementTagNameMap {
    'guest-precheckin': GuestPrecheckinElement;
  }
}
