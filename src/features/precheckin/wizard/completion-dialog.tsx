import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

/** Reading B: 'Digital registration completed!' with OK, shown after the last step is saved; OK goes on. */
export function CompletionDialog({ open, onOk }: { open: boolean; onOk(): void }) {
  const { t } = useTranslation();
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onOk}
      title={t('precheckin:completed.title')}
      hideClose
      closeOnBackdrop={false}
      initialFocusRef={ok}
      part="completion-dialog"
      footer={
        <Button ref={ok} onClick={onOk}>
          {t('common:actions.ok')}
        </Button>
      }
    >
      <p>{t('precheckin:completed.message')}</p>
    </Dialog>
  );
}
