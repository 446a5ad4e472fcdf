import type { ReactNode } from 'react';
import type { RouteName } from '../router/routes';
import { LoginPage } from '../features/auth/login-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { SignUpPage } from '../features/auth/signup-page';
import { NotFoundPage } from '../shared/screens/not-found-page';
import { CheckoutPage, LookupPage, PaymentIframePage, PrecheckinPage, ReservationInfoPage, StoreFeature, SurveyPage, TicketPage, TripsPage } from './lazy-pages';
import { PaymentSuccessPage, PurchaseRequestSuccessPage } from '../shared/screens/success-pages';

/** Routes shown without the shell and without a signed-in user. */
export const PUBLIC_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'login',
  'signup',
  'reset-password',
  'payment-success',
  'purchase-request-success',
  'hotel-lookup',
  'payment-iframe',
  'survey',
  'ticket-tracker',
  'standalone-checkout',
  'standalone-store-checkout',
  'not-found',
]);

/**
 * What each route renders. Screens still being built by their features show the Placeholder until
 * they land (replace the entry with the feature's page component).
 */
export function renderRoute(name: RouteName): ReactNode {
  switch (name) {
    case 'login':
      return <LoginPage />;
    case 'signup':
      return <SignUpPage />;
    case 'reset-password':
      return <ResetPasswordPage />;
    case 'tourist-portal':
    case 'tourist-trips':
      return <TripsPage />;
    case 'reservation-info':
      return <ReservationInfoPage />;
    case 'payment-success':
      return <PaymentSuccessPage />;
    case 'purchase-request-success':
      return <PurchaseRequestSuccessPage />;
    case 'pre-check-in':
      return <PrecheckinPage />;
    case 'reservation-checkout':
    case 'standalone-checkout':
    case 'store-checkout':
    case 'standalone-store-checkout':
      return <CheckoutPage />;
    case 'store-main':
    case 'tourist-store':
    case 'purchase-history':
      return <StoreFeature />;
    case 'survey':
      return <SurveyPage />;
    case 'ticket-tracker':
      return <TicketPage />;
    case 'hotel-lookup':
      return <LookupPage />;
    case 'payment-iframe':
      return <PaymentIframePage />;
    case 'not-found':
      return <NotFoundPage />;
  }
}
