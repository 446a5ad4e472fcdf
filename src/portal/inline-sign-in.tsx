import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import type { Locale } from '../core/locales';
import { useElement } from '../element/context';
import { href } from '../router/match';
import { useRouter } from '../router/router';
import { Loader } from '../ui/spinner';
import { InlineSignInContext } from './inline-sign-in-context';

// The sign-in screens and their texts load only when a signed-out guest is shown Sign in (prefetched once
// the prompt is on screen) or opens them: the element's first render and first catalogue stay small.
const loadScreen = () => import('./sign-in-screen');
const SignInScreen = lazy(() => loadScreen().then((m) => ({ default: m.SignInScreen })));
const prefetch = (locale: Locale) => {
  loadScreen()
    .then((m) => m.prepareSignInTexts(locale))
    // A failed prefetch is asked again, and shown with a retry, when the guest opens the screen.
    .catch(() => undefined);
};

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

    if (!signingIn) {
      return (
        <InlineSignInContext.Provider value={portalUrl ? null : prefetch}>
          <Screens />
        </InlineSignInContext.Provider>
      );
    }
    return (
      <Suspense fallback={<Loader />}>
        <SignInScreen name={route.name === 'login' ? 'login' : 'signup'} />
      </Suspense>
    );
  }
  WithInlineSignIn.displayName = `WithInlineSignIn(${Screens.displayName ?? Screens.name})`;
  return WithInlineSignIn;
}
