import { lazy } from 'react';

// Screens built by other features, loaded on demand so the portal's first chunk stays small.
// Agreed names: `export function TripsPage()` in src/features/trips/trips-page.tsx and
// `export function ReservationInfoPage()` in src/features/reservation-info/reservation-info-page.tsx.
export const TripsPage = lazy(() => import('../features/trips/trips-page').then((m) => ({ default: m.TripsPage })));
export const ReservationInfoPage = lazy(() => import('../features/reservation-info/reservation-info-page').then((m) => ({ default: m.ReservationInfoPage })));
export const CheckoutPage = lazy(() => import('../features/checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })));
export const PaymentIframePage = lazy(() => import('../features/payment-iframe/payment-iframe-feature').then((m) => ({ default: m.PaymentIframeFeature })));
export const StoreFeature = lazy(() => import('../features/store/store-feature').then((m) => ({ default: m.StoreFeature })));
