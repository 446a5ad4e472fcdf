import { getReservations } from '../../api/endpoints/reservations';
import { RESERVATIONS_PATH } from '../../api/first-call-paths';
import { keys } from '../../state/keys';
import type { FirstLoad } from '../../state/store-resource';

/** The guest's reservations: the trips list, and the reservation every trip screen finds in it. */
export const reservationsResource = { key: keys.reservations, path: RESERVATIONS_PATH, load: (api, signal) => getReservations(api, { signal }) } satisfies FirstLoad;
