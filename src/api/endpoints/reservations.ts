import type { ApiClient } from '../client';
import { ReservationListSchema } from '../schemas/reservation';

type Opts = { signal?: AbortSignal };

/** GET /api/tourist/reservations/ — the guest's reservations (resource key `keys.reservations`). */
export const getReservations = (api: ApiClient, o: Opts = {}) => api.get('/api/tourist/reservations/', ReservationListSchema, o);
