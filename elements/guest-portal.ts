import catalogues from 'gp-locale-loaders:guest-portal';
import { createElementClass, defineTag } from '../src/element/define-element';
import { PortalFeature } from '../src/portal/portal-feature';

/**
 * The whole guest portal: top bar, locale switcher, user menu and every route of the spec.
 *
 * @tag guest-portal
 * @attr {string} initial-path - First route in `memory` routing (default `/tourist`).
 */
export class GuestPortalElement extends createElementClass({
  tag: 'guest-portal',
  defaultRouting: 'memory',
  props: ['initialPath'],
  initialUrl: (a) => a.initialPath || '/tourist',
  canRender: () => true,
  Feature: PortalFeature,
  catalogues,
}) {}

defineTag('guest-portal', GuestPortalElement);

declare global {
  interface HTMLElementTagNameMap {
    'guest-portal': GuestPortalElement;
  }
}
