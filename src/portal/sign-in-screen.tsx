import signInCatalogues from 'gp-locale-loaders:sign-in';
import type { Locale } from '../core/locales';
import { useElement } from '../element/context';
import { ElementFallback } from '../element/element-fallback';
import { LoginPage } from '../features/auth/login-page';
import { SignUpPage } from '../features/auth/signup-page';
import { ensureLocale } from '../i18n/i18n';
import { useCatalogue } from '../ui/use-catalogue';
import { Loader } from '../ui/spinner';

/**
 * The inline sign-in's screens with their texts (the catalogue bundle `sign-in`), one lazy part of the
 * elements with inline sign-in: neither the screens nor their texts are in an element's first render.
 */
export function SignInScreen({ name }: { name: 'login' | 'signup' }) {
  const { locale } = useElement();
  const texts = useCatalogue(signInCatalogues, locale);
  if (texts.status === 'failed') return <ElementFallback offline onRetry={texts.retry} />;
  if (texts.status === 'loading') return <Loader />;
  return name === 'login' ? <LoginPage /> : <SignUpPage />;
}

/** Starts loading the sign-in texts of a locale ahead of a likely sign-in (once per page and locale). */
export function prepareSignInTexts(locale: Locale): Promise<void> {
  return ensureLocale(locale, signInCatalogues);
}
