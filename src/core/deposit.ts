// The security deposit: required, placed, due, payable (0–48 hours before check-in), amount.
import { HOUR_MS } from './dates';
import { INTENT_TYPE_DEPOSIT, findDepositIntent, intentsOfType, isIntentDone } from './intents';
import { checkInInstant, isChannelIn } from './reservation';
import type { CheckinInfoSettings, Reservation } from './types';

/**
 * Default deposit-denied channels when checkin_info.deposit_deny_channels is unspecified. The spec
 * says "four third-party booking channels" without naming them; we chose the four large OTAs that
 * collect their own damage protection: Airbnb, Booking.com, Vrbo and Expedia. Matching is
 * case-insensitive on the reservation source.
 */
export const DEFAULT_DEPOSIT_DENY_CHANNELS: readonly string[] = ['airbnb', 'booking.com', 'vrbo', 'expedia'];
export const DEPOSIT_WINDOW_HOURS = 48;
/** Deposit amount in major units when no deposit intent exists. */
export const DEFAULT_DEPOSIT_AMOUNT = 500;

export function depositDenyChannels(settings: CheckinInfoSettings | null | undefined): readonly string[] {
  return settings?.deposit_deny_channels ?? DEFAULT_DEPOSIT_DENY_CHANNELS;
}

export function isDepositChannelDenied(reservation: Reservation): boolean {
  return isChannelIn(reservation.source, depositDenyChannels(reservation.checkin_info));
}

/** 0 to 48 hours before check-in, both edges inclusive. */
export function isWithinDepositWindow(checkIn: Date, now: Date): boolean {
  const diff = checkIn.getTime() - now.getTime();
  return diff >= 0 && diff <= DEPOSIT_WINDOW_HOURS * HOUR_MS;
}

/**
 * The deposit hold is placed: the server says so (`deposit.placed`, which also covers a deposit
 * placed without an intent on the reservation) or a deposit intent succeeded or requires_capture.
 */
export function isDepositPlaced(reservation: Reservation): boolean {
  return reservation.deposit?.placed === true || intentsOfType(reservation, INTENT_TYPE_DEPOSIT).some(isIntentDone);
}

/** The reservation requires a deposit at all: accepted and the channel is not denied. */
export function isDepositRequired(reservation: Reservation): boolean {
  return reservation.checkin_info?.accept_deposit_payments === true && !isDepositChannelDenied(reservation);
}

/** A deposit is still due: required, not placed, and no damage waiver bought in its place. */
export function isDepositDue(reservation: Reservation, waiverPurchased = false): boolean {
  return isDepositRequired(reservation) && !isDepositPlaced(reservation) && !waiverPurchased;
}

/** Deposit payable now: required, not yet placed, and within 0–48 hours before check-in. */
export function isDepositPayable(reservation: Reservation, now: Date): boolean {
  if (!isDepositRequired(reservation) || isDepositPlaced(reservation)) return false;
  const checkIn = checkInInstant(reservation);
  return checkIn != null && isWithinDepositWindow(checkIn, now);
}

/** Deposit amount in minor units: the deposit intent's amount, else 500 (major) = 50000. */
export function depositAmountMinor(reservation: Reservation): number {
  const amount = findDepositIntent(reservation)?.amount;
  return typeof amount === 'number' ? amount : DEFAULT_DEPOSIT_AMOUNT * 100;
}
