import { useTranslation } from 'react-i18next';

/** What an element shows when it cannot show its feature: a message and, where it helps, a retry. */
export function ElementFallback({ messageKey, onRetry, offline }: { messageKey?: string; onRetry?: () => void; offline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" part="error" className="gp-fallback">
      <p>
        {offline
          ? t('common:errors.catalogue', { defaultValue: 'This content could not be loaded. Check your connection and try again.' })
          : t(messageKey ?? 'common:errors.unexpected')}
      </p>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      ) : null}
    </div>
  );
}
