import { useTranslation } from 'react-i18next';
import { LocaleSwitcher } from '../../shared/locale-switcher/locale-switcher';

/** The survey's and ticket tracker's header: the tenant's logo (or its name) and the locale changer. */
export function BrandHeader({ logoUrl, company }: { logoUrl: string | null | undefined; company: string | null | undefined }) {
  const { t } = useTranslation();
  const name = company?.trim() || null;
  return (
    <header className="gp-feedback__header" part="header">
      {logoUrl ? (
        <img className="gp-feedback__logo" src={logoUrl} alt={name ?? t('survey:header.logo')} part="logo" />
      ) : name ? (
        <span className="gp-feedback__company" dir="auto">
          {name}
        </span>
      ) : (
        <span />
      )}
      <LocaleSwitcher />
    </header>
  );
}
