import catalogues from 'gp-locale-loaders:gate-code-lookup';
import { lookupModeOfAttribute, lookupUrl } from '../../src/core/lookup';
import type { ElementSpec } from '../../src/element/element-root';
import { LookupFeature } from '../../src/features/lookup/lookup-feature';
import { css } from '../../src/styles/css';
import { gateCodeLookup } from '../descriptors/gate-code-lookup';

/**
 * What <gate-code-lookup> renders, apart from its class: the element (elements/gate-code-lookup.ts) and its
 * server render (src/server/index.ts) take the same, so the server's markup is what the browser hydrates.
 */
export const gateCodeLookupSpec = {
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
} satisfies ElementSpec & { styles: string[] };
