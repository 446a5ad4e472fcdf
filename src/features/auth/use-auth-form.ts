import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../core/types';
import { authErrorText } from './server-error';
import { serverFormProps } from '../../ui/server-form';

type Errors<V> = Partial<Record<Extract<keyof V, string>, Message>>;

/**
 * Form state of the sign-in screens: values stay as typed whatever fails; validation messages show
 * after the first submit and follow every edit; the server's error text is cleared when a field is
 * edited; on a failed submit the first invalid field gets focus.
 */
export function useAuthForm<V extends Record<string, string | boolean>>(initial: V, validate: (values: V) => Errors<V>) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const errors: Errors<V> = submitted ? validate(values) : {};

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerError(null);
  }, []);

  /** Translated message of a field, or null. */
  const error = (field: Extract<keyof V, string>): string | null => {
    const m = errors[field];
    return m ? t(m.key, m.params ?? {}) : null;
  };

  /** The translated text of the server's error code; its own text only for a code the SDK does not know. */
  const fail = (e: unknown) => {
    setServerError(authErrorText(e, t));
  };

  const onSubmit = (action: (values: V) => Promise<void>) => async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validate(values);
    if (Object.values(found).some(Boolean)) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    setServerError(null);
    try {
      await action(values);
    } finally {
      setBusy(false);
    }
  };

  /** Props that bind a text input to a string field: name, value, translated error and onChange. */
  const field = <K extends Extract<keyof V, string>>(name: K) => ({
    name,
    value: values[name] as string,
    error: error(name),
    onChange: (e: { target: { value: string } }) => set(name, e.target.value as V[K]),
  });

  const formProps = { ref: formRef, ...serverFormProps };
  return { values, set, error, errors, busy, serverError, setServerError, fail, onSubmit, formRef, formProps, submitted, field };
}
