import { useTranslation } from 'react-i18next';
import { css } from '../styles/css';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { Button } from '../ui/button';
import type { InstallPrompt } from './use-install-prompt';

const installHintStyles = css`
  .gp-install-hint { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin: 1rem 1rem 0; padding: 0.75rem 1rem; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); }
  .gp-install-hint p { margin: 0; flex: 1 1 16rem; }
  .gp-install-hint__actions { display: flex; gap: 0.5rem; }
`;

/** "Install this portal on your phone…" with Install (the browser's own dialog) and Not now. */
// Loaded only once the browser offered an install: the portal's first render carries the listener alone.
export function InstallHint({ offer, dismiss }: InstallPrompt) {
  useAdoptedStyles(installHintStyles);
  const { t } = useTranslation();
  if (!offer) return null;
  return (
    <div className="gp-install-hint" part="install-hint">
      <p>{t('offline:installHint')}</p>
      <div className="gp-install-hint__actions">
        <Button
          size="small"
          onClick={() => {
            void offer.prompt().catch(() => undefined);
            dismiss();
          }}
        >
          {t('offline:install')}
        </Button>
        <Button size="small" variant="secondary" onClick={dismiss}>
          {t('offline:notNow')}
        </Button>
      </div>
    </div>
  );
}
