// Whether a reservation's protected details (door codes, Wi-Fi, instructions, the gate code) may be shown:
// the balance paid, 24 hours before check-in (or portal access unlocked by staff), the deposit placed or
// waived, and the pre-check-in completed. The SDK's info page and the reference server read the same answer.
import { isPreCheckInDone } from './reservation';
import { detailsLockReason } from './waiver';

export type DetailsAccess = 'open' | 'not-paid' | 'before-unlock-time' | 'deposit-required' | 'pre-check-in-required';

export interface DetailsAccessState {
  /** The accommodation balance is still payable in the portal (balance.isAccommodationBalancePayable). */
  balancePayable: boolean;
  checkIn: Date | null;
  /** A deposit is required and neither placed nor replaced by a waiver. */
  depositDue: boolean;
  portalUnlocked: boolean;
  preCheckInStatus: string | null | undefined;
}

/** The first rule that keeps the details closed, in the contract's order, else 'open'. */
export function detailsAccess(state: DetailsAccessState, now: Date): DetailsAccess {
  if (state.balancePayable) return 'not-paid';
  const lock = detailsLockReason(state, now);
  if (lock !== 'none') return lock;
  return isPreCheckInDone(state.preCheckInStatus) ? 'open' : 'pre-check-in-required';
}
