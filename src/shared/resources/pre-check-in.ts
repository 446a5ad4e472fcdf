import { getPreCheckIn } from '../../api/endpoints/precheckin';
import { preCheckInPath } from '../../api/first-call-paths';
import { keys } from '../../state/keys';
import type { FirstLoad } from '../../state/store-resource';

/** A reservation's pre-check-in record as the wizard reads it (the info page's summary shares the key: see PreCheckInSummarySchema). */
export const preCheckInResource = (code: string) =>
  ({ key: keys.preCheckIn(code), path: preCheckInPath(code), load: (api, signal) => getPreCheckIn(api, code, { signal }) }) satisfies FirstLoad;
