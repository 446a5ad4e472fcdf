import catalogues from 'gp-locale-loaders:guest-precheckin';
import { createElementClass, defineTag } from '../src/element/define-element';
import { PrecheckinFeature } from '../src/features/precheckin/precheckin-feature';
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
 */
export class GuestPrecheckinElement extends createElementClass({
  tag: 'guest-precheckin',
  props: ['confirmationCode', 'step'],
  initialUrl: (a) => (a.confirmationCode ? `/tourist/trips/${encodeURIComponent(a.confirmationCode)}${a.step ? `/${encodeURIComponent(a.step)}` : ''}` : '/tourist/trips'),
  canRender: (name) => name === 'pre-check-in',
  inlineSignIn: true,
  Feature: withInlineSignIn(withSignInGate(PrecheckinFeature, 'auth:gate.precheckin')),
  catalogues,
}) {}

defineTag('guest-precheckin', GuestPrecheckinElement);

declare global {
  interface HTMLElementTagNameMap {
    'guest-precheckin': GuestPrecheckinElement;
  }
}
