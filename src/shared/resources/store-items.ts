import { getReservationStoreItems } from '../../api/endpoints/store';
import { storeItemsPath } from '../../api/first-call-paths';
import { keys } from '../../state/keys';
import type { FirstLoad } from '../../state/store-resource';

/** The store items a reservation may buy (the store, the pre-check-in's store and waiver steps, the info page's waiver). */
export const storeItemsResource = (code: string) =>
  ({ key: keys.storeItems(code), path: storeItemsPath(code), load: (api, signal) => getReservationStoreItems(api, code, { signal }) }) satisfies FirstLoad;
