import catalogues from 'gp-locale-loaders:guest-portal';
import type { ElementSpec } from '../../src/element/element-root';
import { PortalFeature } from '../../src/portal/portal-feature';
import { sessionResource } from '../../src/shared/resources/session';
import { guestPortal } from '../descriptors/guest-portal';

/**
 * What <guest-portal> renders, apart from its class: the element (elements/guest-portal.ts) and its server
 * render (src/server/index.ts) take the same, so the server's markup is what the browser hydrates.
 */
export const guestPortalSpec = {
  descriptor: guestPortal,
  initialUrl: (a) => a.initialPath || '/tourist',
  canRender: () => true,
  loads: { session: () => sessionResource },
  Feature: PortalFeature,
  catalogues,
} satisfies ElementSpec;
