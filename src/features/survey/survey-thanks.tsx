import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../core/intl/formatters';
import { thankYouVariant } from '../../core/survey';
import { useRouter } from '../../router/router';
import { Button } from '../../ui/button';
import { Link } from '../../ui/link';
import { Spinner } from '../../ui/spinner';

export interface SurveyThanksProps {
  avg: number | null;
  midStay: boolean;
  /** The company's review pages, already forced to https. */
  reviewLinks: ReadonlyArray<{ kind: 'google' | 'facebook' | 'other'; url: string }>;
  /** The reservation came from the home-sharing platform: invite a review there too. */
  platformInvite: boolean;
  /** Public id of the ticket the answer created (or the check-up's), when there is one. */
  ticketId: string | null;
  company: string | null;
  /** Tenant 1's Done button to /tourist. */
  showDone: boolean;
  locale: string;
  /** The guest has just sent the form: its button is gone, so focus moves to the heading (else it falls to the page). */
  takeFocus?: boolean;
}

/** Step 3: thanks by score band on the 10-point scale, or the mid-stay words; a spinner until the score is known. */
export function SurveyThanks({ avg, midStay, reviewLinks, platformInvite, ticketId, company, showDone, locale, takeFocus = false }: SurveyThanksProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const variant = thankYouVariant(avg, midStay);
  const heading = useRef<HTMLHeadingElement>(null);
  // Each variant renders its own heading: the processing one takes focus, then the final one. In the
  // commit that inserts it, so no frame (nor a screen reader) sees focus fallen to the page in between.
  useLayoutEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus, variant]);
  const score = typeof avg === 'number' ? numberFormat(locale, { maximumFractionDigits: 1 }).format(avg) : null;

  return (
    <section className={`gp-survey__thanks gp-survey__thanks--${variant}`} aria-labelledby="gp-survey-thanks-title" part="thanks">
      {variant === 'processing' ? (
        <div className="gp-survey__processing" role="status">
          <Spinner decorative />
          <h2 id="gp-survey-thanks-title" className="gp-survey__title" ref={heading} tabIndex={-1}>
            {t('survey:thanks.processing')}
          </h2>
        </div>
      ) : variant === 'mid-stay' ? (
        <>
          <h2 id="gp-survey-thanks-title" className="gp-survey__title" ref={heading} tabIndex={-1}>
            {t('survey:thanks.midStayTitle')}
          </h2>
          <p className="gp-survey__text">{t('survey:thanks.midStayText')}</p>
        </>
      ) : (
        <>
          <h2 id="gp-survey-thanks-title" className="gp-survey__title" ref={heading} tabIndex={-1}>
            {t('survey:thanks.title')}
          </h2>
          {score ? (
            <p className="gp-survey__score">
              {t('survey:thanks.score', { score })}
            </p>
          ) : null}
        </>
      )}

      {variant === 'good' ? (
        <div className="gp-survey__good">
          <p className="gp-survey__text">{t('survey:thanks.good')}</p>
          {reviewLinks.length ? (
            <ul className="gp-survey__links">
              {reviewLinks.map((l) => (
                <li key={l.url}>
                  <a className="gp-button gp-button--secondary" href={l.url} target="_blank" rel="noopener noreferrer" part="review-link">
                    {t(`survey:thanks.reviewOn.${l.kind}`)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {platformInvite ? <p className="gp-survey__text">{t('survey:thanks.platform')}</p> : null}
        </div>
      ) : null}

      {variant === 'bad' ? (
        <div className="gp-survey__bad">
          <p className="gp-survey__text">{t('survey:thanks.bad')}</p>
          <p className="gp-survey__signature">{company ? t('survey:thanks.signature', { company }) : t('survey:thanks.signatureGeneric')}</p>
        </div>
      ) : null}

      {ticketId && variant !== 'processing' ? (
        <p>
          <Link to={{ name: 'ticket-tracker', params: { id: ticketId } }} part="ticket-link">
            {t('survey:thanks.ticket')}
          </Link>
        </p>
      ) : null}

      {showDone && variant !== 'processing' ? (
        <Button onClick={() => router.navigate({ name: 'tourist-portal' })}>{t('survey:thanks.done')}</Button>
      ) : null}
    </section>
  );
}
