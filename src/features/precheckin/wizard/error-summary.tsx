import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../core/types';
import { useAdoptedStyles } from '../../../styles/use-adopted-styles';
import { alertStyles } from '../../../ui/alert.styles';

/**
 * What keeps the guest on this step, announced once when Next is refused. Focus goes to the first
 * invalid field; the summary takes it when the step marks none.
 */
export function ErrorSummary({ messages, summaryRef }: { messages: readonly Message[]; summaryRef: RefObject<HTMLDivElement | null> }) {
  useAdoptedStyles(alertStyles);
  const { t } = useTranslation();
  const texts = [...new Set(messages.map((m) => t(m.key, m.params ?? {})))];
  return (
    <div ref={summaryRef} role="alert" tabIndex={-1} className="gp-alert gp-alert--error gp-wizard__summary" part="error-summary">
      <div className="gp-alert__body">
        <p className="gp-wizard__summary-title">{t('precheckin:errors.summary')}</p>
        <ul className="gp-wizard__summary-list">
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
