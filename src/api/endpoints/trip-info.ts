// Calls of the reservation info page. Kept apart from endpoints/reservations.ts so the trips list
// (and the <guest-trips> bundle) does not carry the info page's schemas.
import type { ApiClient, EndpointOptions } from '../client';
import { preCheckInPath, tripInfoPath } from '../first-call-paths';
import { PreCheckInSummarySchema, TripInfoSchema } from '../schemas/trip-info';

/**
 * GET /api/tourist-data/{code} — trip info (resource key `keys.tripInfo(code)`). 402 `not_paid` /
 * `deposit_not_paid` and 404 arrive as ApiError (status, code, body).
 */
export const getTripInfo = (api: ApiClient, confirmationCode: string, o: EndpointOptions = {}) =>
  api.get(tripInfoPath(confirmationCode), TripInfoSchema, o);

/** GET /api/tourist/reservations/{code}/check-in — the pre-check-in record (resource key `keys.preCheckIn(code)`). */
export const getPreCheckInSummary = (api: ApiClient, confirmationCode: string, o: EndpointOptions = {}) =>
  api.get(preCheckInPath(confirmationCode), PreCheckInSummarySchema, o);
