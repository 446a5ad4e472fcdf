import catalogues from 'gp-locale-loaders:gate-code-lookup';
import { lookupModeOfAttribute, lookupUrl } from '../src/core/lookup';
import { createElementClass, defineTag } from '../src/element/define-element';
import { css } from '../src/styles/css';
import { RESERVED_HEIGHTS } from '../src/element/tags';
import { LookupFeature } from '../src/features/lookup/lookup-feature';

/**
 * Gate-code or reservation lookup by confirmation code and last name (route `/search`). The gate code
 * is shown for 10 seconds; a found reservation opens the trip info page in a new tab under `portal-url`
 * with `origin=search` (without `portal-url` the element fires `gp-navigate` and leaves the host page as it is).
 *
 * @csspart button - Every button.
 * @csspart card - The card holding logo, title and form.
 * @csspart field - Every text field with its label and message.
 * @csspart form - A form (the lookup's confirmation code and last name; the survey's questions).
 * @csspart gate-code - The gate code itself.
 * @csspart gate-code-view - The gate-code view (code, copy, back).
 * @csspart loader - The loading indicator.
 * @csspart logo - The tenant logo.
 * @csspart lookup - The outer box (keeps the reserved height).
 * @tag gate-code-lookup
 * @attr {string} mode - `gate-code` (default; `gate` is accepted too) shows the gate code; `reservation` searches a reservation and opens its info page.
 * @attr {string} company - Company (slug or id) whose logo to show; without it, the tenant's logo from the configuration.
 * @fires gp-navigate - Without `portal-url`: a found reservation's info page (`url` = `/tourist/trips/{code}/info?origin=search`) for the host to open; cancelable.
 * @fires gp-error - A lookup failed (`code`: `lookup` or `gate-code`; `message`: the text the guest sees).
 */
export class GateCodeLookupElement extends createElementClass({
  tag: 'gate-code-lookup',
  props: ['mode', 'company'],
  initialUrl: (a) => lookupUrl(lookupModeOfAttribute(a.mode), a.company),
  canRender: (name) => name === 'hotel-lookup',
  Feature: LookupFeature,
  catalogues,
  // The form needs nothing of the configuration (the company logo, its only use, keeps its box meanwhile).
  configurationFirst: false,
  // The host keeps the loader's box from the moment it is defined until React has rendered into it.
  // (!important: the base styles reset the host with `all: initial !important`.)
  styles: [css`:host { min-block-size: var(--gp-reserved-height, ${RESERVED_HEIGHTS['gate-code-lookup']}px) !important; }`],
}) {}

defineTag('gate-code-lookup', GateCodeLookupElement);

declare global {
  interface HTMLElementTagNameMap {
    'gate-code-lookup': GateCodeLookupElement;
  }
}
