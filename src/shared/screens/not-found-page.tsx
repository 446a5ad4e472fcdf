import { useTranslation } from 'react-i18next';
import { useRouter } from '../../router/router';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';

/** 'Empty Place' / 'Unfortunately, nothing could be found', with Back Home to the trips list. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { navigate } = useRouter();
  return (
    <EmptyState
      icon="∅"
      title={t('shell:notFound.title')}
      message={t('shell:notFound.message')}
      action={<Button onClick={() => navigate({ name: 'tourist-trips' })}>{t('shell:notFound.backHome')}</Button>}
    />
  );
}
