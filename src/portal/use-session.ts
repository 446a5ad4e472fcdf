import { isApiError } from '../api/errors';
import { useResource } from '../element/use-element-resource';
import { sessionResource } from '../shared/resources/session';

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
