import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElement } from '../../element/context';
import { Alert } from '../../ui/alert';
import { LookupForm } from './lookup-form';
import { lookupErrorOf, type LookupError } from './lookup-error';
import { useLookupForm } from './use-lookup-form';
import { useOpenReservation, type OpenOutcome } from './use-open-reservation';

/**
 * Reservation Search (spec section 2): 'Go to Reservation' validates code + last name (spec section 6)
 * and opens the trip info page in a new tab with `origin=search`; the form keeps what was typed.
 */
export function ReservationSearch() {
  const { t } = useTranslation();
  const { runtime, signal, locale, emit } = useElement();
  const open = useOpenReservation();
  const [error, setError] = useState<LookupError | null>(null);
  const [opened, setOpened] = useState<Exclude<OpenOutcome, { kind: 'in-place' }> | null>(null);

  const form = useLookupForm(async ({ confirmationCode, lastName }) => {
    setError(null);
    setOpened(null);
    try {
      // The account calls are not needed for the first render of the element most often pasted.
      const { validateUser } = await import('../../api/endpoints/account');
      const res = await validateUser(runtime.api, { res_id: confirmationCode, last_name: lastName }, { signal });
      const outcome = await open(res.redirect_url, confirmationCode);
      if (outcome.kind !== 'in-place') setOpened(outcome);
    } catch (e) {
      if (signal.aborted) return;
      const failure = lookupErrorOf(e, { gateCode: false, t, locale, nowMs: Date.now() });
      setError(failure);
      emit('gp-error', { code: 'lookup', message: failure.text });
    }
  });

  return (
    <>
      <LookupForm
        form={form}
        submitLabel={t('lookup:search.submit')}
        error={error}
        onEdit={() => {
          setError(null);
          setOpened(null);
        }}
      />
      {opened ? (
        <Alert tone={opened.kind === 'tab' ? 'success' : 'info'} className="gp-lookup__opened">
          {opened.kind === 'tab' ? t('lookup:search.opened') : t('lookup:search.blocked')}{' '}
          <a className="gp-link" href={opened.href} target="_blank" rel="noopener noreferrer">
            {t('lookup:search.openLink')}
          </a>
        </Alert>
      ) : null}
    </>
  );
}
