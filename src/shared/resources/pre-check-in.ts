import { getPreCheckIn } from '../../api/endpoints/precheckin';
import { keys } from '../../state/keys';
import type { ResourceSpec } from '../../state/store-resource';

/** A reservation's pre-check-in record as the wizard reads it (the info page's summary shares the key: see PreCheckInSummarySchema). */
export const preCheckInResource = (code: string) => ({ key: keys.preCheckIn(code), load: (api, signal) => getPreCheckIn(api, code, { signal }) }) satisfies ResourceSpec<unknown>;
