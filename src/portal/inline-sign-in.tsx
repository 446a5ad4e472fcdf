import type { ComponentType } from 'react';
import { LoginPage } from '../features/auth/login-page';
import { SignUpPage } from '../features/auth/signup-page';
import { useRouter } from '../router/router';

/**
 * A single-feature element that needs a session, plus the sign-in screens it shows itself when no
 * `portal-url` is set (spec `inlineSignIn`): the guest signs in without leaving the host page.
 */
export function withInlineSignIn(Feature: ComponentType): ComponentType {
  function WithInlineSignIn() {
    const { route } = useRouter();
    if (route.name === 'login') return <LoginPage />;
    if (route.name === 'signup') return <SignUpPage />;
    return <Feature />;
  }
  WithInlineSignIn.displayName = `WithInlineSignIn(${Feature.displayName ?? Feature.name})`;
  return WithInlineSignIn;
}
