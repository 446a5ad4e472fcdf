import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useElement } from '../element/context';
import { useSession } from './use-session';
import { href } from '../router/match';
import { useRouter } from '../router/router';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Loader } from '../ui/spinner';
import { signInGateStyles } from './sign-in-gate.styles';

// Loaded only when a signed-out guest asks to sign in: the element's first render stays small.
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const SignUpPage = lazy(() => import('../features/auth/signup-page').then((m) => ({ default: m.SignUpPage })));

/** What a signed-out guest sees in place of the element's screens: why, and a way to sign in. */
function SignInPrompt({ messageKey }: { messageKey: string }) {
  useAdoptedStyles(signInGateStyles);
  const { t } = useTranslation();
  const { route, navigate } = useRouter();
  const { portalUrl } = useElement();
  // The way back after an inline sign-in: the screen the guest is on (a route of this element). With
  // portal-url the root's hand-off sets return_to to the host page itself.
  const returnTo = href({ name: route.name, params: route.params, query: route.query });
  return (
    // A short state: the element keeps its reserved box meanwhile (data-gp-reserve), so nothing below moves.
    <div className="gp-sign-in-prompt" data-gp-reserve="">
      <Alert tone="info">{t(messageKey)}</Alert>
      <Button onClick={() => navigate({ name: 'login', query: { status: 'not_authorized', ...(portalUrl ? {} : { return_to: returnTo }) } })}>
        {t('auth:gate.signIn')}
      </Button>
    </div>
  );
}

/**
 * A single-feature element that needs a session (`<guest-trips>`, `<guest-store>`, `<guest-checkout>`,
 * `<guest-precheckin>`). The session is checked first (`useSession`: no failed request when signed
 * out); a signed-out guest sees `messageKey` and Sign in, never the feature's failing calls. Sign in
 * opens the login inside the element when no `portal-url` is set (the element lists login and sign-up
 * as its own routes: `inlineSignIn`) and comes back to the screen the guest was on once signed in;
 * with `portal-url` the root hands off to the hosted login with `return_to` and the locale.
 * `isPublic` names attribute sets that need no session (the feature then shows at once).
 */
export function withSignInGate(
  Feature: ComponentType,
  messageKey: string,
  options: { isPublic?: (attrs: Record<string, string | undefined>) => boolean } = {},
): ComponentType {
  function SignInGate() {
    const { route, navigate } = useRouter();
    const { attrs, portalUrl } = useElement();
    // An element configured for a use without session (e.g. the checkout's iframe mode) asks for none.
    const open = options.isPublic?.(attrs) ?? false;
    const session = useSession(!open);
    const signingIn = route.name === 'login' || route.name === 'signup';

    // A screen that meets a 401 later (an expired session) sends the guest to the login route without a
    // way back: the last screen shown becomes its return_to, or the login would end on a route this
    // element cannot show.
    const lastScreen = useRef<string | null>(null);
    useEffect(() => {
      if (!signingIn) lastScreen.current = href({ name: route.name, params: route.params, query: route.query });
      else if (!portalUrl && lastScreen.current && !route.query.return_to && !route.query.redirectUrl) {
        navigate({ name: route.name, query: { ...route.query, return_to: lastScreen.current } }, { replace: true });
      }
    }, [signingIn, route, navigate, portalUrl]);

    if (open) return <Feature />;
    if (signingIn) {
      return <Suspense fallback={<Loader />}>{route.name === 'login' ? <LoginPage /> : <SignUpPage />}</Suspense>;
    }
    if (session === 'checking') return <Loader />;
    if (session === 'signed-out') return <SignInPrompt messageKey={messageKey} />;
    return <Feature />;
  }
  SignInGate.displayName = `SignInGate(${Feature.displayName ?? Feature.name})`;
  return SignInGate;
}
