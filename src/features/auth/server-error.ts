import { errorMessageKey, isApiError } from '../../api/errors';

/**
 * The contract's error codes the sign-in screens have their own text for (docs: openapi.yaml, "Errors"):
 * the server's `error` is English for logs, so a known code is shown from the catalogue in the guest's
 * language. Codes the contract lists without a sign-in meaning fall back to the generic messages.
 */
const CODE_KEYS: Readonly<Record<string, string>> = {
  invalid_credentials: 'auth:serverErrors.invalidCredentials',
  email_taken: 'auth:serverErrors.emailTaken',
  invalid_token: 'auth:serverErrors.invalidToken',
  too_many_requests: 'auth:serverErrors.tooManyRequests',
  validation: 'auth:serverErrors.validation',
  forbidden: 'auth:serverErrors.forbidden',
};
const GENERIC_CODES = new Set(['unauthorized', 'not_found', 'internal', 'invalid_json', 'payload_too_large', 'unsupported_media_type']);

/**
 * What a failed sign-in call says: the catalogue text of a known code; the server's own text only for a
 * code the SDK does not know (a backend's newer rule says more than a generic message would); else the
 * generic message of the failure (network, time-out, 5xx).
 */
export function authErrorText(e: unknown, t: (key: string) => string): string {
  if (!isApiError(e) || e.kind !== 'http' || e.status >= 500) return t(errorMessageKey(e));
  const key = CODE_KEYS[e.code];
  if (key) return t(key);
  if (!GENERIC_CODES.has(e.code) && e.serverMessage) return e.serverMessage;
  return t(errorMessageKey(e));
}
