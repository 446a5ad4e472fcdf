import * as v from 'valibot';
import type { ApiClient } from '../client';
import { ApiError, isApiError } from '../errors';
import type { Locale } from '../../core/locales';
import {
  CurrentUserSchema,
  isSignedOut,
  LoginResponseSchema,
  SignupResponseSchema,
  UserSchema,
  ValidateResponseSchema,
  type SignedOut,
  type User,
} from '../schemas/user';

type Opts = { signal?: AbortSignal };
const Empty = v.unknown();

/**
 * The signed-in user, asked with `session=optional`: a backend that knows the parameter answers a
 * signed-out guest 200 `{ signed_in: false }`, so the page load has no failed request for the browser
 * to log; a backend that follows only the spec ignores it and answers 401, as before. Both read as
 * the same unauthorized ApiError, so callers see one shape. A backend that refuses the unknown
 * parameter (400) is asked again without it.
 */
export const getCurrentUser = async (api: ApiClient, o: Opts = {}): Promise<User> => {
  let answer: User | SignedOut;
  try {
    answer = await api.get('/api/tourist/user', CurrentUserSchema, { ...o, query: { session: 'optional' } });
  } catch (e) {
    if (!isApiError(e) || e.status !== 400) throw e;
    answer = await api.get('/api/tourist/user', UserSchema, o);
  }
  if (isSignedOut(answer)) throw new ApiError({ kind: 'http', status: 401, code: 'unauthorized', body: answer });
  return answer;
};
/**
 * POST (JSON body), not GET: a lookup can start a session, so no cross-site link or form may trigger it.
 * A backend that follows the spec's call table literally only has `GET ?res_id=`: when the POST is
 * not routed there (404/405), the same lookup is asked as the spec's GET.
 */
export const validateUser = async (api: ApiClient, q: { res_id: string; last_name?: string }, o: Opts = {}) => {
  const query = { res_id: q.res_id, ...(q.last_name !== undefined ? { last_name: q.last_name } : {}) };
  try {
    return await api.post('/api/tourist/user/validate', ValidateResponseSchema, { ...o, body: query });
  } catch (e) {
    if (!isApiError(e) || (e.status !== 404 && e.status !== 405)) throw e;
    return api.get('/api/tourist/user/validate', ValidateResponseSchema, { ...o, query });
  }
};
export const login = (api: ApiClient, body: { email: string; password: string; remember?: boolean; token?: boolean }) =>
  api.post('/api/login-portal', LoginResponseSchema, { body });
export const signup = (
  api: ApiClient,
  body: { email: string; password: string; firstName: string; lastName: string; gId?: string | null; externalCheckout?: boolean; token?: boolean },
) => api.post('/api/tourist/signup', SignupResponseSchema, { body });
export const forgotPassword = (api: ApiClient, body: { email: string }) => api.post('/api/forgot-password', Empty, { body });
export const resetPassword = (api: ApiClient, body: { token: string; password: string }) => api.post('/api/reset-password', Empty, { body });
export const logout = (api: ApiClient) => api.post('/api/logout', Empty, {});
export const updateLocale = (api: ApiClient, userId: string | number, locale: Locale) =>
  api.put(`/api/users/${encodeURIComponent(String(userId))}/locale`, Empty, { body: { locale } });
// Configuration lives in its own module because every element loads it (it is in the shared runtime);
// the account calls are only bundled where they are used.
export { getConfiguration, getFeatureFlags } from './config';

export type ActionEventType =
  | 'view_item'
  | 'store_page_opened'
  | 'compose_order_attempt'
  | 'compose_order_successful'
  | 'payment_attempt'
  | 'payment_successful'
  | 'portal_visited'
  | 'damage_waiver_opened'
  | 'damage_waiver_viewed';

/** POST /api/tourist/reservations/{id}/log — analytics event (`id`: reservation id or confirmation code). */
export const logAction = (
  api: ApiClient,
  reservation: string | number,
  body: { event_type: ActionEventType; reservation_id?: number | null; guest_id?: number | null; store_item_id?: number | null; device_type?: 'phone' | 'desktop' | null },
  o: Opts & { keepalive?: boolean } = {},
) => api.post(`/api/tourist/reservations/${encodeURIComponent(String(reservation))}/log`, Empty, { ...o, body });
