import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { fieldStyles } from './field.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label; the whole label is clickable. */
export function Checkbox({ label, error, id, className, ref, ...rest }: CheckboxProps) {
  useAdoptedStyles(fieldStyles);
  const auto = useId();
  const inputId = id ?? `c${auto}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={className} part="checkbox">
      <label className="gp-checkbox" htmlFor={inputId}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className="gp-checkbox__input"
          {...rest}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p className="gp-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
