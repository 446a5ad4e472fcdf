// The paths of the GETs an element makes first, shared by their endpoint functions and the loader,
// which starts them while the code downloads (src/element/tags.ts firstCalls): a prefetch is only taken
// when it asks exactly what the endpoint asks.

/** The session check's query (src/api/endpoints/current-user.ts). */
export const SESSION_CHECK_QUERY = { session: 'optional' } as const;
export const SESSION_CHECK_PATH = `/api/tourist/user?session=${SESSION_CHECK_QUERY.session}`;

/** The survey's reservation (src/api/endpoints/feedback.ts). */
export const reservationBasicPath = (confirmationCode: string): string => `/api/reservations/${encodeURIComponent(confirmationCode)}/basic`;
