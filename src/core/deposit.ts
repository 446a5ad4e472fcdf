// The security deposit: required, placed, due, payable (0–48 hours before check-in), amount.
import { HOUR_MS } from './dates/instants';
import { INTENT_TYPE_DEPOSIT, findDepositIntent, intentsOfType, isIntentDone } from './intents';
import { checkInInstant, checkOutInstant, isChannelIn } from './reservation';
import type { CheckinInfoSettings, Reservation } from './types';

/**
 * Default deposit-denied channels when checkin_info.deposit_deny_channels is unspecified. The spec
 * says "four third-party booking channels" without naming them; we chose the four large OTAs that
 * collect their own damage protection: Airbnb, Booking.com, Vrbo and Expedia. Matching is
 * case-insensitive on the reservation source.
 */
export const DEFAULT_DEPOSIT_DENY_CHANNELS: readonly string[] = ['airbnb', 'booking.com', 'vrbo', 'expedia'];
export const DEPOSIT_WINDOW_HOURS = 48;
/** Deposit amount when no deposit intent exists, in minor units: the spec's "500" is 500.00 (section 9). */
export const DEFAULT_DEPOSIT_MINOR = 50_000;

export function depositDenyChannels(settings: CheckinInfoSettings | null | undefined): readonly string[] {
  return settings?.deposit_deny_channels ?? DEFAULT_DEPOSIT_DENY_CHANNELS;
}

/** The channel is deposit-denied: in the list (default list when unspecified), compared trimmed and case-insensitively. */
export function isChannelDepositDenied(channel: string | null | undefined, denyChannels: readonly string[] | null | undefined): boolean {
  return isChannelIn(channel, denyChannels ?? DEFAULT_DEPOSIT_DENY_CHANNELS);
}

export function isDepositChannelDenied(reservation: Reservation): boolean {
  return isChannelDepositDenied(reservation.source, reservation.checkin_info?.deposit_deny_channels);
}

/** 0 to 48 hours before check-in, both edges inclusive. */
export function isWithinDepositWindow(checkIn: Date, now: Date): boolean {
  const diff = checkIn.getTime() - now.getTime();
  return diff >= 0 && diff <= DEPOSIT_WINDOW_HOURS * HOUR_MS;
}

/** The instant the deposit window opens: 48 hours before check-in. */
export function depositWindowOpensAt(checkIn: Date): Date {
  return new Date(checkIn.getTime() - DEPOSIT_WINDOW_HOURS * HOUR_MS);
}

export interface DepositTerms {
  /** checkin_info.accept_deposit_payments */
  acceptsDeposits: boolean;
  /** The reservation's source. */
  channel: string | null | undefined;
  /** checkin_info.deposit_deny_channels; the default list when unspecified. */
  denyChannels?: readonly string[] | null;
  /** Check-out instant; a deposit is no longer required once it has passed (see docs/decisions.md). */
  checkOut?: Date | null;
}

/** Deposit required: deposits accepted, the channel not deposit-denied, and (when `now` is known) the stay not over. */
export function isDepositRequiredBy(terms: DepositTerms, now?: Date): boolean {
  if (!terms.acceptsDeposits || isChannelDepositDenied(terms.channel, terms.denyChannels)) return false;
  return !(now && terms.checkOut && now.getTime() > terms.checkOut.getTime());
}

/** Deposit payable now: required, not placed, and 0–48 hours before check-in (spec section 9). */
export function isDepositPayableAt(state: { required: boolean; placed: boolean; checkIn: Date | null }, now: Date): boolean {
  return state.required && !state.placed && state.checkIn != null && isWithinDepositWindow(state.checkIn, now);
}

/**
 * The deposit hold is placed: the server says so (`deposit.placed`, which also covers a deposit
 * placed without an intent on the reservation) or a deposit intent succeeded or requires_capture.
 */
export function isDepositPlaced(reservation: Reservation): boolean {
  return reservation.deposit?.placed === true || intentsOfType(reservation, INTENT_TYPE_DEPOSIT).some(isIntentDone);
}

/**
 * The reservation requires a deposit: accepted and the channel is not denied; given `now`, also
 * the stay is not over.
 */
export function isDepositRequired(reservation: Reservation, now?: Date): boolean {
  return isDepositRequiredBy(
    {
      acceptsDeposits: reservation.checkin_info?.accept_deposit_payments === true,
      channel: reservation.source,
      denyChannels: reservation.checkin_info?.deposit_deny_channels,
      checkOut: checkOutInstant(reservation),
    },
    now,
  );
}

/** A deposit is still due: required, not placed, and no damage waiver bought in its place. */
export function isDepositDue(reservation: Reservation, waiverPurchased = false, now?: Date): boolean {
  return isDepositRequired(reservation, now) && !isDepositPlaced(reservation) && !waiverPurchased;
}

/** Deposit payable now: required, not yet placed, and within 0–48 hours before check-in. */
export function isDepositPayable(reservation: Reservation, now: Date): boolean {
  return isDepositPayableAt(
    { required: isDepositRequired(reservation, now), placed: isDepositPlaced(reservation), checkIn: checkInInstant(reservation) },
    now,
  );
}

/** Deposit amount in minor units: the deposit intent's amount, else DEFAULT_DEPOSIT_MINOR. */
export function depositAmountMinor(reservation: Reservation): number {
  const amount = findDepositIntent(reservation)?.amount;
  return typeof amount === 'number' ? amount : DEFAULT_DEPOSIT_MINOR;
}
