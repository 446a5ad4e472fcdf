import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';

export type SaveProblem = { kind: 'failed'; message: string } | { kind: 'stale' };

export interface SaveProblemProps {
  problem: SaveProblem;
  busy: boolean;
  onRetry(): void;
  /** Stale record: resend without the base, so this draft wins. */
  onOverwrite(): void;
  /** Stale record: drop this draft and continue from the record saved elsewhere. */
  onLoadNewer(): void;
}

/**
 * A save that did not go through, inline and announced (never window.alert: the element lives in
 * someone else's page). Every value the guest typed stays in the draft.
 */
export function SaveProblemAlert({ problem, busy, onRetry, onOverwrite, onLoadNewer }: SaveProblemProps) {
  const { t } = useTranslation();
  if (problem.kind === 'stale') {
    return (
      <div className="gp-wizard__problem" part="save-conflict">
        <Alert tone="warning" assertive>
          <p className="gp-wizard__problem-text">{t('precheckin:save.stale')}</p>
        </Alert>
        <div className="gp-wizard__problem-actions">
          <Button busy={busy} onClick={onOverwrite}>
            {t('precheckin:save.keepMine')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={onLoadNewer}>
            {t('precheckin:save.loadNewer')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="gp-wizard__problem" part="save-error">
      <Alert tone="error">
        <p className="gp-wizard__problem-text">{t('precheckin:save.failed')}</p>
        <p className="gp-wizard__problem-text">{problem.message}</p>
      </Alert>
      <div className="gp-wizard__problem-actions">
        <Button busy={busy} onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      </div>
    </div>
  );
}
