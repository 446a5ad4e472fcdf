import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { getCurrentUser } from '../api/endpoints/current-user';
import { isApiError } from '../api/errors';
import { keys } from '../state/keys';
import { useElement } from '../element/context';
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
 * asks again. `enabled: false` asks nothing (status `checking`).
 */
export function useSession(enabled = true): SessionStatus {
  const { runtime } = useElement();
  const user = useResource(enabled ? sessionResource.key : null, sessionResource.load);
  const token = useStore(runtime.auth, (s) => s.token);
  const lastToken = useRef(token);
  const { status, reload } = user;
  useEffect(() => {
    if (lastToken.current === token) return;
    lastToken.current = token;
    if (token && status === 'error') void reload();
  }, [token, status, reload]);

  if (user.status === 'ready') return 'signed-in';
  if (user.status !== 'error') return 'checking';
  return isApiError(user.error) && user.error.isUnauthorized ? 'signed-out' : 'unknown';
}
