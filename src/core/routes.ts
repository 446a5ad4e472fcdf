/** The route table of spec section 2, as data. `:name?` marks an optional segment. */
export const ROUTES = [
  { name: 'tourist-portal', path: '/tourist' },
  { name: 'tourist-trips', path: '/tourist/trips' },
  { name: 'reservation-info', path: '/tourist/trips/:id/info' },
  { name: 'reservation-checkout', path: '/tourist/trips/:id/checkout/:intentId' },
  { name: 'pre-check-in', path: '/tourist/trips/:id/:step?' },
  { name: 'store-main', path: '/tourist/store' },
  { name: 'purchase-history', path: '/tourist/store/history' },
  { name: 'tourist-store', path: '/tourist/store/reservation/:id' },
  { name: 'store-checkout', path: '/tourist/store/checkout/:id' },
  { name: 'login', path: '/tourist/login' },
  { name: 'signup', path: '/tourist/signup' },
  { name: 'reset-password', path: '/tourist/reset-password' },
  { name: 'standalone-checkout', path: '/checkout/:intentId' },
  { name: 'standalone-store-checkout', path: '/store-checkout/:id' },
  { name: 'purchase-request-success', path: '/purchase-request-success' },
  { name: 'payment-success', path: '/payment-success' },
  { name: 'ticket-tracker', path: '/tourist-lt/:id' },
  { name: 'survey', path: '/reservations/:id/survey' },
  { name: 'hotel-lookup', path: '/search' },
  { name: 'payment-iframe', path: '/payment-iframe' },
] as const;

export type RouteName = (typeof ROUTES)[number]['name'] | 'not-found';
export const HOME_PATH = '/tourist';
