import type { ReactNode } from 'react';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { emptyStateStyles } from './empty-state.styles';

export interface EmptyStateProps {
  title: ReactNode;
  message?: ReactNode;
  /** A button or link. */
  action?: ReactNode;
  /** Decorative symbol (hidden from assistive tech). */
  icon?: ReactNode;
  /** Heading level of the title (default 1: it is usually the whole screen). */
  level?: 1 | 2 | 3;
}

/** A screen or panel with nothing to show: title, message and one way out. */
export function EmptyState({ title, message, action, icon, level = 1 }: EmptyStateProps) {
  useAdoptedStyles(emptyStateStyles);
  const H = `h${level}` as 'h1' | 'h2' | 'h3';
  return (
    <section className="gp-empty" part="empty-state">
      {icon ? (
        <div className="gp-empty__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <H className="gp-empty__title">{title}</H>
      {message ? <p className="gp-empty__message">{message}</p> : null}
      {action ?? null}
    </section>
  );
}
