import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey, isApiError } from '../../api/errors';
import { useElement } from '../../element/context';
import { useRouter } from '../../router/router';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';

/** A 401 goes to the login route; other failures are reported to the host as gp-error. */
export function useUnauthorizedRedirect(error: unknown) {
  const { t } = useTranslation();
  const { emit } = useElement();
  const router = useRouter();
  useEffect(() => {
    if (!error || (isApiError(error) && error.kind === 'aborted')) return;
    if (isApiError(error) && error.isUnauthorized) {
      router.navigate({ name: 'login', query: { status: 'not_authorized' } }, { replace: true });
      return;
    }
    emit('gp-error', { code: isApiError(error) ? error.code : 'unexpected', message: t(errorMessageKey(error)) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reported once per error
  }, [error]);
}

/** A load failure: the translated reason and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="gp-store__error">
      <Alert tone="error">{t(errorMessageKey(error))}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </div>
  );
}
