import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { spinnerStyles } from './spinner.styles';

export interface SpinnerProps {
  /** CSS length, default 2rem. */
  size?: string;
  /** Accessible text; default "Loading…". */
  label?: string;
  /** Inside something that already says it is busy (a busy button): hidden from assistive tech. */
  decorative?: boolean;
}

/** A rotating ring; animation speed 1.25 (spec §9). */
export function Spinner({ size, label, decorative }: SpinnerProps) {
  useAdoptedStyles(spinnerStyles);
  const { t } = useTranslation();
  const style = size ? ({ '--gp-spinner-size': size } as CSSProperties) : undefined;
  if (decorative) {
    return (
      <span className="gp-spinner" aria-hidden="true" style={style}>
        <span className="gp-spinner__ring" />
      </span>
    );
  }
  return (
    <span className="gp-spinner" role="status" style={style}>
      <span className="gp-spinner__ring" aria-hidden="true" />
      <span className="gp-visually-hidden">{label ?? t('ui:loading')}</span>
    </span>
  );
}

/** A block-level loading state for a whole screen or panel; the element keeps its reserved height meanwhile. */
export function Loader({ label }: { label?: string }) {
  useAdoptedStyles(spinnerStyles);
  return (
    // data-gp-reserve: a loading screen keeps the element's reserved box (src/element/reserved-box.ts).
    <div className="gp-loader" part="loader" aria-busy="true" data-gp-reserve="">
      <Spinner label={label} />
    </div>
  );
}
