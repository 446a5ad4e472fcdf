// Survey rules: mid-stay detection, questions and marks, the 10-point average, score bands,
// submit rule, existing reviews and links.
import { calendarDate, toIsoDate } from './dates/calendar';
import { forceHttps } from './url-safety';
import type { Reservation, Review } from './types';

/**
 * Mid-stay: today (in the listing's time zone) from the check-in date inclusive to the check-out
 * date exclusive.
 */
export function isMidStay(checkIn: string | null | undefined, checkOut: string | null | undefined, now: Date, timeZone = 'UTC'): boolean {
  const ci = calendarDate(checkIn, timeZone);
  const co = calendarDate(checkOut, timeZone);
  if (!ci || !co) return false;
  const today = toIsoDate(now, timeZone);
  return today >= ci && today < co;
}

export const SURVEY_QUESTIONS = [
  { id: 'cleaning', labelKey: 'core:survey.questions.cleaning' },
  { id: 'communication', labelKey: 'core:survey.questions.communication' },
  { id: 'location', labelKey: 'core:survey.questions.location' },
  { id: 'accuracy', labelKey: 'core:survey.questions.accuracy' },
  { id: 'check_in', labelKey: 'core:survey.questions.checkIn' },
  { id: 'value', labelKey: 'core:survey.questions.value' },
] as const;
export type SurveyQuestionId = (typeof SURVEY_QUESTIONS)[number]['id'];
export const MID_STAY_QUESTION_KEY = 'core:survey.midStayQuestion';

/** Five rating marks: 5 Great, 4 Good, 3 Ok, 2 Bad, 1 Terrible. */
export const RATING_MARKS = [
  { value: 5, labelKey: 'core:survey.marks.great' },
  { value: 4, labelKey: 'core:survey.marks.good' },
  { value: 3, labelKey: 'core:survey.marks.ok' },
  { value: 2, labelKey: 'core:survey.marks.bad' },
  { value: 1, labelKey: 'core:survey.marks.terrible' },
] as const;

export type SurveyRatings = Partial<Record<SurveyQuestionId, number | null>>;

const isMark = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5;

/** Submit enabled only when all six ratings are set (post-stay) or the mid-stay rating is set. */
export function canSubmitSurvey(input: { midStay: true; rate: number | null | undefined } | { midStay: false; ratings: SurveyRatings }): boolean {
  return input.midStay ? isMark(input.rate) : SURVEY_QUESTIONS.every((q) => isMark(input.ratings[q.id]));
}

/**
 * Average on the 10-point scale: the mid-stay rating × 2, or the mean of the six ratings × 2
 * (rounded to 2 decimals). Null until complete. The server's `avg` wins when it answers.
 */
export function surveyAverage(input: { midStay: true; rate: number | null | undefined } | { midStay: false; ratings: SurveyRatings }): number | null {
  if (!canSubmitSurvey(input)) return null;
  if (input.midStay) return input.rate! * 2;
  const sum = SURVEY_QUESTIONS.reduce((s, q) => s + input.ratings[q.id]!, 0);
  return Math.round((sum / SURVEY_QUESTIONS.length) * 2 * 100) / 100;
}

export const GOOD_SCORE = 9;
export const BAD_SCORE = 7.5;
export type ScoreBand = 'good' | 'bad' | 'neutral';

/** >= 9 good; <= 7.5 bad; between neutral (nothing extra shown). */
export function scoreBand(avg: number): ScoreBand {
  if (avg >= GOOD_SCORE) return 'good';
  if (avg <= BAD_SCORE) return 'bad';
  return 'neutral';
}

/** Request body for POST /api/reservations/{code}/survey. */
export function surveyPayload(
  input: { midStay: true; rate: number; feedback?: string | null } | { midStay: false; ratings: Required<SurveyRatings>; feedback?: string | null },
): Record<string, number | string> {
  const feedback = (input.feedback ?? '').trim();
  if (input.midStay) return { rate: input.rate, feedback };
  const out: Record<string, number | string> = {};
  for (const q of SURVEY_QUESTIONS) out[q.id] = input.ratings[q.id]!;
  out.feedback = feedback;
  return out;
}

/** Ticket tracker link of a listing task. */
export function ticketLink(publicId: string): string {
  return `/tourist-lt/${encodeURIComponent(publicId)}`;
}

/**
 * Existing review: a 'survey' review goes straight to the thank-you step with its avg_rate; mid-stay
 * a 'checkup' review does too, with a ticket link when it has a listing task. Null otherwise.
 */
export function existingReviewOutcome(
  reviews: readonly Review[] | null | undefined,
  midStay: boolean,
): { step: 3; avg: number | null; ticketLink: string | null } | null {
  const list = reviews ?? [];
  const survey = list.find((r) => r.source === 'survey');
  if (survey) return { step: 3, avg: survey.avg_rate ?? null, ticketLink: null };
  if (midStay) {
    const checkup = list.find((r) => r.source === 'checkup');
    if (checkup) {
      const id = checkup.listing_task?.public_id;
      return { step: 3, avg: checkup.avg_rate ?? null, ticketLink: id ? ticketLink(id) : null };
    }
  }
  return null;
}

/** The company's review-page links (google, facebook), forced to https; invalid ones dropped. */
export function reviewLinks(reservation: Pick<Reservation, 'basic_company_info'>): Array<{ kind: 'google' | 'facebook'; url: string }> {
  const links = reservation.basic_company_info?.links ?? {};
  const out: Array<{ kind: 'google' | 'facebook'; url: string }> = [];
  for (const kind of ['google', 'facebook'] as const) {
    const url = forceHttps(links[kind]);
    if (url) out.push({ kind, url });
  }
  return out;
}

/** The home-sharing platform whose review invitation shows when the reservation came from it. */
export const HOME_SHARING_PLATFORM = 'airbnb';

export function showsPlatformReviewInvite(source: string | null | undefined): boolean {
  return (source ?? '').toLowerCase().includes(HOME_SHARING_PLATFORM);
}

/** Tenant 1's thank-you page has a Done button to /tourist. */
export function showsSurveyDoneButton(tenantId: string | number | null | undefined): boolean {
  return tenantId != null && String(tenantId) === '1';
}

/** The public id of a ticket path `/tourist-lt/{id}` (as the survey answer's `link` gives it), else null. */
export function ticketIdFromLink(link: string | null | undefined): string | null {
  const m = /^\/tourist-lt\/([^/?#]+)\/?(?:[?#].*)?$/.exec((link ?? '').trim());
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
}

export type ThankYouVariant = 'processing' | 'mid-stay' | ScoreBand;

/**
 * What the thank-you step shows: mid-stay its own words; otherwise 'processing' (spinner) until a
 * score is known, then the score band.
 */
export function thankYouVariant(avg: number | null | undefined, midStay: boolean): ThankYouVariant {
  if (midStay) return 'mid-stay';
  if (typeof avg !== 'number' || !Number.isFinite(avg)) return 'processing';
  return scoreBand(avg);
}
