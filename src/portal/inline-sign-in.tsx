import { lazy, Suspense, type ComponentType } from 'react';
import { useRouter } from '../router/router';
import { Loader } from '../ui/spinner';

// Loaded only when a signed-out guest asks to sign in: the element's first render stays small.
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const SignUpPage = lazy(() => import('../features/auth/signup-page').then((m) => ({ default: m.SignUpPage })));

/**
 * A single-feature element that needs a session, plus the sign-in screens it shows itself when no
 * `portal-url` is set (spec `inlineSignIn`): the guest signs in without leaving the host page.
 */
export function withInlineSignIn(Feature: ComponentType): ComponentType {
  function WithInlineSignIn() {
    const { route } = useRouter();
    if (route.name !== 'login' && route.name !== 'signup') return <Feature />;
    return <Suspense fallback={<Loader />}>{route.name === 'login' ? <LoginPage /> : <SignUpPage />}</Suspense>;
  }
  WithInlineSignIn.displayName = `WithInlineSignIn(${Feature.displayName ?? Feature.name})`;
  return WithInlineSignIn;
}
