import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitSurvey, type SurveyAnswers } from '../../api/endpoints/feedback';
import { errorMessageKey, isApiError } from '../../api/errors';
import type { ReservationBasic } from '../../api/schemas/feedback';
import {
  existingReviewOutcome,
  isMidStay,
  reviewLinks,
  showsPlatformReviewInvite,
  showsSurveyDoneButton,
  surveyPayload,
  ticketIdFromLink,
} from '../../core/survey';
import { calendarDate } from '../../core/dates/calendar';
import { forceHttps } from '../../core/url-safety';
import { useElement } from '../../element/context';
import { intlLocale } from '../../core/locales';
import { useRouter } from '../../router/router';
import { useResource } from '../../element/use-element-resource';
import { useScreenNow } from '../../shared/screen-now/use-screen-now';
import { FeedbackFrame, FeedbackLoadError } from './feedback-frame';
import { reservationBasicResource } from './first-loads';
import { StayBox } from './stay-box';
import { stayText, usableTimeZone } from './stay-format';
import { EMPTY_ANSWERS, SurveyForm, type SurveyAnswersState } from './survey-form';
import { SurveyThanks } from './survey-thanks';
import { surveySignatureOf } from './survey-signature';
import { useConfiguration } from '../../element/config-resource';

type Sent = { avg: number | null; link: string | null };

/** Failures of the send are logged (spec §8) and told to the guest; the answers stay on screen. */
function sendErrorKey(e: unknown): string {
  if (isApiError(e) && e.code === 'survey_not_open') return 'survey:form.notOpen';
  if (isApiError(e) && e.code === 'survey_already_submitted') return 'survey:form.alreadySent';
  if (isApiError(e) && e.code === 'survey_signature_required') return 'survey:form.signatureRequired';
  return errorMessageKey(e);
}

/** The company's review pages (forced to https), else a review page the answer pointed to. */
function reviewTargets(basic: ReservationBasic, link: string | null) {
  const links: Array<{ kind: 'google' | 'facebook' | 'other'; url: string }> = reviewLinks(basic);
  const fromAnswer = link && /^(https?:)?\/\//i.test(link.trim()) ? forceHttps(link) : null;
  if (!links.length && fromAnswer) links.push({ kind: 'other', url: fromAnswer });
  return links;
}

/**
 * The survey (route `survey`, id = confirmation code): header, stay banner, then the form (step 2) or the
 * thank-you (step 3) — straight to step 3 when the reservation already has its review.
 */
export function SurveyPage() {
  const { t } = useTranslation();
  const { locale, emit, runtime, attrs } = useElement();
  const api = runtime.api;
  const { route } = useRouter();
  const code = route.params.id ?? '';
  const basicSpec = reservationBasicResource(code);
  const basic = useResource(code ? basicSpec.key : null, basicSpec.load);
  const config = useConfiguration();
  const [answers, setAnswers] = useState<SurveyAnswersState>(EMPTY_ANSWERS);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The guest pressed Send on this page: the thank-you that follows (even the stored one after a 409) takes focus. */
  const [asked, setAsked] = useState(false);
  const data = basic.data;
  // A fresh "now" each time the reservation arrives; the server's while hydrating its render.
  const now = useScreenNow([data]);

  const zone = usableTimeZone(data?.listing?.timezone, config.data?.timezone);
  const datesKnown = !!calendarDate(data?.check_in, zone) && !!calendarDate(data?.check_out, zone);
  const midStay = data ? (datesKnown ? isMidStay(data.check_in, data.check_out, now, zone) : data.is_mid_stay === true) : false;
  const existing = data ? existingReviewOutcome(data.reviews, midStay) : null;
  const company = data?.basic_company_info?.company_name ?? config.data?.company_name ?? null;
  const logo = data?.logo_url ?? config.data?.logo_url ?? null;
  const intl = intlLocale(locale);

  async function send() {
    if (!data) return;
    const body = (midStay
      ? surveyPayload({ midStay: true, rate: answers.rate!, feedback: answers.feedback })
      : surveyPayload({ midStay: false, ratings: answers.ratings as Required<typeof answers.ratings>, feedback: answers.feedback })) as unknown as SurveyAnswers;
    setBusy(true);
    setAsked(true);
    setError(null);
    setSent({ avg: null, link: null });
    try {
      const signature = surveySignatureOf(attrs.surveySignature, route.query, globalThis.location?.search);
      const res = await submitSurvey(api, code, body, { signature });
      setSent({ avg: res.avg, link: res.link ?? null });
    } catch (e) {
      console.warn('[guest-portal] sending the survey failed', e);
      setSent(null);
      const key = sendErrorKey(e);
      setError(t(key));
      emit('gp-error', { code: isApiError(e) ? e.code : 'unexpected', message: t(key), ...(isApiError(e) && e.status ? { status: e.status } : {}) });
      if (isApiError(e) && e.code === 'survey_already_submitted') void basic.reload();
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (!code || (basic.status === 'error' && isApiError(basic.error) && basic.error.isNotFound)) {
    body = <FeedbackLoadError title={t('survey:notFound')} />;
  } else if (basic.status === 'error' && !data) {
    body = <FeedbackLoadError title={t('survey:loadFailed')} message={t(errorMessageKey(basic.error))} onRetry={() => void basic.reload()} />;
  } else if (!data) {
    body = null;
  } else {
    const outcome: Sent | null = sent ?? (existing ? { avg: existing.avg, link: existing.ticketLink } : null);
    const stay = stayText(data.check_in, data.check_out, intl, zone, data.nights);
    body = (
      <>
        <StayBox title={data.listing?.title} city={data.listing?.city_name} stay={stay} label={t('survey:banner.label')} />
        {outcome ? (
          <SurveyThanks
            avg={outcome.avg}
            midStay={midStay}
            reviewLinks={reviewTargets(data, outcome.link)}
            platformInvite={showsPlatformReviewInvite(data.source)}
            ticketId={ticketIdFromLink(outcome.link)}
            company={company}
            showDone={showsSurveyDoneButton(data.tenant_id ?? config.data?.tenant_id)}
            locale={intl}
            takeFocus={asked}
          />
        ) : (
          <SurveyForm midStay={midStay} answers={answers} onChange={setAnswers} onSubmit={() => void send()} busy={busy} error={error} />
        )}
      </>
    );
  }

  return (
    <FeedbackFrame className="gp-survey" logoUrl={logo} company={company} busy={!body} part="survey">
      {body}
    </FeedbackFrame>
  );
}
