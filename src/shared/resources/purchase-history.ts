import { getPurchaseHistory } from '../../api/endpoints/store';
import { PURCHASE_HISTORY_PATH } from '../../api/first-call-paths';
import { keys } from '../../state/keys';
import type { FirstLoad } from '../../state/store-resource';

/** The guest's purchases, newest first (the purchase history; invalidated when a purchase changes). */
export const purchaseHistoryResource = { key: keys.purchaseHistory, path: PURCHASE_HISTORY_PATH, load: (api, signal) => getPurchaseHistory(api, { signal }) } satisfies FirstLoad;
