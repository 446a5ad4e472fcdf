// The accommodation balance: when the portal collects it, and the pay-accommodation prompt.
import { unpaidAccommodationIntent } from './intents';
import type { Reservation } from './types';

type BalanceFacts = Pick<Reservation, 'balance_due' | 'use_vcc' | 'checkin_info'>;

/**
 * Spec: "Accommodation balance payable when balance_due > 0, with partial_reservation_days_threshold
 * days before check-in". Read as: a partial reservation pays the rest of its price by N days before
 * check-in; N is the deadline the balance falls due, not a window that opens late. So the balance is
 * payable (and the pay action offered) whenever balance_due > 0, whatever N is (0 included), as long
 * as the portal may collect it: portal payments accepted (default yes) and not a virtual-card (VCC)
 * booking, whose balance the channel collects. Once payable it must be paid before details and
 * pre-check-in (spec section 1). docs/decisions.md records this reading.
 */
export function isAccommodationBalancePayable(reservation: BalanceFacts): boolean {
  if (!((reservation.balance_due ?? 0) > 0)) return false;
  if (reservation.checkin_info?.accept_portal_payments === false) return false;
  return reservation.use_vcc !== true;
}

/**
 * Pay-accommodation prompt (trip card's Pay balance, info page overlay, pre-check-in payment
 * overlay): the balance payable and an unpaid accommodation intent to pay it with.
 */
export function accommodationPaymentPrompt(reservation: Reservation): { intentId: string } | null {
  if (!isAccommodationBalancePayable(reservation)) return null;
  const intent = unpaidAccommodationIntent(reservation);
  return intent?.payment_intent_id ? { intentId: intent.payment_intent_id } : null;
}
