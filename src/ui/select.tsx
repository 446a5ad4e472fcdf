import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { fieldStyles } from './field.styles';
import { useFieldMount } from './field-mount';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** For options in another language than the page (the locale switcher). */
  lang?: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  error?: string | null;
  /** Text of an empty first option (no selection yet). */
  placeholder?: string;
  /** Keep the label for screen readers only (compact toolbars). */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (keyboard and screen-reader behaviour come from the platform). */
export function Select({ label, options, error, placeholder, hideLabel, id, className, ref, ...rest }: SelectProps) {
  useAdoptedStyles(fieldStyles);
  const auto = useId();
  const selectId = id ?? `s${auto}`;
  const errorId = `${selectId}-error`;
  useFieldMount(selectId, rest.value);
  return (
    <div className={`gp-field${className ? ` ${className}` : ''}`} part="field">
      <label className={hideLabel ? 'gp-visually-hidden' : 'gp-field__label'} htmlFor={selectId}>
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className="gp-field__input"
        {...rest}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="gp-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
