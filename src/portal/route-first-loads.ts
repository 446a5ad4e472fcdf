import { getReservations } from '../api/endpoints/reservations';
import { getPreCheckInSummary, getTripInfo } from '../api/endpoints/trip-info';
import { preCheckInPath, RESERVATIONS_PATH, tripInfoPath } from '../api/first-call-paths';
import type { RouteMatch } from '../router/match';
import { keys } from '../state/keys';
import { isLandingFlagged } from '../state/landing';
import type { ResourceSpec } from '../state/store-resource';

/** A resource a screen reads in its first render, with the GET its load makes. */
export interface FirstLoad<T = unknown> extends ResourceSpec<T> {
  path: string;
}

const reservations: FirstLoad = { key: keys.reservations, path: RESERVATIONS_PATH, load: (api, signal) => getReservations(api, { signal }) };
const tripInfo = (code: string): FirstLoad => ({ key: keys.tripInfo(code), path: tripInfoPath(code), load: (api, signal) => getTripInfo(api, code, { signal }) });
const preCheckIn = (code: string): FirstLoad => ({
  key: keys.preCheckIn(code),
  path: preCheckInPath(code),
  load: (api, signal) => getPreCheckInSummary(api, code, { signal }),
});

/**
 * What a signed-in route's screen reads in its first render beyond the portal's own first calls (the
 * configuration and the session check): the keys and loads its screen uses (trips-page.tsx,
 * reservation-info-page.tsx), for the server to render that screen with the guest's data. Null for a
 * route whose first screen the browser renders: one this list does not know yet, and the trips list
 * flagged `afterLogin`, which may hand over to a pre-check-in at once (src/state/landing.ts).
 */
export function routeFirstLoads(match: RouteMatch): FirstLoad[] | null {
  switch (match.name) {
    case 'tourist-portal':
    case 'tourist-trips':
      return isLandingFlagged(match.query) ? null : [reservations];
    case 'reservation-info': {
      const code = match.params.id;
      return code ? [reservations, tripInfo(code), preCheckIn(code)] : null;
    }
    default:
      return null;
  }
}
