import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useElement } from '../element/context';
import { href } from '../router/match';
import { useRouter } from '../router/router';
import { Loader } from '../ui/spinner';

// Loaded only when a signed-out guest asks to sign in: the element's first render stays small.
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const SignUpPage = lazy(() => import('../features/auth/signup-page').then((m) => ({ default: m.SignUpPage })));

/**
 * The sign-in screens (login, sign-up) of a single-feature element, shown inside it when no
 * `portal-url` is set (the element spec's `inlineSignIn`): the guest signs in without leaving the host
 * page and, through `return_to`, comes back to the screen they were on.
 */
export function withInlineSignIn(Screens: ComponentType): ComponentType {
  function WithInlineSignIn() {
    const { route, navigate } = useRouter();
    const { portalUrl } = useElement();
    const signingIn = route.name === 'login' || route.name === 'signup';

    // A screen that meets a 401 later (an expired session) may send the guest to the login route
    // without a way back: the last screen shown becomes its return_to, or the login would end on a
    // route this element cannot show.
    const lastScreen = useRef<string | null>(null);
    useEffect(() => {
      if (!signingIn) lastScreen.current = href({ name: route.name, params: route.params, query: route.query });
      else if (!portalUrl && lastScreen.current && !route.query.return_to && !route.query.redirectUrl) {
        navigate({ name: route.name, query: { ...route.query, return_to: lastScreen.current } }, { replace: true });
      }
    }, [signingIn, route, navigate, portalUrl]);

    if (!signingIn) return <Screens />;
    return <Suspense fallback={<Loader />}>{route.name === 'login' ? <LoginPage /> : <SignUpPage />}</Suspense>;
  }
  WithInlineSignIn.displayName = `WithInlineSignIn(${Screens.displayName ?? Screens.name})`;
  return WithInlineSignIn;
}
