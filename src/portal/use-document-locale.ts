import { useLayoutEffect } from 'react';
import { intlLocale, isRtl } from '../core/locales';
import { useElement } from '../element/context';

/**
 * The hosted portal owns its page: the page's `<html lang>` and `dir` follow the element's locale, so
 * the browser's own UI (scrollbar side, form autofill, translation offers) and screen readers agree
 * with what the guest reads. `lang` is the BCP 47 tag (`de` for the portal's `ge`). An element embedded
 * in somebody else's page (any routing but `path`) leaves that page's attributes alone.
 */
export function useDocumentLocale(ownsPage: boolean): void {
  const { locale, host } = useElement();
  useLayoutEffect(() => {
    if (!ownsPage) return;
    const html = host.ownerDocument.documentElement;
    html.setAttribute('lang', intlLocale(locale));
    html.setAttribute('dir', isRtl(locale) ? 'rtl' : 'ltr');
  }, [ownsPage, locale, host]);
}
