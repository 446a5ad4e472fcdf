// The paths of the GETs every element may make first, shared by their endpoint functions and the
// loader, which starts them while the code downloads (src/element/descriptor.ts firstCalls): a prefetch
// is only taken when it asks exactly what the endpoint asks.

/** The tenant's configuration (src/api/endpoints/config.ts). */
export const CONFIGURATION_PATH = '/api/config';

/** The session check's query (src/api/endpoints/current-user.ts). */
export const SESSION_CHECK_QUERY = { session: 'optional' } as const;
export const SESSION_CHECK_PATH = `/api/tourist/user?session=${SESSION_CHECK_QUERY.session}`;

// The first GETs of the portal's signed-in screens, shared by their endpoint functions and the server
// render of those screens (src/portal/route-first-loads.ts), which asks the API exactly what they ask.
const segment = (code: string | number) => encodeURIComponent(String(code));

/** The guest's reservations (src/api/endpoints/reservations.ts). */
export const RESERVATIONS_PATH = '/api/tourist/reservations/';

/** A reservation's trip info (src/api/endpoints/trip-info.ts). */
export const tripInfoPath = (code: string | number) => `/api/tourist-data/${segment(code)}`;

/** A reservation's pre-check-in record (src/api/endpoints/trip-info.ts, src/api/endpoints/precheckin.ts). */
export const preCheckInPath = (code: string | number) => `/api/tourist/reservations/${segment(code)}/check-in`;

/** The store items a reservation may buy (src/api/endpoints/store.ts). */
export const storeItemsPath = (code: string | number) => `/api/tourist/reservations/${segment(code)}/store-items`;

/** The guest's purchases (src/api/endpoints/store.ts). */
export const PURCHASE_HISTORY_PATH = '/api/tourist/store-items/history';
