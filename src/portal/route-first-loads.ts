import type { RouteMatch } from '../router/match';
import { isLandingFlagged } from '../state/landing';
import { reservationsResource } from '../shared/resources/reservations';
import { preCheckInResource } from '../shared/resources/pre-check-in';
import { purchaseHistoryResource } from '../shared/resources/purchase-history';
import { storeItemsResource } from '../shared/resources/store-items';
import { preCheckInSummaryResource, tripInfoResource } from '../shared/resources/trip-info';
import type { FirstLoad } from '../state/store-resource';

/**
 * What a signed-in route's screen reads in its first render beyond the portal's own first calls (the
 * configuration and the session check): the same resource specs (src/shared/resources) its screen reads,
 * for the server to render that screen with the guest's data. Null for a route whose first screen the
 * browser renders: one this list does not know yet, and the trips list flagged `afterLogin`, which may
 * hand over to a pre-check-in at once (src/state/landing.ts).
 */
export function routeFirstLoads(match: RouteMatch): FirstLoad[] | null {
  switch (match.name) {
    case 'tourist-portal':
    case 'tourist-trips':
      return isLandingFlagged(match.query) ? null : [reservationsResource];
    case 'store-main':
      return [reservationsResource];
    case 'purchase-history':
      return [purchaseHistoryResource];
    case 'tourist-store': {
      const code = match.params.id;
      return code ? [reservationsResource, storeItemsResource(code)] : null;
    }
    case 'pre-check-in': {
      // The store items too: the wizard waits for them when the reservation may show the waiver or the store step.
      const code = match.params.id;
      return code ? [reservationsResource, preCheckInResource(code), tripInfoResource(code), storeItemsResource(code)] : null;
    }
    case 'reservation-info': {
      // The store items too: the lock panel offers the damage waiver from them. Asked after the first
      // render, their answer re-rendered the whole page in one task right after the hydration.
      const code = match.params.id;
      return code ? [reservationsResource, tripInfoResource(code), preCheckInSummaryResource(code), storeItemsResource(code)] : null;
    }
    default:
      return null;
  }
}
