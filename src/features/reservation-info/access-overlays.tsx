import { useTranslation } from 'react-i18next';
import type { LockAction } from '../../core/payments';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { LockIcon } from '../../ui/lock-icon';
import { overlayStyles } from '../../shared/pay-prompt/overlay.styles';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';

export interface LockPanelProps {
  message: string;
  actions: readonly LockAction[];
  busy: LockAction | null;
  error: string | null;
  onAction: (action: LockAction) => void;
}

/** Details locked (before 24 h, or deposit due): Pay Waiver and/or Pay Deposit when they are payable. */
export function LockPanel({ message, actions, busy, error, onAction }: LockPanelProps) {
  useAdoptedStyles(overlayStyles);
  const { t } = useTranslation();
  return (
    <section className="gp-overlay gp-overlay--lock" part="lock-overlay" aria-labelledby="gp-lock-title">
      <span className="gp-overlay__icon" aria-hidden="true">
        <LockIcon />
      </span>
      <h2 id="gp-lock-title" className="gp-info__h2">
        {t('info:lock.title')}
      </h2>
      <p dir="auto">{message}</p>
      {actions.length ? <p>{t('info:lock.choose')}</p> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {actions.length ? (
        <div className="gp-overlay__actions">
          {actions.includes('pay-waiver') ? (
            <Button busy={busy === 'pay-waiver'} disabled={busy !== null} onClick={() => onAction('pay-waiver')}>
              {t('info:lock.payWaiver')}
            </Button>
          ) : null}
          {actions.includes('pay-deposit') ? (
            <Button variant={actions.includes('pay-waiver') ? 'secondary' : 'primary'} busy={busy === 'pay-deposit'} disabled={busy !== null} onClick={() => onAction('pay-deposit')}>
              {t('info:lock.payDeposit')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
