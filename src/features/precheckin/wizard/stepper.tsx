import { useTranslation } from 'react-i18next';
import type { WizardStep } from '../../../core/precheckin-steps';

/** Numbered steps; the current one carries aria-current="step" (the guest always knows where they are). */
export function Stepper({ steps, current }: { steps: readonly WizardStep[]; current: number }) {
  const { t } = useTranslation();
  const position = steps.findIndex((s) => s.number === current);
  return (
    <nav className="gp-stepper" aria-label={t('precheckin:stepper.label')} part="stepper">
      <p className="gp-visually-hidden">{t('precheckin:stepper.position', { n: position + 1, total: steps.length })}</p>
      <ol className="gp-stepper__list">
        {steps.map((s, i) => {
          const state = s.number === current ? 'current' : i < position ? 'done' : 'todo';
          return (
            <li key={s.id} className={`gp-stepper__item gp-stepper__item--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="gp-stepper__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="gp-stepper__name">{t(s.labelKey)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
