// Payment intents: open and done statuses, finding a reservation's intents, paid reservations.
import type { PaymentIntent, Reservation } from './types';

export const OPEN_INTENT_STATUSES = ['requires_source', 'requires_payment_method'] as const;
export const DONE_INTENT_STATUSES = ['succeeded', 'requires_capture'] as const;
export const INTENT_TYPE_ACCOMMODATION = 'accommodation';
export const INTENT_TYPE_DEPOSIT = 'deposit';

type IntentLike = PaymentIntent | string | null | undefined;
const statusOf = (i: IntentLike): string => (typeof i === 'string' ? i : (i?.status ?? '')).trim().toLowerCase();

/** Open (unpaid): requires_source or requires_payment_method. */
export function isIntentOpen(intent: IntentLike): boolean {
  return (OPEN_INTENT_STATUSES as readonly string[]).includes(statusOf(intent));
}

/** Done: succeeded or requires_capture (an authorization hold placed). */
export function isIntentDone(intent: IntentLike): boolean {
  return (DONE_INTENT_STATUSES as readonly string[]).includes(statusOf(intent));
}

/** A payment item with status SUCCEEDED counts as paid. */
export function isPaymentItemPaid(item: { status?: string | null } | null | undefined): boolean {
  return (item?.status ?? '').trim().toUpperCase() === 'SUCCEEDED';
}

export function intentType(intent: PaymentIntent | null | undefined): string {
  return (intent?.metadata?.type ?? '').trim().toLowerCase();
}

export function intentsOfType(reservation: Reservation, type: string): PaymentIntent[] {
  return (reservation.payment_intents ?? []).filter((i) => intentType(i) === type);
}

/** The accommodation intent (an open one first, else the first one). */
export function findAccommodationIntent(reservation: Reservation): PaymentIntent | null {
  const list = intentsOfType(reservation, INTENT_TYPE_ACCOMMODATION);
  return list.find(isIntentOpen) ?? list[0] ?? null;
}

/** The deposit intent (an open one first, else the first one). */
export function findDepositIntent(reservation: Reservation): PaymentIntent | null {
  const list = intentsOfType(reservation, INTENT_TYPE_DEPOSIT);
  return list.find(isIntentOpen) ?? list[0] ?? null;
}

/** An open deposit intent, if any. */
export function findOpenDepositIntent(reservation: Reservation): PaymentIntent | null {
  return intentsOfType(reservation, INTENT_TYPE_DEPOSIT).find(isIntentOpen) ?? null;
}

/**
 * The accommodation intent still to pay: an open accommodation intent, unless the reservation
 * states balance_due <= 0 (then the balance is settled whatever the intent says).
 */
export function unpaidAccommodationIntent(reservation: Reservation): PaymentIntent | null {
  if (typeof reservation.balance_due === 'number' && reservation.balance_due <= 0) return null;
  return intentsOfType(reservation, INTENT_TYPE_ACCOMMODATION).find(isIntentOpen) ?? null;
}

/**
 * Paid reservations (store tab): excludes merchant reservations that have a balance due and an
 * accommodation intent in requires_source.
 */
export function paidReservations<T extends Reservation>(reservations: readonly T[]): T[] {
  return reservations.filter(
    (r) =>
      !(
        r.is_merchant === true &&
        (r.balance_due ?? 0) > 0 &&
        intentsOfType(r, INTENT_TYPE_ACCOMMODATION).some((i) => statusOf(i) === 'requires_source')
      ),
  );
}
