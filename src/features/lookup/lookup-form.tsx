import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import type { LookupError } from './lookup-error';
import type { useLookupForm } from './use-lookup-form';

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
  const message = (field: 'confirmationCode' | 'lastName') => {
    const m = form.errors[field];
    return m ? t(m.key, m.params ?? {}) : null;
  };
  return (
    <form ref={form.formRef} className="gp-lookup__form" noValidate onSubmit={(e) => void form.onSubmit(e)} aria-labelledby="gp-lookup-title" part="form">
      <TextField
        label={t('lookup:fields.confirmationCode')}
        name="confirmationCode"
        value={form.values.confirmationCode}
        error={message('confirmationCode')}
        onChange={(e) => form.onChange('confirmationCode', e.target.value, onEdit)}
        dir="ltr"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
      />
      <TextField
        label={t('lookup:fields.lastName')}
        name="lastName"
        value={form.values.lastName}
        error={message('lastName')}
        onChange={(e) => form.onChange('lastName', e.target.value, onEdit)}
        dir="auto"
        autoComplete="family-name"
        required
      />
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
