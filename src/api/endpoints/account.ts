import * as v from 'valibot';
import type { ApiClient, EndpointOptions } from '../client';
import { isApiError } from '../errors';
import type { Locale } from '../../core/locales';
import { LoginResponseSchema, SignupResponseSchema, ValidateResponseSchema } from '../schemas/account';

const Empty = v.unknown();

/**
 * POST (JSON body), not GET: a lookup can start a session, so no cross-site link or form may trigger it.
 * A backend that follows the spec's call table literally only has `GET ?res_id=`: when the POST is
 * not routed there (404/405), the same lookup is asked as the spec's GET.
 */
export const validateUser = async (api: ApiClient, q: { res_id: string; last_name?: string }, o: EndpointOptions = {}) => {
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
export { getCurrentUser } from './current-user';
export { logAction } from './action-log';
