import { lazy } from 'react';

// Screens built by other features, loaded on demand so the portal's first chunk stays small.
// Agreed names: `export function TripsPage()` in src/features/trips/trips-page.tsx and
// `export function ReservationInfoPage()` in src/features/reservation-info/reservation-info-page.tsx.
export const TripsPage = lazy(() => import('../trips/trips-page').then((m) => ({ default: m.TripsPage })));
export const ReservationInfoPage = lazy(() => import('../reservation-info/reservation-info-page').then((m) => ({ default: m.ReservationInfoPage })));
export const CheckoutPage = lazy(() => import('../checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })));
export const PaymentIframePage = lazy(() => import('../payment-iframe/payment-iframe-feature').then((m) => ({ default: m.PaymentIframeFeature })));
export const LookupPage = lazy(() => import('../lookup/lookup-feature').then((m) => ({ default: m.LookupFeature })));
