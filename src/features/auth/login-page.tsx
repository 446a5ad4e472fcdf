import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../api/endpoints/account';
import { isLocale } from '../../core/locales';
import { validateLogin } from '../../core/validation/account';
import { useElement } from '../../element/context';
import { useRouter } from '../../router/router';
import { useResourceOf } from '../../element/use-element-resource';
import { Alert } from '../../ui/alert';
import { ServerText } from '../../ui/bidi';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Link } from '../../ui/link';
import { PasswordField, TextField } from '../../ui/text-field';
import { AuthLayout } from './auth-layout';
import { ForgotPasswordPanel } from './forgot-password-panel';
import { useCompleteSignIn, useSignInDestination, wantsToken } from './session';
import { useAuthForm } from './use-auth-form';
import { sessionResource } from '../../shared/resources/session';

/** Query `status=not_authorized`: the portal sent the guest here after a 401; skip the signed-in check. */
export const NOT_AUTHORIZED = 'not_authorized';

/**
 * Login ('Portal login'): e-mail, password, Remember me, Forgot Password. A guest who is already
 * signed in goes to the trips list (unless `status=not_authorized`); success goes to the trips list
 * flagged `afterLogin=1`. Query `redirectUrl` / `return_to` (the hand-off from an embedded element)
 * send the guest back there instead when allowed; `lng` sets the locale of a guest who chose none.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { runtime, setLocale } = useElement();
  const { route } = useRouter();
  const [view, setView] = useState<'login' | 'forgot'>(route.query.view === 'forgot' ? 'forgot' : 'login');
  const skipCheck = route.query.status === NOT_AUTHORIZED;
  const current = useResourceOf(skipCheck ? null : sessionResource);
  const completeSignIn = useCompleteSignIn();
  const goOn = useSignInDestination();
  const form = useAuthForm<{ email: string; password: string; remember: boolean }>({ email: '', password: '', remember: false }, (v) => validateLogin({ email: v.email, password: v.password }));

  // Set once this page signs the guest in: from then on the user resource is ours, not a prior session.
  const signedInHere = useRef(false);
  const destinations = [route.query.redirectUrl, route.query.return_to];
  useEffect(() => {
    if (!skipCheck && !signedInHere.current && current.status === 'ready' && current.data) void goOn(destinations, 'list');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- destinations come from the route, read when the check settles
  }, [skipCheck, current.status, current.data, goOn]);

  // The hand-off from an embedded element carries its locale (`lng`): the hosted page speaks it too.
  const handedLocale = route.query.lng;
  useEffect(() => {
    if (isLocale(handedLocale) && !runtime.prefs.getState().locale) setLocale(handedLocale);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per hand-off
  }, [handedLocale]);

  const submit = form.onSubmit(async (v) => {
    try {
      const res = await login(runtime.api, { email: v.email.trim(), password: v.password, remember: v.remember || undefined, token: wantsToken(runtime) });
      signedInHere.current = true;
      completeSignIn(res.user, res.token);
      await goOn(destinations);
    } catch (e) {
      form.fail(e);
    }
  });

  if (view === 'forgot') {
    return (
      <AuthLayout title={t('auth:forgot.title')}>
        <ForgotPasswordPanel initialEmail={form.values.email} onBack={() => setView('login')} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth:login.title')}>
      <form {...form.formProps} onSubmit={(e) => void submit(e)} aria-labelledby="gp-auth-title">
        <VerificationNotice outcome={route.query.verification} />
        {form.serverError ? (
          <Alert tone="error">
            <ServerText>{form.serverError}</ServerText>
          </Alert>
        ) : null}
        <TextField
          label={t('auth:fields.email')}
          {...form.field('email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          dir="ltr"
          required
        />
        <PasswordField
          label={t('auth:fields.password')}
          {...form.field('password')}
          autoComplete="current-password"
          required
        />
        <div className="gp-auth__row">
          <Checkbox label={t('auth:login.remember')} name="remember" checked={form.values.remember} onChange={(e) => form.set('remember', e.target.checked)} />
          <button type="button" className="gp-auth__linkbutton" onClick={() => setView('forgot')}>
            {t('auth:login.forgot')}
          </button>
        </div>
        <Button type="submit" block busy={form.busy}>
          {t('auth:login.submit')}
        </Button>
      </form>
      <p className="gp-auth__footer">
        {t('auth:login.noAccount')} <Link to={{ name: 'signup', query: pickQuery(route.query, ['externalCheckout', 'logo', 'g']) }}>{t('auth:login.signUp')}</Link>
      </p>
    </AuthLayout>
  );
}

/** The e-mail verification link lands here with `verification=done|invalid` (server redirect): say which. */
function VerificationNotice({ outcome }: { outcome: string | undefined }) {
  const { t } = useTranslation();
  if (outcome === 'done') return <Alert tone="success">{t('auth:login.verified')}</Alert>;
  if (outcome === 'invalid') return <Alert tone="error">{t('auth:login.verificationInvalid')}</Alert>;
  return null;
}

/** Carries the given query parameters over to another screen. */
export function pickQuery(query: Record<string, string>, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of names) if (query[n] !== undefined) out[n] = query[n]!;
  return out;
}
