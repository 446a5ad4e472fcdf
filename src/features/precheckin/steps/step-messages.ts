import { useTranslation } from 'react-i18next';
import type { StepErrors } from '../step-contract';

/** The translated message for a field path, or null. */
export function useStepMessage(errors: StepErrors): (path: string) => string | null {
  const { t } = useTranslation();
  return (path) => {
    const m = errors[path];
    return m ? t(m.key, m.params ?? {}) : null;
  };
}
