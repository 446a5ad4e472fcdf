import type { ApiClient, EndpointOptions } from '../client';
import { RESERVATIONS_PATH } from '../first-call-paths';
import { ReservationListSchema } from '../schemas/reservation';

/** GET /api/tourist/reservations/ — the guest's reservations (resource key `keys.reservations`). */
export const getReservations = (api: ApiClient, o: EndpointOptions = {}) => api.get(RESERVATIONS_PATH, ReservationListSchema, o);
