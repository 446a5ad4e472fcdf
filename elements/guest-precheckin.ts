import catalogues from 'gp-locale-loaders:guest-precheckin';
import { createElementClass, defineTag } from '../src/element/define-element';
import { PrecheckinFeature } from '../src/features/precheckin/precheckin-feature';

/**
 * The online pre-check-in wizard for one reservation.
 *
 * @tag guest-precheckin
 * @attr {string} confirmation-code - The reservation's confirmation code.
 * @attr {string} step - Optional step number to open.
 */
export class GuestPrecheckinElement extends createElementClass({
  tag: 'guest-precheckin',
  props: ['confirmationCode', 'step'],
  initialUrl: (a) => (a.confirmationCode ? `/tourist/trips/${encodeURIComponent(a.confirmationCode)}${a.step ? `/${encodeURIComponent(a.step)}` : ''}` : '/tourist/trips'),
  canRender: (name) => name === 'pre-check-in',
  Feature: PrecheckinFeature,
  catalogues,
}) {}

defineTag('guest-precheckin', GuestPrecheckinElement);

declare global {
  interface HTMLElementTagNameMap {
    'guest-precheckin': GuestPrecheckinElement;
  }
}
