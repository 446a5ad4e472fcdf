import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GATE_CODE_DISPLAY_MS } from '../../core/lookup';
import { Button } from '../../ui/button';
import { CopyButton } from '../../ui/copy-button';

export interface GateCodeViewProps {
  code: string;
  /** Back, or the 10-second reset: the caller returns to an empty form. */
  onDone: () => void;
}

/**
 * The gate code, large and copyable, for 10 seconds (spec section 4). It takes focus so screen
 * readers read it at once (the caller's live region announces it too); the code is isolated
 * left-to-right so '#' or '*' stay where they are in right-to-left languages.
 */
export function GateCodeView({ code, onDone }: GateCodeViewProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    boxRef.current?.focus();
    const timer = setTimeout(() => done.current(), GATE_CODE_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [code]);

  return (
    <div className="gp-lookup__result" part="gate-code-view">
      <div className="gp-lookup__code-box" ref={boxRef} tabIndex={-1} role="group" aria-labelledby="gp-lookup-code-label gp-lookup-code">
        <p className="gp-lookup__code-label" id="gp-lookup-code-label">
          {t('lookup:gate.codeLabel')}
        </p>
        <p className="gp-lookup__code" id="gp-lookup-code" dir="ltr" translate="no" part="gate-code">
          {code}
        </p>
      </div>
      <p className="gp-lookup__hint">{t('lookup:gate.hiddenSoon', { seconds: GATE_CODE_DISPLAY_MS / 1000 })}</p>
      <div className="gp-lookup__actions">
        <CopyButton value={code} size="normal" label={t('lookup:gate.copy')} />
        <Button variant="secondary" onClick={onDone}>
          {t('common:actions.back')}
        </Button>
      </div>
    </div>
  );
}
