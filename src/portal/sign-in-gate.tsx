import { useContext, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useElement } from '../element/context';
import { href } from '../router/match';
import { useRouter } from '../router/router';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Loader } from '../ui/spinner';
import { InlineSignInContext } from './inline-sign-in-context';
import { signInGateStyles } from './sign-in-gate.styles';
import { useSession } from './use-session';

/** What a signed-out guest sees in place of the element's screens: why, and a way to sign in. */
function SignInPrompt({ messageKey }: { messageKey: string }) {
  useAdoptedStyles(signInGateStyles);
  const { t } = useTranslation();
  const { route, navigate } = useRouter();
  const { portalUrl, locale } = useElement();
  // Sign in is the likely next step: its screens and texts download now, after this prompt is painted.
  const prefetchSignIn = useContext(InlineSignInContext);
  useEffect(() => prefetchSignIn?.(locale), [prefetchSignIn, locale]);
  // The way back after a sign-in inside the element: the screen the guest is on. With portal-url the
  // root's hand-off sets return_to to the host page itself.
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
 * goes to the login route: shown inside the element where it has inline sign-in (`withInlineSignIn`)
 * and no `portal-url`, handed off to the hosted login (with `return_to` and the locale) with
 * `portal-url`, else announced to the host (`gp-navigate`). `isPublic` names attribute sets that need
 * no session (the feature then shows at once).
 */
export function withSignInGate(
  Feature: ComponentType,
  messageKey: string,
  options: { isPublic?: (attrs: Record<string, string | undefined>) => boolean } = {},
): ComponentType {
  function SignInGate() {
    const { attrs } = useElement();
    // An element configured for a use without session (e.g. the checkout's iframe mode) asks for none.
    const open = options.isPublic?.(attrs) ?? false;
    const session = useSession(!open);
    if (open) return <Feature />;
    if (session === 'checking') return <Loader />;
    if (session === 'signed-out') return <SignInPrompt messageKey={messageKey} />;
    return <Feature />;
  }
  SignInGate.displayName = `SignInGate(${Feature.displayName ?? Feature.name})`;
  return SignInGate;
}
