import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDescriptor } from '../../../core/types';
import { Link } from '../../../ui/link';
import { Alert } from '../../../ui/alert';

/**
 * The done state of an embedded `<guest-precheckin>`: the pre-check-in is complete and the guest
 * stays on the company's page, with a link to what comes next (the trip or the add-ons, shown by the
 * hosted portal or the host). Inside `<guest-portal>` the wizard goes there itself instead.
 */
export function EmbeddedDone({ next }: { next: RouteDescriptor<'tourist-store' | 'reservation-info'> }) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="gp-wizard gp-wizard--done" part="wizard" data-state="done">
      <h2 className="gp-wizard__title" ref={title} tabIndex={-1}>
        {t('precheckin:completed.title')}
      </h2>
      <Alert tone="success">{t('precheckin:completed.message')}</Alert>
      <p>
        <Link to={next}>{t('precheckin:completed.continue')}</Link>
      </p>
    </div>
  );
}

/** `<guest-precheckin>` shows only the wizard on a host's page: navigating to the next screen would leave that page. */
export const isEmbeddedElement = (host: HTMLElement) => host.localName === 'guest-precheckin';
