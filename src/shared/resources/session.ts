import { getCurrentUser } from '../../api/endpoints/current-user';
import { SESSION_CHECK_PATH } from '../../api/first-call-paths';
import { keys } from '../../state/keys';
import type { FirstLoad } from '../../state/store-resource';

/** The signed-in guest (the session check): the loader's first call, the portal's gate, the screens' profile. */
export const sessionResource = { key: keys.user, path: SESSION_CHECK_PATH, load: (api, signal) => getCurrentUser(api, { signal }) } satisfies FirstLoad;
