import { getCurrentUser } from '../api/endpoints/current-user';
import { isApiError } from '../api/errors';
import { keys } from '../state/keys';
import { useResource } from '../element/use-element-resource';
import type { ResourceSpec } from '../state/store-resource';
import type { User } from '../api/schemas/user';

/** The session check: the shared `user` resource (what the element may load before its first render). */
export const sessionResource: ResourceSpec<User> = { key: keys.user, load: (api, signal) => getCurrentUser(api, { signal }) };

/**
 * `checking` until the answer is in; `unknown` when the check itself failed (network, 5xx): the
 * element's own screens then meet the same failure and show it with a retry.
 */
export type SessionStatus = 'checking' | 'signed-in' | 'signed-out' | 'unknown';

/**
 * The guest's session, read from the shared `user` resource (one `GET /api/tourist/user?session=optional`
 * per runtime, whatever number of elements ask). A sign-in through any element sets that resource, so
 * every element waiting here moves on at once; a bearer token given to the runtime later (`authToken`)
 * asks again (src/state/runtime.ts). `enabled: false` asks nothing (status `checking`).
 */
export function useSession(enabled = true): SessionStatus {
  const user = useResource(enabled ? sessionResource.key : null, sessionResource.load);
  if (user.status === 'ready') return 'signed-in';
  if (user.status !== 'error') return 'checking';
  return isApiError(user.error) && user.error.isUnauthorized ? 'signed-out' : 'unknown';
}
