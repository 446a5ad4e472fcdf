import { useCallback, useRef, useState, type FormEvent } from 'react';
import { validateLookup } from '../../core/validation/lookup';

export type LookupField = 'confirmationCode' | 'lastName';
export type LookupValues = Record<LookupField, string>;

const EMPTY: LookupValues = { confirmationCode: '', lastName: '' };

/**
 * The two fields of both lookups. Spec section 5: an empty field shows its message on submit and
 * typing clears it (a field's message is dropped on its first edit and only comes back with the next
 * submit); any edit also clears the failure of the last lookup. Values survive every failure; only
 * `clear()` empties them (the gate-code reset).
 */
export function useLookupForm(submit: (values: LookupValues) => Promise<void>) {
  const [values, setValues] = useState<LookupValues>(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validateLookup>>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busyRef = useRef(false);

  const onChange = useCallback((field: LookupField, value: string, onEdit?: () => void) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    onEdit?.();
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    const found = validateLookup(values);
    setErrors(found);
    if (found.confirmationCode || found.lastName) {
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${found.confirmationCode ? 'confirmationCode' : 'lastName'}"]`)?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      await submit({ confirmationCode: values.confirmationCode.trim(), lastName: values.lastName.trim() });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const clear = useCallback(() => {
    setValues(EMPTY);
    setErrors({});
  }, []);

  return { values, errors, busy, formRef, onChange, onSubmit, clear };
}
