import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreCheckInDraft } from '../../../api/endpoints/precheckin';
import { intlLocale } from '../../../core/locales';
import { useElement } from '../../../element/context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import type { StepContext } from '../step-contract';
import { addRegisteredGuest } from './registered-guests';
import { loadWidget } from '../../../page-state/registration-widget-script';

export interface ExternalRegistrationProps {
  ctx: StepContext;
  /** The widget script (null: no acceptable URL). */
  scriptUrl: string | null;
  update(edit: (draft: PreCheckInDraft) => PreCheckInDraft): void;
}

/**
 * The external guest-registration widget above the guests step: initialised with the tenant's api key,
 * the reservation id and the current language; each registered guest lands in the draft. A script that
 * does not load, or an init that throws, leaves a message with Retry and the wizard usable.
 */
export function ExternalRegistration({ ctx, scriptUrl, update }: ExternalRegistrationProps) {
  const { t } = useTranslation();
  const { locale } = useElement();
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const apiKey = ctx.config?.guest_registration_api_key ?? '';
  const { reservationId, ageBands } = ctx;
  // The outcome of one load (script, key, language, attempt); anything newer reads as loading.
  const run = `${scriptUrl}|${apiKey}|${reservationId}|${locale}|${attempt}`;
  const [outcome, setOutcome] = useState<{ run: string; ok: boolean } | null>(null);
  const state = !scriptUrl || !apiKey ? 'failed' : outcome?.run === run ? (outcome.ok ? 'ready' : 'failed') : 'loading';

  useEffect(() => {
    let live = true;
    let handle: { destroy(): void } | null = null;
    if (!scriptUrl || !apiKey) return;
    loadWidget(scriptUrl)
      .then((widget) => {
        if (!live || !container.current) return;
        handle = widget.init({
          apiKey,
          reservationId: String(reservationId),
          // A standard language tag (the portal's 'ge' is de-DE to anyone else).
          language: intlLocale(locale),
          container: container.current,
          onGuestRegistered: (guest) => update((d) => addRegisteredGuest(d, guest, ageBands)),
        });
        setOutcome({ run, ok: true });
      })
      .catch(() => {
        if (live) setOutcome({ run, ok: false });
      });
    return () => {
      live = false;
      handle?.destroy();
    };
  }, [scriptUrl, apiKey, reservationId, locale, ageBands, update, run]);

  return (
    <section className="gp-registration" part="registration-widget" aria-labelledby="gp-registration-title">
      <h3 id="gp-registration-title" className="gp-registration__title">
        {t('precheckin:registration.title')}
      </h3>
      <p className="gp-registration__hint">{t('precheckin:registration.hint')}</p>
      {state === 'loading' ? <Spinner label={t('precheckin:registration.loading')} /> : null}
      {state === 'failed' ? (
        <div className="gp-registration__failed">
          <Alert tone="error">{t('precheckin:registration.failed')}</Alert>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('common:actions.retry')}
          </Button>
        </div>
      ) : null}
      <div className="gp-registration__widget" ref={container} hidden={state === 'failed'} />
    </section>
  );
}
