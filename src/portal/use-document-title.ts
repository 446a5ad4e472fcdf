import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { Configuration } from '../api/schemas/config';
import { useElement } from '../element/context';
import type { RouteName } from '../router/routes';
import { useRouter } from '../router/router';
import { keys } from '../state/keys';

/** Each route's title, reusing the screen's own heading where it has one. */
const PAGE_TITLE_KEYS: Record<RouteName, string> = {
  'tourist-portal': 'shell:nav.trips',
  'tourist-trips': 'shell:nav.trips',
  'reservation-info': 'shell:pageTitle.reservationInfo',
  'reservation-checkout': 'shell:pageTitle.checkout',
  'pre-check-in': 'shell:pageTitle.precheckin',
  'store-main': 'shell:nav.store',
  'purchase-history': 'shell:nav.purchaseHistory',
  'tourist-store': 'shell:nav.store',
  'store-checkout': 'shell:pageTitle.checkout',
  login: 'auth:login.title',
  signup: 'auth:signup.title',
  'reset-password': 'auth:reset.title',
  'standalone-checkout': 'shell:pageTitle.checkout',
  'standalone-store-checkout': 'shell:pageTitle.checkout',
  'purchase-request-success': 'shell:purchaseRequestSuccess.title',
  'payment-success': 'shell:paymentSuccess.title',
  'ticket-tracker': 'shell:pageTitle.ticket',
  survey: 'shell:pageTitle.survey',
  'hotel-lookup': 'lookup:search.title',
  'payment-iframe': 'shell:pageTitle.checkout',
  'not-found': 'shell:notFound.title',
};

/**
 * The hosted portal owns its page, so its `<title>` (the tab, the history list, what a screen reader
 * announces on load) names the screen and the company in the guest's language: 'My Trips – Sunny
 * Coast Rentals'. An element embedded in somebody else's page leaves that page's title alone.
 */
export function useDocumentTitle(ownsPage: boolean): void {
  const { t } = useTranslation();
  const { host, runtime } = useElement();
  const { route } = useRouter();
  const company = useStore(runtime.resources, (s) => (s.entries[keys.config]?.data as Configuration | undefined)?.company_name?.trim());
  const title = t('shell:pageTitle.format', { page: t(PAGE_TITLE_KEYS[route.name]), site: company || t('shell:pageTitle.site') });
  useLayoutEffect(() => {
    if (ownsPage) setPageTitle(host.ownerDocument, title);
  }, [ownsPage, title, host]);
}

function setPageTitle(doc: Document, title: string): void {
  doc.title = title;
}
