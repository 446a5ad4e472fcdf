import { useTranslation } from 'react-i18next';
import type { MenuField } from '../../api/schemas/store';
import type { Message } from '../../core/types';
import type { StayBounds } from '../../core/stay-bounds';
import { joinDateRange, splitDateRange, type FieldValue, type ItemOption } from '../../core/store-order';
import { Checkbox } from '../../ui/checkbox';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';

export interface FieldInputProps {
  field: MenuField;
  value: FieldValue;
  error: Message | null;
  bounds: StayBounds;
  onChange: (value: FieldValue) => void;
}

const str = (v: FieldValue) => (v === null || v === undefined ? '' : String(v));

/** One menu field: select, number, date, date range (start and end within the stay), time, text or checkbox. */
export function MenuFieldInput({ field, value, error, bounds, onChange }: FieldInputProps) {
  const { t } = useTranslation();
  const label = <span dir="auto">{field.label || field.key}</span>;
  const errorText = error ? t(error.key, error.params) : null;
  const dateLimits = { min: bounds.min ?? undefined, max: bounds.max ?? undefined };
  const name = `field-${field.key}`;
  switch (field.type) {
    case 'select':
      return (
        <Select
          label={label}
          name={name}
          required={field.required === true}
          value={str(value)}
          placeholder={t('store:dialog.choose')}
          options={(field.options ?? []).map((o) => ({ value: o.value, label: o.label || o.value }))}
          error={errorText}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'checkbox':
      return <Checkbox label={label} name={name} checked={value === true || value === 'true'} onChange={(e) => onChange(e.target.checked)} />;
    case 'date_range': {
      const [start, end] = splitDateRange(value);
      return (
        <fieldset className="gp-store-dialog__range" aria-describedby={errorText ? `${name}-range-error` : undefined}>
          <legend className="gp-field__label">{label}</legend>
          <TextField label={t('store:dialog.startDate')} type="date" name={`${name}-start`} {...dateLimits} value={start} onChange={(e) => onChange(joinDateRange(e.target.value, end))} />
          <TextField label={t('store:dialog.endDate')} type="date" name={`${name}-end`} {...dateLimits} value={end} onChange={(e) => onChange(joinDateRange(start, e.target.value))} />
          {errorText ? (
            <p className="gp-field__error" id={`${name}-range-error`}>
              {errorText}
            </p>
          ) : null}
        </fieldset>
      );
    }
    default: {
      const type = field.type === 'number' || field.type === 'date' || field.type === 'time' ? field.type : 'text';
      return (
        <TextField
          label={label}
          type={type}
          name={name}
          required={field.required === true}
          inputMode={type === 'number' ? 'numeric' : undefined}
          min={type === 'number' ? (field.min ?? undefined) : type === 'date' ? dateLimits.min : undefined}
          max={type === 'number' ? (field.max ?? undefined) : type === 'date' ? dateLimits.max : undefined}
          hint={field.units ? <span dir="auto">{field.units}</span> : undefined}
          value={str(value)}
          error={errorText}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    }
  }
}

/** An item option without menus (e.g. number of days or hours). */
export function ItemOptionInput({ option, value, error, onChange }: { option: ItemOption; value: FieldValue; error: Message | null; onChange: (value: FieldValue) => void }) {
  const { t } = useTranslation();
  const numeric = (option.type ?? '').toLowerCase() === 'number';
  return (
    <TextField
      label={<span dir="auto">{option.label || option.key}</span>}
      type={numeric ? 'number' : 'text'}
      name={`option-${option.key}`}
      inputMode={numeric ? 'numeric' : undefined}
      min={numeric ? 1 : undefined}
      hint={option.units ? <span dir="auto">{option.units}</span> : undefined}
      value={str(value)}
      error={error ? t(error.key, error.params) : null}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
