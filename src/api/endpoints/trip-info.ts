// Calls of the reservation info page. Kept apart from endpoints/reservations.ts so the trips list
// (and the <guest-trips> bundle) does not carry the info page's schemas.
import type { ApiClient } from '../client';
import { OrderCreatedSchema, PreCheckInSummarySchema, StoreItemEntryLiteListSchema, TripInfoSchema } from '../schemas/trip-info';

type Opts = { signal?: AbortSignal };
const enc = (c: string | number) => encodeURIComponent(String(c));

/**
 * GET /api/tourist-data/{code} — trip info (resource key `keys.tripInfo(code)`). 402 `not_paid` /
 * `deposit_not_paid` and 404 arrive as ApiError (status, code, body).
 */
export const getTripInfo = (api: ApiClient, confirmationCode: string, o: Opts = {}) =>
  api.get(`/api/tourist-data/${enc(confirmationCode)}`, TripInfoSchema, o);

/** GET /api/tourist/reservations/{code}/check-in — the pre-check-in record (resource key `keys.preCheckIn(code)`). */
export const getPreCheckInSummary = (api: ApiClient, confirmationCode: string, o: Opts = {}) =>
  api.get(`/api/tourist/reservations/${enc(confirmationCode)}/check-in`, PreCheckInSummarySchema, o);

/** GET /api/tourist/reservations/{code}/store-items (resource key `keys.storeItems(code)`): used to find the damage-waiver item. */
export const getReservationStoreItemsLite = (api: ApiClient, confirmationCode: string, o: Opts = {}) =>
  api.get(`/api/tourist/reservations/${enc(confirmationCode)}/store-items`, StoreItemEntryLiteListSchema, o);

/**
 * POST /api/tourist/reservations/{id}/store-items/add — places the damage-waiver order (one item, no
 * options). The idempotency key is made once per attempt by the caller and reused for its retries.
 */
export const placeWaiverOrder = (
  api: ApiClient,
  input: { reservationId: string | number; itemId: string | number; count: number; options: Record<string, unknown>; query?: Record<string, string> },
  idempotencyKey: string,
) =>
  api.post(`/api/tourist/reservations/${enc(input.reservationId)}/store-items/add`, OrderCreatedSchema, {
    body: { reservationId: input.reservationId, item_id: Number(input.itemId), options: input.options, count: input.count, query: input.query ?? null },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
