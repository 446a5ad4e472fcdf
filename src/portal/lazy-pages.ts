import { lazy } from 'react';

// The features' screens, loaded on demand so the portal's first chunk stays small.
export const TripsPage = lazy(() => import('../features/trips/trips-page').then((m) => ({ default: m.TripsPage })));
export const ReservationInfoPage = lazy(() => import('../features/reservation-info/reservation-info-page').then((m) => ({ default: m.ReservationInfoPage })));
export const CheckoutPage = lazy(() => import('../features/checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })));
export const PaymentIframePage = lazy(() => import('../features/payment-iframe/payment-iframe-feature').then((m) => ({ default: m.PaymentIframeFeature })));
export const SurveyPage = lazy(() => import('../features/survey/survey-page').then((m) => ({ default: m.SurveyPage })));
export const TicketPage = lazy(() => import('../features/survey/ticket-page').then((m) => ({ default: m.TicketPage })));
export const LookupPage = lazy(() => import('../features/lookup/lookup-feature').then((m) => ({ default: m.LookupFeature })));
export const StoreFeature = lazy(() => import('../features/store/store-feature').then((m) => ({ default: m.StoreFeature })));
export const PrecheckinPage = lazy(() => import('../features/precheckin/precheckin-page').then((m) => ({ default: m.PrecheckinPage })));
