import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPassword } from '../../api/endpoints/account';
import { validateForgotPassword } from '../../core/validation/account';
import { useElement } from '../../element/context';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useAuthForm } from './use-auth-form';

/**
 * Forgot password: e-mail; after sending, a confirmation with a resend link. A failure keeps the
 * guest on the form and shows nothing (spec §8); the failure is only logged.
 */
export function ForgotPasswordPanel({ initialEmail = '', onBack }: { initialEmail?: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { runtime } = useElement();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resent, setResent] = useState(0);
  const [resending, setResending] = useState(false);
  const form = useAuthForm({ email: initialEmail }, (v) => validateForgotPassword(v));

  async function send(email: string): Promise<boolean> {
    try {
      await forgotPassword(runtime.api, { email });
      return true;
    } catch (e) {
      console.warn('[guest-portal] forgot-password request failed', e);
      return false;
    }
  }

  const submit = form.onSubmit(async (v) => {
    const email = v.email.trim();
    if (await send(email)) setSentTo(email);
  });

  if (sentTo !== null) {
    return (
      <div>
        <Alert tone="success">
          <p>{t('auth:forgot.sent', { email: sentTo })}</p>
          {resent > 0 ? <p>{t('auth:forgot.resent')}</p> : null}
        </Alert>
        <p className="gp-auth__intro">
          {t('auth:forgot.notReceived')}{' '}
          <button
            type="button"
            className="gp-auth__linkbutton"
            disabled={resending}
            onClick={async () => {
              setResending(true);
              if (await send(sentTo)) setResent((n) => n + 1);
              setResending(false);
            }}
          >
            {t('auth:forgot.resend')}
          </button>
        </p>
        <p className="gp-auth__footer">
          <button type="button" className="gp-auth__linkbutton" onClick={onBack}>
            {t('auth:forgot.backToLogin')}
          </button>
        </p>
      </div>
    );
  }

  return (
    <>
      <p className="gp-auth__intro">{t('auth:forgot.intro')}</p>
      <form {...form.formProps} onSubmit={(e) => void submit(e)} aria-labelledby="gp-auth-title">
        <TextField
          label={t('auth:fields.email')}
          {...form.field('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
        />
        <Button type="submit" block busy={form.busy}>
          {t('auth:forgot.submit')}
        </Button>
      </form>
      <p className="gp-auth__footer">
        <button type="button" className="gp-auth__linkbutton" onClick={onBack}>
          {t('auth:forgot.backToLogin')}
        </button>
      </p>
    </>
  );
}
