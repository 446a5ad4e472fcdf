import { getReservationStoreItems } from '../../api/endpoints/store';
import { keys } from '../../state/keys';
import type { ResourceSpec } from '../../state/store-resource';

/** The store items a reservation may buy (the store, the pre-check-in's store and waiver steps, the info page's waiver). */
export const storeItemsResource = (code: string) => ({ key: keys.storeItems(code), load: (api, signal) => getReservationStoreItems(api, code, { signal }) }) satisfies ResourceSpec<unknown>;
