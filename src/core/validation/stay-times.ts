// Pre-check-in arrival and departure times.
import { parseHHmm, TIME_SLOT_MINUTES } from '../dates/time-of-day';
import { msg, VALIDATION as V } from '../messages';
import type { Message } from '../types';

/** A time the pickers offer: HH:mm on the 30-minute grid (minutes since midnight), else null. */
function slotMinutes(value: string): number | null {
  const t = parseHHmm(value);
  return t != null && t % TIME_SLOT_MINUTES === 0 ? t : null;
}

/** Check-in time: HH:mm in 30-minute steps, at least min_check_in_time. */
export function validateCheckInTime(value: string | null | undefined, minCheckInTime?: string | null): Message | null {
  if (!value) return msg(V.requiredField);
  const t = slotMinutes(value);
  if (t == null) return msg(V.invalidTime);
  const min = parseHHmm(minCheckInTime);
  return min != null && t < min ? msg(V.checkInTimeTooEarly, { time: minCheckInTime!.trim() }) : null;
}

/** Check-out time: HH:mm in 30-minute steps, at most max_check_out_time. */
export function validateCheckOutTime(value: string | null | undefined, maxCheckOutTime?: string | null): Message | null {
  if (!value) return msg(V.requiredField);
  const t = slotMinutes(value);
  if (t == null) return msg(V.invalidTime);
  const max = parseHHmm(maxCheckOutTime);
  return max != null && t > max ? msg(V.checkOutTimeTooLate, { time: maxCheckOutTime!.trim() }) : null;
}
