// The damage waiver step and the info page's lock overlay (Pay Waiver / Pay Deposit).
import { detailsUnlockAt, isBeforeArrival, isDetailsTimeUnlocked } from './dates/stay-windows';
import { isDepositDue, isDepositPayable } from './deposit';
import { findOpenDepositIntent } from './intents';
import { checkInInstant } from './reservation';
import { findWaiverItem, isWaiverPurchased } from './store';
import type { PreCheckIn, Reservation, StoreItemEntry, TripInfo } from './types';

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
  return checkIn != null && isBeforeArrival(checkIn, now) && shouldShowDamageWaiverStep(ctx);
}


export type LockAction = 'pay-waiver' | 'pay-deposit';
export interface LockOverlay {
  locked: boolean;
  /** 'before-unlock-time': earlier than 24 h before check-in; 'deposit-required': deposit not placed. */
  reason: 'none' | 'before-unlock-time' | 'deposit-required';
  unlockAt: Date | null;
  actions: LockAction[];
}

/**
 * Why the reservation details are locked, over plain values: staff unlocking portal access opens
 * them at once; otherwise they open 24 hours before check-in (an unreadable check-in keeps them
 * closed), and then only once no deposit is due.
 */
export function detailsLockReason(state: { checkIn: Date | null; depositDue: boolean; portalUnlocked: boolean }, now: Date): LockOverlay['reason'] {
  if (state.portalUnlocked) return 'none';
  if (!state.checkIn || !isDetailsTimeUnlocked(state.checkIn, now)) return 'before-unlock-time';
  return state.depositDue ? 'deposit-required' : 'none';
}

/**
 * Details open 24 hours before check-in and only once the deposit is placed (or a waiver bought in
 * its place, or no deposit is required); staff unlocking portal access opens them at once
 * (detailsLockReason). While locked and a deposit is due the overlay offers Pay Waiver (when
 * payable) and Pay Deposit (when payable, i.e. within 48 hours).
 */
export function lockOverlay(ctx: DamageWaiverContext, now: Date): LockOverlay {
  const { reservation } = ctx;
  if (isPortalAccessUnlocked(reservation, ctx.preCheckIn)) return { locked: false, reason: 'none', unlockAt: null, actions: [] };
  const checkIn = checkInInstant(reservation);
  const unlockAt = checkIn ? detailsUnlockAt(checkIn) : null;
  const waiverPurchased = isWaiverPurchased(reservation, findWaiverItem(ctx.storeItems));
  const depositDue = isDepositDue(reservation, waiverPurchased, now);
  const actions: LockAction[] = [];
  if (depositDue) {
    if (isDamageWaiverPayable(ctx, now)) actions.push('pay-waiver');
    if (isDepositPayable(reservation, now)) actions.push('pay-deposit');
  }
  const reason = detailsLockReason({ checkIn, depositDue, portalUnlocked: false }, now);
  return reason === 'none' ? { locked: false, reason, unlockAt, actions: [] } : { locked: true, reason, unlockAt, actions };
}
