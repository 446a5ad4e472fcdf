import { useTranslation } from 'react-i18next';
import { useRouter } from '../../router/router';
import { Alert } from '../../ui/alert';

/**
 * Stand-in for a screen still being built: names the screen, and shows the message a redirect
 * carried here (e.g. the info page's "complete the pre-check-in first" gate), so no guidance is lost.
 */
export function Placeholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const { route, state } = useRouter();
  const message = (state as { message?: unknown } | null)?.message;
  return (
    // data-gp-reserve: the stand-in keeps the element's reserved box, the space the real screen will fill.
    <section className="gp-placeholder" data-route={route.name} data-gp-reserve="">
      {typeof message === 'string' && message ? <Alert tone="info">{message}</Alert> : null}
      <h1>{t(titleKey)}</h1>
    </section>
  );
}
