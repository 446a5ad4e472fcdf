import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { isRtlElement } from './focus';
import { radioGroupStyles } from './radio-group.styles';
import { useAdoptedStyles } from '../styles/use-adopted-styles';

export interface RadioOption<V extends string | number> {
  value: V;
  /** Accessible name of the option (also its visible caption). */
  label: string;
  /** Decorative symbol shown above the caption (an SVG icon), hidden from assistive tech. */
  symbol?: ReactNode;
}

export interface RadioGroupProps<V extends string | number> {
  options: readonly RadioOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** Id of the visible text that names the group (the question). */
  labelledBy: string;
  describedBy?: string;
  required?: boolean;
  className?: string;
}

/** Where an arrow key leads in a row of options: forward in reading order, mirrored in right-to-left. */
function arrowStep(key: string, rtl: boolean): number {
  if (key === 'ArrowDown') return 1;
  if (key === 'ArrowUp') return -1;
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return 0;
}

/**
 * A WAI-ARIA radio group: one tab stop (the checked option, else the first), arrow keys move and check
 * (wrapping, mirrored in right-to-left), Home/End the ends, Space checks the focused option; every option
 * is named by its label.
 */
export function RadioGroup<V extends string | number>({ options, value, onChange, labelledBy, describedBy, required, className }: RadioGroupProps<V>) {
  useAdoptedStyles(radioGroupStyles);
  const groupRef = useRef<HTMLDivElement>(null);
  const tabStop = options.some((o) => o.value === value) ? value : options[0]?.value;

  function choose(index: number) {
    const option = options[index];
    if (!option) return;
    groupRef.current?.querySelectorAll<HTMLElement>('[role="radio"]')[index]?.focus();
    if (option.value !== value) onChange(option.value);
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>, index: number) {
    const last = options.length - 1;
    const step = arrowStep(e.key, isRtlElement(groupRef.current));
    let target: number | null = null;
    if (step) target = (index + step + options.length) % options.length;
    else if (e.key === 'Home') target = 0;
    else if (e.key === 'End') target = last;
    else if (e.key === ' ' || e.key === 'Enter') target = index;
    if (target === null) return;
    e.preventDefault();
    choose(target);
  }

  return (
    <div
      ref={groupRef}
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      className={`gp-radios${className ? ` ${className}` : ''}`}
      part="radio-group"
    >
      {options.map((o, i) => {
        const checked = o.value === value;
        return (
          <div
            key={o.value}
            role="radio"
            aria-checked={checked}
            aria-label={o.symbol ? o.label : undefined}
            tabIndex={o.value === tabStop ? 0 : -1}
            className="gp-radio"
            part={checked ? 'radio radio-checked' : 'radio'}
            data-value={o.value}
            onClick={() => choose(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {o.symbol ? (
              <span className="gp-radio__symbol" aria-hidden="true">
                {o.symbol}
              </span>
            ) : null}
            <span className="gp-radio__label" aria-hidden={o.symbol ? true : undefined}>
              {o.label}
            </span>
          </div>
        );
      })}
    </div>
  );
}
