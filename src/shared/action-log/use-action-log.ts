import { useCallback } from 'react';
import { logAction, type ActionEventType } from '../../api/endpoints/action-log';
import { deviceType } from '../../core/device';
import { useElement } from '../../element/context';

const toInt = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isInteger(n) ? n : null;
};

export type ActionLog = (event: ActionEventType, storeItemId?: string | number | null) => void;

/**
 * Fire-and-forget analytics (store and payment events) for one reservation: POST .../log with the reservation id, guest id,
 * store item id and device type (from the user agent), sent with `keepalive` so leaving the page does
 * not cancel it. Nothing waits for it; a failure is only logged to the console.
 */
export function useActionLog(reservationId: string | number | null | undefined, guestId: string | number | null | undefined): ActionLog {
  const { api } = useElement().runtime;
  return useCallback<ActionLog>(
    (event, storeItemId) => {
      if (reservationId == null) return;
      logAction(
        api,
        reservationId,
        {
          event_type: event,
          reservation_id: toInt(reservationId),
          guest_id: toInt(guestId),
          store_item_id: toInt(storeItemId),
          device_type: deviceType(typeof navigator !== 'undefined' ? navigator.userAgent : ''),
        },
        { keepalive: true },
      ).catch((e: unknown) => console.warn(`[guest-portal] ${event} log failed`, e));
    },
    [api, reservationId, guestId],
  );
}
