import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { getGateCode } from '../../api/endpoints/lookup';
import { useElement } from '../../element/context';
import type { GateCodeViewProps } from './gate-code-view';
import { LookupForm } from './lookup-form';
import { lookupErrorOf, type LookupError } from './lookup-error';
import { useLookupForm } from './use-lookup-form';

/** The code view (with the copy button) is not needed for the first render: it loads with the lookup. */
const loadView = () => import('./gate-code-view').then((m) => m.GateCodeView);

/**
 * Gate-code mode (spec sections 2 and 4): 'Get Gate Code'; on success the code replaces
 * the form for 10 seconds or until Back, then an empty form comes back with focus on its first field.
 * The live region outside both views announces the code.
 */
export function GateCodeSearch() {
  const { t } = useTranslation();
  const { runtime, signal, locale, emit } = useElement();
  const [error, setError] = useState<LookupError | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [View, setView] = useState<ComponentType<GateCodeViewProps> | null>(null);

  const form = useLookupForm(async ({ confirmationCode, lastName }) => {
    setError(null);
    try {
      const [res, view] = await Promise.all([getGateCode(runtime.api, { confirmation_code: confirmationCode, last_name: lastName }, { signal }), loadView()]);
      setView(() => view);
      setCode(res.gate_code);
    } catch (e) {
      if (signal.aborted) return;
      const failure = lookupErrorOf(e, { gateCode: true, t, locale, nowMs: Date.now() });
      setError(failure);
      emit('gp-error', { code: 'gate-code', message: failure.text });
    }
  });

  const { clear, formRef } = form;
  const reset = useCallback(() => {
    setCode(null);
    clear();
  }, [clear]);

  // Back from the code (by the button or the timer): the guest lands in the form's first field.
  const shown = useRef(false);
  useEffect(() => {
    if (code !== null) shown.current = true;
    else if (shown.current) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [code, formRef]);

  return (
    <>
      {code !== null && View ? (
        <View code={code} onDone={reset} />
      ) : (
        <LookupForm form={form} submitLabel={t('lookup:gate.submit')} error={error} onEdit={() => setError(null)} />
      )}
      <p className="gp-visually-hidden gp-lookup__announce" role="status">
        {code !== null ? t('lookup:gate.announce', { code: code.split('').join(' ') }) : ''}
      </p>
    </>
  );
}
