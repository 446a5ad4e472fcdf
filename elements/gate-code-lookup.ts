import catalogues from 'gp-locale-loaders:gate-code-lookup';
import { createElementClass, defineTag } from '../src/element/define-element';
import { LookupFeature } from '../src/features/lookup/lookup-feature';

/**
 * Gate-code or reservation lookup by confirmation code and last name.
 *
 * @tag gate-code-lookup
 * @attr {string} mode - `gate` (default) shows the gate code; `reservation` opens the trip info page.
 * @attr {string} company - Company whose logo to show.
 */
export class GateCodeLookupElement extends createElementClass({
  tag: 'gate-code-lookup',
  props: ['mode', 'company'],
  initialUrl: (a) => `/search${a.mode === 'reservation' ? '' : '?gate=true'}${a.company ? `${a.mode === 'reservation' ? '?' : '&'}company=${encodeURIComponent(a.company)}` : ''}`,
  canRender: (name) => name === 'hotel-lookup',
  Feature: LookupFeature,
  catalogues,
}) {}

defineTag('gate-code-lookup', GateCodeLookupElement);

declare global {
  interface HTMLElementTagNameMap {
    'gate-code-lookup': GateCodeLookupElement;
  }
}
