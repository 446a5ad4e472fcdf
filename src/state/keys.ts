/** Resource keys in one place so loaders and invalidations agree. */
export const keys = {
  config: 'config',
  featureFlags: 'feature-flags',
  user: 'user',
  reservations: 'reservations',
  tripInfo: (code: string) => `trip-info:${code}`,
  preCheckIn: (code: string) => `pre-check-in:${code}`,
  checkoutInfo: (intentId: string) => `checkout-info:${intentId}`,
  storeItems: (code: string) => `store-items:${code}`,
  /** Every store item of the tenant (GET /api/tourist/store-items), fetched by the portal start. */
  tenantStoreItems: 'store-items',
  purchaseHistory: 'purchase-history',
  reservationBasic: (code: string) => `reservation-basic:${code}`,
  ticket: (publicId: string) => `ticket:${publicId}`,
} as const;

/** Key prefix of the pre-check-in drafts kept in localStorage (src/device-storage): the drafts and the sign-out sweep agree on it. */
export const DRAFT_STORAGE_PREFIX = 'gp-draft:';
