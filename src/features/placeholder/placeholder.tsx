import { useTranslation } from 'react-i18next';
import { useRoute } from '../../router/router';

/** Stand-in for a feature still being built: names the screen and the route it would show. */
export function Placeholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const route = useRoute();
  return (
    <section className="gp-placeholder" data-route={route.name}>
      <h1>{t(titleKey)}</h1>
    </section>
  );
}
