import * as v from 'valibot';
import type { ApiClient } from '../client';

// In its own module: the store's first render logs analytics and should not download the other
// account calls with it.

export type ActionEventType =
  | 'view_item'
  | 'store_page_opened'
  | 'compose_order_attempt'
  | 'compose_order_successful'
  | 'payment_attempt'
  | 'payment_successful'
  | 'portal_visited'
  | 'damage_waiver_opened'
  | 'damage_waiver_viewed';

/** POST /api/tourist/reservations/{id}/log — analytics event (`id`: reservation id or confirmation code). */
export const logAction = (
  api: ApiClient,
  reservation: string | number,
  body: { event_type: ActionEventType; reservation_id?: number | null; guest_id?: number | null; store_item_id?: number | null; device_type?: 'phone' | 'desktop' | null },
  o: { signal?: AbortSignal; keepalive?: boolean } = {},
) => api.post(`/api/tourist/reservations/${encodeURIComponent(String(reservation))}/log`, v.unknown(), { ...o, body });
