import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { fieldStyles } from './field.styles';
import { useFieldMount } from './field-mount';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  /** Already translated error text; sets aria-invalid and is referenced by aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Extra element rendered inside the control box, after the input (e.g. a toggle button). */
  trailing?: ReactNode;
}

/** Labelled input with hint and error wired through aria-describedby. */
export function TextField({ label, error, hint, id, className, required, trailing, ref, ...rest }: TextFieldProps) {
  useAdoptedStyles(fieldStyles);
  const auto = useId();
  const inputId = id ?? `f${auto}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = `${inputId}-error`;
  const describedBy = [hintId, error ? errorId : undefined, rest['aria-describedby']].filter(Boolean).join(' ') || undefined;
  useFieldMount(inputId, rest.value);
  return (
    <div className={`gp-field${className ? ` ${className}` : ''}`} part="field">
      <label className="gp-field__label" htmlFor={inputId} data-required={required ? '' : undefined}>
        {label}
      </label>
      <div className="gp-field__control">
        <input
          ref={ref}
          id={inputId}
          className={`gp-field__input${trailing ? ' gp-field__input--with-toggle' : ''}`}
          required={required}
          {...rest}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {trailing}
      </div>
      {hint ? (
        <p className="gp-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <p className="gp-field__error" id={errorId}>
        {error ?? ''}
      </p>
    </div>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/** Password input with a show/hide toggle (a real button with aria-pressed). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button type="button" className="gp-field__toggle" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? t('ui:password.hide') : t('ui:password.show')}
        </button>
      }
    />
  );
}
