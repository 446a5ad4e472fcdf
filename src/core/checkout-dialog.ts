// Checkout: immediate success, and the processing → success (3 s) / failed dialog as a reducer.
import { INTENT_TYPE_ACCOMMODATION, intentType, isIntentDone } from './intents';
import type { PaymentIntent, Reservation } from './types';

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
