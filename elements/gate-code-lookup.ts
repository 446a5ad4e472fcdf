import { createElementClass, defineTag } from '../src/element/define-element';
import { gateCodeLookup } from './descriptors/gate-code-lookup';
import { gateCodeLookupSpec } from './specs/gate-code-lookup';
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
export class GateCodeLookupElement extends createElementClass(gateCodeLookupSpec) {}

defineTag(gateCodeLookup.tag, GateCodeLookupElement);
