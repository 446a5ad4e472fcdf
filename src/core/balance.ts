// The accommodation balance: when it is payable, and the pay-accommodation prompt.
import { DAY_MS } from './dates';
import { unpaidAccommodationIntent } from './intents';
import { checkInInstant } from './reservation';
import type { Reservation } from './types';

/**
 * Balance payable: balance_due > 0 and, when partial_reservation_days_threshold is set, now is
 * within that many days before check-in (from check-in − N days on; the balance stays payable
 * afterwards). Without a threshold the balance is payable at any time.
 */
export function isAccommodationBalancePayable(reservation: Reservation, now: Date): boolean {
  if (!((reservation.balance_due ?? 0) > 0)) return false;
  const days = reservation.checkin_info?.partial_reservation_days_threshold;
  if (days == null) return true;
  const checkIn = checkInInstant(reservation);
  if (!checkIn) return true;
  return now.getTime() >= checkIn.getTime() - days * DAY_MS;
}

/**
 * Pay-accommodation prompt (info page overlay / pre-check-in payment overlay): portal payments
 * accepted (default yes), an unpaid accommodation intent, and the balance payable now.
 */
export function accommodationPaymentPrompt(reservation: Reservation, now: Date): { intentId: string } | null {
  if (reservation.checkin_info?.accept_portal_payments === false) return null;
  const intent = unpaidAccommodationIntent(reservation);
  if (!intent?.payment_intent_id) return null;
  return isAccommodationBalancePayable(reservation, now) ? { intentId: intent.payment_intent_id } : null;
}
