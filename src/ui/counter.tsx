import { useId, type ReactNode } from 'react';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { counterStyles } from './counter.styles';
import { fieldStyles } from './field.styles';

export interface CounterProps {
  label: ReactNode;
  /** Extra line under the label (an age band, a limit). */
  hint?: ReactNode;
  value: number;
  min: number;
  max?: number;
  onChange: (value: number) => void;
  /** Accessible names of the two buttons (already translated, e.g. "Fewer adults"). */
  decreaseLabel: string;
  increaseLabel: string;
  /** Read-only: both buttons disabled, the value still shown and announced. */
  disabled?: boolean;
  error?: string | null;
}

function StepButton({ label, symbol, disabled, atBound, onPress }: { label: string; symbol: string; disabled?: boolean; atBound: boolean; onPress: () => void }) {
  return (
    <button type="button" className="gp-counter__button" aria-label={label} disabled={disabled} aria-disabled={atBound || undefined} onClick={onPress}>
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
}

/**
 * A number chosen with − and + buttons. The group is named by the label; the value is an `<output>`
 * announced politely when it changes. A button at its bound (min, max) is aria-disabled rather than
 * disabled, so the focus stays on it instead of falling to the page; a read-only counter disables both.
 */
export function Counter({ label, hint, value, min, max, onChange, decreaseLabel, increaseLabel, disabled, error }: CounterProps) {
  useAdoptedStyles(fieldStyles);
  useAdoptedStyles(counterStyles);
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const canDecrease = value > min;
  const canIncrease = max == null || value < max;
  const step = (delta: number, allowed: boolean) => {
    if (allowed && !disabled) onChange(value + delta);
  };
  return (
    <div className="gp-counter" role="group" aria-labelledby={labelId} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} part="counter">
      <div className="gp-counter__text">
        <span className="gp-counter__label" id={labelId}>
          {label}
        </span>
        {hint ? (
          <span className="gp-counter__hint" id={hintId}>
            {hint}
          </span>
        ) : null}
        {error ? (
          <span className="gp-field__error" id={errorId}>
            {error}
          </span>
        ) : null}
      </div>
      <div className="gp-counter__controls">
        <StepButton label={decreaseLabel} symbol="−" disabled={disabled} atBound={!canDecrease} onPress={() => step(-1, canDecrease)} />
        <output className="gp-counter__value" aria-live="polite" aria-labelledby={labelId}>
          {value}
        </output>
        <StepButton label={increaseLabel} symbol="+" disabled={disabled} atBound={!canIncrease} onPress={() => step(1, canIncrease)} />
      </div>
    </div>
  );
}
