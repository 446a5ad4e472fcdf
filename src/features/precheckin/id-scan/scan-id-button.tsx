import idScanCatalogues from 'gp-locale-loaders:id-scan';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewedScan } from '../../../core/id-scan/scan-fill';
import { useElement } from '../../../element/context';
import { ensureLocale } from '../../../i18n/i18n';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';

// The dialog with its texts (catalogue bundle `id-scan`), and behind it the OCR (its own chunk, with
// worker, core and model from dist/ocr/), download only when the guest asks for a scan: nothing of it is
// in an element's first download.
const ScanIdDialog = lazy(() => import('./scan-id-dialog').then((m) => ({ default: m.ScanIdDialog })));

export interface ScanIdButtonProps {
  /** The name already in the form, asked before it is replaced; null where the scan fills no name. */
  typedName: string | null;
  onApply(reviewed: ReviewedScan, replaceName: boolean): void;
  disabled?: boolean;
}

/** "Scan ID" next to identity fields. */
export function ScanIdButton({ typedName, onApply, disabled }: ScanIdButtonProps) {
  const { t } = useTranslation(['contact', 'common']);
  const { locale } = useElement();
  const [state, setState] = useState<'closed' | 'loading' | 'open' | 'failed'>('closed');
  const open = () => {
    // Not `busy` (that disables the button, and focus would not return to it when the dialog closes).
    if (state === 'loading') return;
    setState('loading');
    ensureLocale(locale, idScanCatalogues).then(
      () => setState('open'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <Button variant="secondary" size="small" disabled={disabled} aria-busy={state === 'loading' || undefined} onClick={open} data-scan-id="">
        {t('idScan.open')}
      </Button>
      {state === 'failed' ? <Alert tone="error">{t('common:errors.catalogue')}</Alert> : null}
      {state === 'open' ? (
        <Suspense fallback={null}>
          <ScanIdDialog typedName={typedName} onApply={onApply} onClose={() => setState('closed')} />
        </Suspense>
      ) : null}
    </>
  );
}
