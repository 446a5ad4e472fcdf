import { NewPasswordFields } from './new-password-fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../api/endpoints/account';
import { isApiError } from '../../api/errors';
import { validatePassword, validatePasswordConfirmation } from '../../core/validation/general';
import type { Message } from '../../core/types';
import { useElement } from '../../element/context';
import { useRouter } from '../../router/router';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Link } from '../../ui/link';
import { AuthLayout } from './auth-layout';
import { useAuthForm } from './use-auth-form';

type Values = { password: string; confirmation: string };
function validate(v: Values): Partial<Record<keyof Values, Message>> {
  const out: Partial<Record<keyof Values, Message>> = {};
  const p = validatePassword(v.password);
  if (p) out.password = p;
  const c = validatePasswordConfirmation(v.password, v.confirmation);
  if (c) out.confirmation = c;
  return out;
}

/** The link of the reset e-mail: `/tourist/reset-password?token=...` → a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { runtime } = useElement();
  const { route } = useRouter();
  const token = route.query.token ?? '';
  const [done, setDone] = useState(false);
  const form = useAuthForm<Values>({ password: '', confirmation: '' }, validate);

  const submit = form.onSubmit(async (v) => {
    try {
      await resetPassword(runtime.api, { token, password: v.password });
      setDone(true);
    } catch (e) {
      if (isApiError(e) && e.code === 'invalid_token') form.setServerError(t('auth:reset.invalidToken'));
      else form.fail(e);
    }
  });

  return (
    <AuthLayout title={t('auth:reset.title')}>
      {!token ? (
        <Alert tone="error">{t('auth:reset.invalidToken')}</Alert>
      ) : done ? (
        <Alert tone="success">{t('auth:reset.done')}</Alert>
      ) : (
        <form {...form.formProps} onSubmit={(e) => void submit(e)} aria-labelledby="gp-auth-title">
          {form.serverError ? <Alert tone="error">{form.serverError}</Alert> : null}
          <NewPasswordFields passwordLabel={t('auth:reset.password')} password={form.field('password')} confirmation={form.field('confirmation')} />
          <Button type="submit" block busy={form.busy}>
            {t('auth:reset.submit')}
          </Button>
        </form>
      )}
      <p className="gp-auth__footer">
        <Link to={{ name: 'login' }}>{t('auth:forgot.backToLogin')}</Link>
      </p>
    </AuthLayout>
  );
}
