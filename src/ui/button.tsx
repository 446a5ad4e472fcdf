import type { ButtonHTMLAttributes, Ref } from 'react';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { buttonStyles } from './button.styles';
import { Spinner } from './spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'text' | 'danger';
  size?: 'normal' | 'small';
  /** Full width. */
  block?: boolean;
  /** Shows a spinner and marks the button busy; the button is disabled while busy. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button with the portal's look. `type` defaults to "button" (never an accidental submit). */
export function Button({ variant = 'primary', size = 'normal', block, busy, className, type = 'button', disabled, children, ref, ...rest }: ButtonProps) {
  useAdoptedStyles(buttonStyles);
  const classes = ['gp-button', `gp-button--${variant}`, size === 'small' ? 'gp-button--small' : '', block ? 'gp-button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button ref={ref} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} part="button" {...rest}>
      {busy ? <Spinner size="1em" decorative /> : null}
      {children}
    </button>
  );
}
