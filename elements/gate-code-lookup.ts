import catalogues from 'gp-locale-loaders:gate-code-lookup';
import { lookupModeOfAttribute, lookupUrl } from '../src/core/lookup';
import { createElementClass, defineTag } from '../src/element/define-element';
import { css } from '../src/styles/css';
import { LookupFeature } from '../src/features/lookup/lookup-feature';
import { gateCodeLookup } from './descriptors/gate-code-lookup';
// Its HTMLElementTagNameMap entry, with every other element's (declared once for all entry points, tag-map.ts).
export type { GuestPortalTagMap } from './tag-map';

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
 */
export class GateCodeLookupElement extends createElementClass({
  descriptor: gateCodeLookup,
  initialUrl: (a) => lookupUrl(lookupModeOfAttribute(a.mode), a.company),
  canRender: (name) => name === 'hotel-lookup',
  Feature: LookupFeature,
  catalogues,
  // The form needs nothing of the configuration (the company logo, its only use, keeps its box meanwhile).
  configurationFirst: false,
  // The host keeps the loader's box from the moment it is defined until React has rendered into it.
  // (!important: the base styles reset the host with `all: initial !important`.)
  styles: [css`:host { min-block-size: var(--_reserved) !important; }`],
}) {}

defineTag(gateCodeLookup.tag, GateCodeLookupElement);
