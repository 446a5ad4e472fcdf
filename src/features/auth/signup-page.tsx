import { NewPasswordFields } from './new-password-fields';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signup } from '../../api/endpoints/account';
import { validateSignUp } from '../../core/validation/account';
import { useElement } from '../../element/context';
import { useRouter } from '../../router/router';
import { ServerText } from '../../ui/bidi';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Link } from '../../ui/link';
import { TextField } from '../../ui/text-field';
import { AuthLayout, safeImageUrl } from './auth-layout';
import { pickQuery } from './login-page';
import { useCompleteSignIn, useSignInDestination, wantsToken } from './session';
import { useAuthForm } from './use-auth-form';

/** `fullName=Ann Lee Smith` → first "Ann", last "Lee Smith". */
export function splitFullName(fullName: string | undefined): { firstName: string; lastName: string } {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/**
 * Sign-up ('Portal sign-up'): first and last name, e-mail, password, confirmation. Query: `fullName`
 * prefills the names, `logo` shows that logo (http(s) only), `g` is sent as gId, `externalCheckout`
 * is passed on, `redirectUrl` is a fallback destination. Success goes to the server's redirectUrl
 * (else the query's) when it is allowed, otherwise to the trips list.
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const { runtime } = useElement();
  const { route } = useRouter();
  const q = route.query;
  const completeSignIn = useCompleteSignIn();
  const goOn = useSignInDestination();
  const prefill = useMemo(() => splitFullName(q.fullName), [q.fullName]);
  const externalCheckout = q.externalCheckout === 'true' || q.externalCheckout === '1';
  const form = useAuthForm({ firstName: prefill.firstName, lastName: prefill.lastName, email: '', password: '', confirmation: '' }, (v) => validateSignUp(v));
  // The server signs nobody in until the address is confirmed: then the form gives way to this notice.
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.onSubmit(async (v) => {
    let res;
    try {
      res = await signup(runtime.api, {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email: v.email.trim(),
        password: v.password,
        gId: q.g || undefined,
        externalCheckout: externalCheckout || undefined,
        token: wantsToken(runtime),
      });
    } catch (e) {
      form.fail(e);
      return;
    }
    if (!res.user) {
      setSentTo(v.email.trim());
      return;
    }
    completeSignIn(res.user, res.token);
    await goOn([res.redirectUrl, q.redirectUrl, q.return_to]);
  });

  if (sentTo !== null) {
    return (
      <AuthLayout title={t('auth:signup.title')} logoUrl={safeImageUrl(q.logo)}>
        <Alert tone="success">
          {t('auth:signup.checkEmail', { email: '\u2068' + sentTo + '\u2069' })}
        </Alert>
        <p className="gp-auth__footer">
          <Link to={{ name: 'login', query: pickQuery(q, ['externalCheckout']) }}>{t('auth:signup.logIn')}</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth:signup.title')} logoUrl={safeImageUrl(q.logo)}>
      <form {...form.formProps} onSubmit={(e) => void submit(e)} aria-labelledby="gp-auth-title">
        {form.serverError ? (
          <Alert tone="error">
            <ServerText>{form.serverError}</ServerText>
          </Alert>
        ) : null}
        <div className="gp-auth__names">
          <TextField
            label={t('auth:fields.firstName')}
            {...form.field('firstName')}
            autoComplete="given-name"
            required
            maxLength={60}
          />
          <TextField
            label={t('auth:fields.lastName')}
            {...form.field('lastName')}
            autoComplete="family-name"
            required
            maxLength={60}
          />
        </div>
        <TextField
          label={t('auth:fields.email')}
          {...form.field('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
        />
        <NewPasswordFields passwordLabel={t('auth:fields.password')} password={form.field('password')} confirmation={form.field('confirmation')} />
        <Button type="submit" block busy={form.busy}>
          {t('auth:signup.submit')}
        </Button>
      </form>
      <p className="gp-auth__footer">
        {t('auth:signup.haveAccount')} <Link to={{ name: 'login', query: pickQuery(q, ['externalCheckout']) }}>{t('auth:signup.logIn')}</Link>
      </p>
    </AuthLayout>
  );
}
