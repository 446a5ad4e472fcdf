import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from './button';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { copyButtonStyles } from './copy-button.styles';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'value'> {
  /** Text put on the clipboard. */
  value: string;
  /** Visible label; default "Copy". */
  label?: string;
  /** Accessible name when the visible label alone is ambiguous (e.g. "Copy Wi-Fi password"). */
  ariaLabel?: string;
}

/** Copies a value; "Copied" is shown and announced for two seconds. Clipboard failure is announced too. */
export function CopyButton({ value, label, ariaLabel, variant = 'secondary', size = 'small', ...rest }: CopyButtonProps) {
  useAdoptedStyles(copyButtonStyles);
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  }

  return (
    <span className="gp-copy">
      <Button {...rest} variant={variant} size={size} aria-label={ariaLabel} onClick={() => void copy()}>
        {state === 'copied' ? t('common:actions.copied') : (label ?? t('common:actions.copy'))}
      </Button>
      <span className="gp-visually-hidden" role="status">
        {state === 'copied' ? t('common:actions.copied') : state === 'failed' ? t('ui:copy.failed') : ''}
      </span>
    </span>
  );
}
