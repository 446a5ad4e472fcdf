// Survey page: basic info and answers (the ticket tracker's calls are in ./tickets).
import type { ApiClient, EndpointOptions } from '../client';
import { ReservationBasicSchema, SurveyResponseSchema } from '../schemas/feedback';

const enc = (c: string | number) => encodeURIComponent(String(c));

/** GET /api/reservations/{code}/basic — reachable from the survey e-mail without a session (tenant from X-Tenant-Id). */
export const getReservationBasicInfo = (api: ApiClient, confirmationCode: string, o: EndpointOptions = {}) =>
  api.get(`/api/reservations/${enc(confirmationCode)}/basic`, ReservationBasicSchema, o);

export type Rating = 1 | 2 | 3 | 4 | 5;
/** After the stay: six ratings; mid-stay: `rate`. `feedback` is optional free text (stored verbatim; render as text). */
export type SurveyAnswers =
  | { cleaning: Rating; communication: Rating; location: Rating; accuracy: Rating; check_in: Rating; value: Rating; feedback?: string | null }
  | { rate: Rating; feedback?: string | null };

/**
 * POST /api/reservations/{code}/survey — `{ avg, link }`; 409 `survey_already_submitted` / `survey_not_open`;
 * 403 `survey_signature_required` when the tenant requires the signed survey link and `signature` is missing or wrong.
 */
export const submitSurvey = (api: ApiClient, confirmationCode: string, answers: SurveyAnswers, o: EndpointOptions & { signature?: string | null } = {}) => {
  const { signature, ...options } = o;
  const query = signature ? `?sig=${encodeURIComponent(signature)}` : '';
  return api.post(`/api/reservations/${enc(confirmationCode)}/survey${query}`, SurveyResponseSchema, { ...options, body: answers });
};
