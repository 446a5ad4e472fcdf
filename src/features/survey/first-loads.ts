import { getReservationBasicInfo } from '../../api/endpoints/feedback';
import type { ReservationBasic } from '../../api/schemas/feedback';
import { keys } from '../../state/keys';
import type { ResourceSpec } from '../../state/store-resource';

/** The reservation a survey is about: what the survey page reads first (and the element loads before its first render). */
export const reservationBasicResource = (code: string): ResourceSpec<ReservationBasic> => ({
  key: keys.reservationBasic(code),
  load: (api, signal) => getReservationBasicInfo(api, code, { signal }),
});
