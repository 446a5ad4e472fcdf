// The signed survey link: a tenant may require that a survey is answered through the link it sent (a
// signature of the server over the reservation), so that holding a confirmation code is not enough to
// answer another guest's survey first. The plain code link keeps working where it is not required.
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DB } from '../db.js';
import { HttpError } from '../errors.js';
import { publicOrigin } from '../origin.js';
import type { ReservationRow, TenantRow } from '../reservations/rows.js';
import { secretsMatch, storedKey } from '../secrets.js';
import { tenantBasePath } from '../tenant-portal.js';

/** The query parameter that carries the signature, on the page's link and on the survey submit. */
export const SURVEY_SIGNATURE_PARAM = 'sig';

/** The signature of a reservation's survey: HMAC-SHA256 with the server's kept key. */
export function surveySignature(db: DB, r: Pick<ReservationRow, 'id' | 'tenant_id'>): string {
  return createHmac('sha256', storedKey(db, 'survey-link')).update(`survey|${r.tenant_id}|${r.id}`).digest('base64url');
}

/** The hosted survey page of the reservation, signed. */
export function signedSurveyUrl(db: DB, app: FastifyRequest['server'], r: Pick<ReservationRow, 'id' | 'tenant_id' | 'confirmation_code'>): string {
  const base = r.tenant_id === 1 ? '/' : tenantBasePath(r.tenant_id);
  const url = new URL(`${base}reservations/${encodeURIComponent(r.confirmation_code)}/survey`, publicOrigin(app));
  url.searchParams.set(SURVEY_SIGNATURE_PARAM, surveySignature(db, r));
  return url.href;
}

export const surveySignatureRequired = () =>
  new HttpError(403, 'survey_signature_required', 'Open the survey from the link you received to answer it');

/**
 * Where the tenant requires it, a survey is answered with the link's valid signature, or by the
 * reservation's own guest signed in (the session proves more than the link does).
 */
export function checkSurveySignature(db: DB, request: FastifyRequest, tenant: Pick<TenantRow, 'survey_link_signed'>, r: ReservationRow): void {
  if (tenant.survey_link_signed !== 1) return;
  const session = request.session;
  if (session && session.guestId !== null && session.guestId === r.guest_id) return;
  const given = (request.query as Record<string, unknown>)[SURVEY_SIGNATURE_PARAM];
  if (typeof given === 'string' && secretsMatch(given, surveySignature(db, r))) return;
  throw surveySignatureRequired();
}
