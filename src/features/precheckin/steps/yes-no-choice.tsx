import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../ui/field-error';
import { RadioGroup } from '../../../ui/radio-group';

export interface YesNoChoiceProps {
  label: ReactNode;
  /** null / undefined: not chosen yet (a required choice then needs an answer). */
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  required?: boolean;
  error?: string | null;
  name: string;
}

/** A question answered Yes or No (a radio group, so "not answered yet" stays distinguishable from No). */
export function YesNoChoice({ label, value, onChange, required, error, name }: YesNoChoiceProps) {
  const { t } = useTranslation('guests');
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="gp-guests__choice" data-choice={name}>
      <p className="gp-guests__question" id={id} data-required={required ? '' : undefined}>
        {label}
      </p>
      <RadioGroup<'yes' | 'no'>
        labelledBy={id}
        describedBy={error ? errorId : undefined}
        required={required}
        options={[
          { value: 'yes', label: t('requests.yes') },
          { value: 'no', label: t('requests.no') },
        ]}
        value={value == null ? null : value ? 'yes' : 'no'}
        onChange={(v) => onChange(v === 'yes')}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
