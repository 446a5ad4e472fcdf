// Kept apart from reservations.ts so the trips list (and the <guest-trips> bundle) does not carry the
// info page's schemas.
import { getPreCheckInSummary, getTripInfo } from '../../api/endpoints/trip-info';
import { preCheckInPath, tripInfoPath } from '../../api/first-call-paths';
import { keys } from '../../state/keys';
import type { FirstLoad } from '../../state/store-resource';

/** A reservation's trip info. */
export const tripInfoResource = (code: string) => ({ key: keys.tripInfo(code), path: tripInfoPath(code), load: (api, signal) => getTripInfo(api, code, { signal }) }) satisfies FirstLoad;

/** A reservation's pre-check-in record as the info page reads it (shared under the wizard's key: see PreCheckInSummarySchema). */
export const preCheckInSummaryResource = (code: string) =>
  ({ key: keys.preCheckIn(code), path: preCheckInPath(code), load: (api, signal) => getPreCheckInSummary(api, code, { signal }) }) satisfies FirstLoad;
