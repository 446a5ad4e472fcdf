import type { ReactNode } from 'react';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { alertStyles } from './alert.styles';

export interface AlertProps {
  tone?: 'error' | 'success' | 'warning' | 'info';
  children: ReactNode;
  /** Default: errors interrupt (role=alert), everything else is polite (role=status). */
  assertive?: boolean;
  className?: string;
  id?: string;
}

/** A message box announced to screen readers. */
export function Alert({ tone = 'info', children, assertive, className, id }: AlertProps) {
  useAdoptedStyles(alertStyles);
  const loud = assertive ?? tone === 'error';
  return (
    <div id={id} role={loud ? 'alert' : 'status'} className={`gp-alert gp-alert--${tone}${className ? ` ${className}` : ''}`} part={`alert alert-${tone}`}>
      <div className="gp-alert__body">{children}</div>
    </div>
  );
}
