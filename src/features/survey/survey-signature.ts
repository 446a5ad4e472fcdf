/** What a survey-link signature looks like (the server's base64url HMAC): anything else is not sent. */
const SIGNATURE = /^[A-Za-z0-9_-]{16,100}$/;

/** The query parameter of the signed survey link (and of the survey submit). */
export const SURVEY_SIGNATURE_PARAM = 'sig';

const usable = (value: string | null | undefined) => {
  const text = value?.trim();
  return text && SIGNATURE.test(text) ? text : null;
};

/**
 * The signature of the survey link the guest opened, for a tenant that requires signed survey links: the
 * element's `survey-signature`, else the route's `sig` (the hosted portal's URL), else the host page's own
 * URL `sig` (a host page the e-mailed link points to).
 */
export function surveySignatureOf(attribute: string | undefined, routeQuery: Record<string, string>, pageSearch: string | undefined): string | null {
  let fromPage: string | null = null;
  try {
    fromPage = new URLSearchParams(pageSearch ?? '').get(SURVEY_SIGNATURE_PARAM);
  } catch {
    fromPage = null;
  }
  return usable(attribute) ?? usable(routeQuery[SURVEY_SIGNATURE_PARAM]) ?? usable(fromPage);
}
