import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { httpUrl } from '../../core/url-safety';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { LocaleSwitcher } from '../../shared/locale-switcher/locale-switcher';
import { authStyles } from './auth.styles';
import { useConfiguration } from '../../element/config-resource';

/** Only absolute http(s) URLs reach an <img src> from a query string or the server. */
export const safeImageUrl = httpUrl;

/**
 * The card every sign-in screen sits in: locale switcher, tenant logo (or an override), title, content.
 * A signed-out guest has no top bar, so the switcher sits on the card itself.
 */
export function AuthLayout({ title, logoUrl, children }: { title: string; logoUrl?: string | null; children: ReactNode }) {
  useAdoptedStyles(authStyles);
  const { t } = useTranslation();
  const config = useConfiguration();
  const logo = safeImageUrl(logoUrl) ?? safeImageUrl(config.data?.logo_url);
  const company = config.data?.company_name;
  return (
    <div className="gp-auth" part="auth">
      <section className="gp-auth__card" part="auth-card" aria-labelledby="gp-auth-title">
        <div className="gp-auth__locale">
          <LocaleSwitcher id="gp-auth-locale" />
        </div>
        {logo ? <img className="gp-auth__logo" src={logo} alt={company ? t('shell:logoAlt', { company }) : t('auth:logoAlt')} width="192" height="64" /> : null}
        <h1 className="gp-auth__title" id="gp-auth-title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
