import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import type { LookupError } from './lookup-error';
import type { LookupField, useLookupForm } from './use-lookup-form';
import { serverFormProps } from '../../ui/server-form';

export interface LookupFormProps {
  form: ReturnType<typeof useLookupForm>;
  submitLabel: string;
  /** The last lookup's failure, shown above the button until a field is edited. */
  error: LookupError | null;
  onEdit: () => void;
}

/** Confirmation Code and Last Name with their messages, the lookup's failure and the submit button. */
export function LookupForm({ form, submitLabel, error, onEdit }: LookupFormProps) {
  const { t } = useTranslation();
  /** Label, value, message and change handler of one field (the message goes on the first edit). */
  const field = (name: LookupField) => {
    const m = form.errors[name];
    return {
      name,
      label: t(`lookup:fields.${name}`),
      value: form.values[name],
      error: m ? t(m.key, m.params ?? {}) : null,
      onChange: (e: { target: { value: string } }) => form.onChange(name, e.target.value, onEdit),
      required: true,
    };
  };
  return (
    <form ref={form.formRef} className="gp-lookup__form" {...serverFormProps} onSubmit={(e) => void form.onSubmit(e)} aria-labelledby="gp-lookup-title" part="form">
      <TextField {...field('confirmationCode')} dir="ltr" autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      <TextField {...field('lastName')} dir="auto" autoComplete="family-name" />
      {error ? (
        <Alert tone="error" className="gp-lookup__error">
          {error.fromServer ? <bdi dir="auto">{error.text}</bdi> : error.text}
        </Alert>
      ) : null}
      <Button type="submit" block busy={form.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
