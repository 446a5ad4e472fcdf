import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewedScan } from '../../../core/id-scan/scan-fill';
import { Button } from '../../../ui/button';

// The dialog, and behind it the OCR (its own chunk, with worker, core and model from dist/ocr/),
// download only when the guest asks for a scan: nothing of it is in the element's first download.
const ScanIdDialog = lazy(() => import('./scan-id-dialog').then((m) => ({ default: m.ScanIdDialog })));

export interface ScanIdButtonProps {
  /** The name already in the form, asked before it is replaced; null where the scan fills no name. */
  typedName: string | null;
  onApply(reviewed: ReviewedScan, replaceName: boolean): void;
  disabled?: boolean;
}

/** "Scan ID" next to identity fields. */
export function ScanIdButton({ typedName, onApply, disabled }: ScanIdButtonProps) {
  const { t } = useTranslation('contact');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="small" disabled={disabled} onClick={() => setOpen(true)} data-scan-id="">
        {t('idScan.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ScanIdDialog typedName={typedName} onApply={onApply} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
