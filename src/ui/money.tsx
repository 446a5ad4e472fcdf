import { formatMoney } from '../core/money';
import { intlLocale } from '../core/locales';

/**
 * An amount in minor units, formatted by Intl in the locale and currency, isolated with <bdi> so the
 * digits and symbol keep their order inside right-to-left text.
 */
export function Money({ minor, currency, locale, className }: { minor: number; currency: string | null | undefined; locale: string; className?: string }) {
  return (
    <bdi className={className} dir="ltr">
      {formatMoney(minor, currency, intlLocale(locale))}
    </bdi>
  );
}
