import { useTranslation } from 'react-i18next';
import type { StepErrors } from '../step-contract';

/** The translated message of a field path ('guests_details.0.full_name'), or null when it has none. */
export function useGuestErrorText(errors: StepErrors): (path: string) => string | null {
  const { t } = useTranslation();
  return (path) => {
    const m = errors[path];
    return m ? t(m.key, m.params ?? {}) : null;
  };
}
