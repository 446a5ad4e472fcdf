// The paths of the GETs every element may make first, shared by their endpoint functions and the
// loader, which starts them while the code downloads (src/element/descriptor.ts firstCalls): a prefetch
// is only taken when it asks exactly what the endpoint asks.

/** The tenant's configuration (src/api/endpoints/config.ts). */
export const CONFIGURATION_PATH = '/api/config';

/** The session check's query (src/api/endpoints/current-user.ts). */
export const SESSION_CHECK_QUERY = { session: 'optional' } as const;
export const SESSION_CHECK_PATH = `/api/tourist/user?session=${SESSION_CHECK_QUERY.session}`;

/** The guest's reservations (src/api/endpoints/reservations.ts): My Trips' list, in its server render too. */
export const RESERVATIONS_PATH = '/api/tourist/reservations/';
