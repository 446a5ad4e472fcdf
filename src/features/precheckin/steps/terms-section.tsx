import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog } from '../../../ui/dialog';
import { LazySafeHtml } from '../../../ui/lazy-safe-html';
import type { StepProps } from '../step-contract';

// signature_pad downloads with this field, i.e. only when the contact step opens.
const SignatureField = lazy(() => import('../signature/signature-field').then((m) => ({ default: m.SignatureField })));

/** The terms (read in a dialog of sanitised server HTML), their acknowledgement, and the signature. */
export function TermsSection({ draft, update, ctx, message }: Pick<StepProps, 'draft' | 'update' | 'ctx'> & { message: (path: string) => string | null }) {
  const { t } = useTranslation('contact');
  const [open, setOpen] = useState(false);
  const terms = ctx.record.terms_of_use?.trim();
  const accept = (accepted: boolean) => update((d) => ({ ...d, terms_accepted: accepted }));
  return (
    <fieldset className="gp-contact__section">
      <legend className="gp-contact__legend">{t('sections.terms')}</legend>
      {terms ? (
        <p>
          <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
            {t('terms.read')}
          </Button>
        </p>
      ) : null}
      <Checkbox
        name="terms_accepted"
        label={t('terms.accept')}
        required
        checked={draft.terms_accepted === true}
        error={message('terms_accepted')}
        onChange={(e) => accept(e.target.checked)}
      />
      <Suspense fallback={null}>
        <SignatureField
          value={draft.terms_signature_image}
          required={ctx.settings.require_signature === true}
          error={message('terms_signature_image')}
          onChange={(image) => update((d) => ({ ...d, terms_signature_image: image }))}
        />
      </Suspense>
      {terms ? (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title={t('terms.title')}
          part="terms-dialog"
          footer={
            <Button
              onClick={() => {
                accept(true);
                setOpen(false);
              }}
            >
              {t('terms.acknowledge')}
            </Button>
          }
        >
          <LazySafeHtml html={terms} className="gp-contact__terms" />
        </Dialog>
      ) : null}
    </fieldset>
  );
}
