import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../ui/button.styles';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { BrandHeader } from './brand-header';
import { feedbackStyles } from './feedback.styles';

export interface FeedbackFrameProps {
  className: string;
  logoUrl: string | null | undefined;
  company: string | null | undefined;
  /** Still loading: a spinner inside the same box the content will fill, at least the element's reserved height (nothing below moves). */
  busy: boolean;
  part: string;
  children: ReactNode;
}

/** The survey's and ticket tracker's page: branded header and one box of stable height from loading to content. */
export function FeedbackFrame({ className, logoUrl, company, busy, part, children }: FeedbackFrameProps) {
  useAdoptedStyles(feedbackStyles, buttonStyles);
  return (
    <article className={`gp-feedback ${className}`} aria-busy={busy || undefined} part={part}>
      <BrandHeader logoUrl={logoUrl} company={company} />
      <div className="gp-feedback__body">
        {busy ? (
          <div className="gp-feedback__loading" data-gp-reserve="">
            <Spinner />
          </div>
        ) : (
          children
        )}
      </div>
    </article>
  );
}

/** A page that could not be shown: what happened and, when trying again can help, a Retry button. */
export function FeedbackLoadError({ title, message, onRetry }: { title: string; message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      level={2}
      title={title}
      message={message}
      action={
        onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
