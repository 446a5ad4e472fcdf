// Payment rules: intent statuses, paid reservations, what is payable when, the damage-waiver step,
// the lock overlay, checkout success rules, the checkout dialog reducer and idempotency attempts.
import { HOUR_MS, DAY_MS, isDetailsTimeUnlocked, detailsUnlockAt } from './dates';
import { checkInInstant, isChannelIn } from './reservation';
import { findWaiverItem, isWaiverPurchased } from './store';
import type { CheckinInfoSettings, PaymentIntent, PreCheckIn, Reservation, StoreItemEntry, TripInfo } from './types';

// ---------------------------------------------------------------------------------------------
// Intent statuses

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

function intentsOfType(reservation: Reservation, type: string): PaymentIntent[] {
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

// ---------------------------------------------------------------------------------------------
// Accommodation balance

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

// ---------------------------------------------------------------------------------------------
// Deposit

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

// ---------------------------------------------------------------------------------------------
// Damage waiver

export interface DamageWaiverContext {
  reservation: Reservation;
  preCheckIn?: PreCheckIn | null;
  tripInfo?: TripInfo | null;
  /** The reservation's store items; the waiver item is the one named 'Damage Waiver'. */
  storeItems?: readonly StoreItemEntry[] | null;
}

/** Portal access unlocked by staff (pre-check-in record or the reservation's summary). */
export function isPortalAccessUnlocked(reservation: Reservation, preCheckIn?: PreCheckIn | null): boolean {
  return preCheckIn?.unlock_portal_access === true || reservation.pre_check_in_info?.unlock_portal_access === true;
}

/** The six conditions of the damage-waiver step (spec section 4), each named. */
export function damageWaiverConditions(ctx: DamageWaiverContext) {
  const { reservation } = ctx;
  const waiverItem = findWaiverItem(ctx.storeItems);
  return {
    portalAccessLocked: !isPortalAccessUnlocked(reservation, ctx.preCheckIn),
    waiverAcceptedAndItemExists: reservation.checkin_info?.accept_damage_waiver === true && waiverItem != null,
    waiverToPay: ctx.tripInfo?.has_damage_waiver_to_pay === true,
    waiverNotPurchased: !isWaiverPurchased(reservation, waiverItem),
    depositPaymentsAccepted: reservation.checkin_info?.accept_deposit_payments === true,
    openDepositIntent: findOpenDepositIntent(reservation) != null,
  };
}

/** The damage-waiver step shows only when all six conditions hold. */
export function shouldShowDamageWaiverStep(ctx: DamageWaiverContext): boolean {
  return Object.values(damageWaiverConditions(ctx)).every(Boolean);
}

/** Waiver payable: the step conditions hold and now is before arrival (any time before check-in). */
export function isDamageWaiverPayable(ctx: DamageWaiverContext, now: Date): boolean {
  const checkIn = checkInInstant(ctx.reservation);
  return checkIn != null && now.getTime() < checkIn.getTime() && shouldShowDamageWaiverStep(ctx);
}

// ---------------------------------------------------------------------------------------------
// Lock overlay on the reservation info page

export type LockAction = 'pay-waiver' | 'pay-deposit';
export interface LockOverlay {
  locked: boolean;
  /** 'before-unlock-time': earlier than 24 h before check-in; 'deposit-required': deposit not placed. */
  reason: 'none' | 'before-unlock-time' | 'deposit-required';
  unlockAt: Date | null;
  actions: LockAction[];
}

/**
 * Details open 24 hours before check-in and only once the deposit is placed (or a waiver bought in
 * its place, or no deposit is required); staff unlocking portal access opens them at once. While
 * locked and a deposit is due the overlay offers Pay Waiver (when payable) and Pay Deposit (when
 * payable, i.e. within 48 hours).
 */
export function lockOverlay(ctx: DamageWaiverContext, now: Date): LockOverlay {
  const { reservation } = ctx;
  if (isPortalAccessUnlocked(reservation, ctx.preCheckIn)) return { locked: false, reason: 'none', unlockAt: null, actions: [] };
  const checkIn = checkInInstant(reservation);
  const unlockAt = checkIn ? detailsUnlockAt(checkIn) : null;
  const waiverPurchased = isWaiverPurchased(reservation, findWaiverItem(ctx.storeItems));
  const depositDue = isDepositDue(reservation, waiverPurchased);
  const actions: LockAction[] = [];
  if (depositDue) {
    if (isDamageWaiverPayable(ctx, now)) actions.push('pay-waiver');
    if (isDepositPayable(reservation, now)) actions.push('pay-deposit');
  }
  if (!checkIn || !isDetailsTimeUnlocked(checkIn, now)) return { locked: true, reason: 'before-unlock-time', unlockAt, actions };
  if (depositDue) return { locked: true, reason: 'deposit-required', unlockAt, actions };
  return { locked: false, reason: 'none', unlockAt, actions: [] };
}

// ---------------------------------------------------------------------------------------------
// Checkout

/**
 * Show the success dialog at once: the intent is succeeded or requires_capture, or it is an
 * accommodation intent and the reservation's balance_due is 0.
 */
export function isCheckoutImmediateSuccess(
  intent: PaymentIntent | null | undefined,
  reservation?: Pick<Reservation, 'balance_due'> | null,
): boolean {
  if (isIntentDone(intent)) return true;
  return intentType(intent) === INTENT_TYPE_ACCOMMODATION && reservation?.balance_due === 0;
}

export const SUCCESS_DIALOG_DELAY_MS = 3000;

export type CheckoutDialogState =
  | { phase: 'idle' }
  /** successAt: when the success event arrived + 3000 ms; null until then. */
  | { phase: 'processing'; successAt: number | null }
  | { phase: 'success' }
  /** The failed state closes the dialog; the error is shown under the card fields. */
  | { phase: 'failed'; error: string | null };

export type CheckoutDialogEvent =
  | { type: 'submit' }
  | { type: 'succeeded'; at: number }
  | { type: 'tick'; now: number }
  | { type: 'failed'; error?: string | null }
  | { type: 'close' };

export function initialCheckoutDialogState(immediateSuccess = false): CheckoutDialogState {
  return immediateSuccess ? { phase: 'success' } : { phase: 'idle' };
}

/**
 * Pure reducer: idle → processing (submit) → success 3000 ms after the success event (driven by
 * 'tick' events carrying the time) | failed (dialog closes). Submitting again from failed retries.
 */
export function checkoutDialogReducer(state: CheckoutDialogState, event: CheckoutDialogEvent): CheckoutDialogState {
  switch (event.type) {
    case 'submit':
      return state.phase === 'idle' || state.phase === 'failed' ? { phase: 'processing', successAt: null } : state;
    case 'succeeded':
      if (state.phase === 'success') return state;
      if (state.phase === 'processing' && state.successAt != null) return state;
      return { phase: 'processing', successAt: event.at + SUCCESS_DIALOG_DELAY_MS };
    case 'tick':
      return state.phase === 'processing' && state.successAt != null && event.now >= state.successAt ? { phase: 'success' } : state;
    case 'failed':
      // Once the success event has arrived a late failure is ignored.
      if (state.phase === 'processing' && state.successAt == null) return { phase: 'failed', error: event.error ?? null };
      return state;
    case 'close':
      return state.phase === 'processing' ? state : { phase: 'idle' };
  }
}

/** The dialog is visible while processing and on success. */
export function isCheckoutDialogOpen(state: CheckoutDialogState): boolean {
  return state.phase === 'processing' || state.phase === 'success';
}

/** Milliseconds until the caller should dispatch 'tick' (null when no success is pending). */
export function msUntilSuccessDialog(state: CheckoutDialogState, now: number): number | null {
  return state.phase === 'processing' && state.successAt != null ? Math.max(0, state.successAt - now) : null;
}

// ---------------------------------------------------------------------------------------------
// Idempotency keys: one key per attempt (a press of Pay), reused across retries of that attempt.

export interface PaymentAttempt {
  key: string;
  /** 1-based attempt number. */
  attempt: number;
  /** How many times this attempt's request has been sent (1 for the first send). */
  sends: number;
}

/** A new attempt with a fresh key (makeKey is injected, e.g. () => crypto.randomUUID()). */
export function startPaymentAttempt(previous: PaymentAttempt | null | undefined, makeKey: () => string): PaymentAttempt {
  return { key: makeKey(), attempt: (previous?.attempt ?? 0) + 1, sends: 1 };
}

/** A retry of the same attempt (network failure, timeout): same key. */
export function retryPaymentAttempt(current: PaymentAttempt): PaymentAttempt {
  return { ...current, sends: current.sends + 1 };
}

export function idempotencyHeaders(attempt: PaymentAttempt): { 'Idempotency-Key': string } {
  return { 'Idempotency-Key': attempt.key };
}
