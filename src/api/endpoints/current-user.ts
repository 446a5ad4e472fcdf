import type { ApiClient } from '../client';
import { ApiError, isApiError } from '../errors';
import { SESSION_CHECK_QUERY } from '../first-call-paths';
import { CurrentUserSchema, isSignedOut, type User } from '../schemas/user';

// In its own module because every element that needs a session checks it before its first render;
// the other account calls are only bundled where they are used.

/**
 * The signed-in user, asked with `session=optional`: a backend that knows the parameter answers a
 * signed-out guest 200 `{ signed_in: false }`, so the page load has no failed request for the browser
 * to log; a backend that follows only the spec ignores it and answers 401, as before. Both read as
 * the same unauthorized ApiError, so callers see one shape. A backend that refuses the unknown
 * parameter (400) is asked again without it.
 */
export async function getCurrentUser(api: ApiClient, o: { signal?: AbortSignal } = {}): Promise<User> {
  const path = '/api/tourist/user';
  let answer;
  try {
    answer = await api.get(path, CurrentUserSchema, { ...o, query: SESSION_CHECK_QUERY });
  } catch (e) {
    if (!isApiError(e) || e.status !== 400) throw e;
    answer = await api.get(path, CurrentUserSchema, o);
  }
  if (isSignedOut(answer)) throw new ApiError({ kind: 'http', status: 401, code: 'unauthorized', body: answer });
  return answer;
}
