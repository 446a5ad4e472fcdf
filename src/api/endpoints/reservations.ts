import type { ApiClient } from '../client';
import { ReservationListSchema } from '../schemas/reservation';
import { TripInfoSchema } from '../schemas/trip-info';

type Opts = { signal?: AbortSignal };
const code = (c: string) => encodeURIComponent(c);

/** GET /api/tourist/reservations/ — the guest's reservations (resource key `keys.reservations`). */
export const getReservations = (api: ApiClient, o: Opts = {}) => api.get('/api/tourist/reservations/', ReservationListSchema, o);

/**
 * GET /api/tourist-data/{code} — trip info (resource key `keys.tripInfo(code)`). 402 `not_paid` /
 * `deposit_not_paid` and 404 arrive as ApiError (status, code, body).
 */
export const getTripInfo = (api: ApiClient, confirmationCode: string, o: Opts = {}) =>
  api.get(`/api/tourist-data/${code(confirmationCode)}`, TripInfoSchema, o);
