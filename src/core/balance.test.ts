import { describe, expect, it } from 'vitest';
import { accommodationPaymentPrompt, isAccommodationBalancePayable } from './balance';
import type { PaymentIntent, Reservation } from './types';

const acc = (status: string): PaymentIntent => ({ payment_intent_id: 'pi_acc', status, metadata: { type: 'accommodation' } });
// 20 days ahead, as the seeded DEMO-BALANCE: the reading must not depend on how close check-in is.
const base: Reservation = { check_in: '2030-07-10T16:00:00Z', balance_due: 90000, payment_intents: [acc('requires_source')] };

describe('isAccommodationBalancePayable', () => {
  it('needs balance_due > 0', () => {
    expect(isAccommodationBalancePayable(base)).toBe(true);
    expect(isAccommodationBalancePayable({ ...base, balance_due: 0.01 })).toBe(true);
    expect(isAccommodationBalancePayable({ ...base, balance_due: 0 })).toBe(false);
    expect(isAccommodationBalancePayable({ ...base, balance_due: -5 })).toBe(false);
    expect(isAccommodationBalancePayable({ ...base, balance_due: null })).toBe(false);
    expect(isAccommodationBalancePayable({ ...base, balance_due: undefined })).toBe(false);
  });

  it('reads partial_reservation_days_threshold as the deadline, never as a late opening: 0, 30 and none all leave the balance payable', () => {
    for (const days of [0, 1, 7, 30, null, undefined]) {
      expect(isAccommodationBalancePayable({ ...base, checkin_info: { partial_reservation_days_threshold: days } })).toBe(true);
    }
  });

  it('is not for the portal to collect when portal payments are off or the channel collects by virtual card', () => {
    expect(isAccommodationBalancePayable({ ...base, checkin_info: { accept_portal_payments: false } })).toBe(false);
    expect(isAccommodationBalancePayable({ ...base, checkin_info: { accept_portal_payments: true } })).toBe(true);
    expect(isAccommodationBalancePayable({ ...base, checkin_info: { accept_portal_payments: null } })).toBe(true);
    expect(isAccommodationBalancePayable({ ...base, use_vcc: true })).toBe(false);
    expect(isAccommodationBalancePayable({ ...base, use_vcc: false })).toBe(true);
  });
});

describe('accommodationPaymentPrompt', () => {
  it('offers the open accommodation intent of a payable balance, whatever the threshold', () => {
    expect(accommodationPaymentPrompt(base)).toEqual({ intentId: 'pi_acc' });
    expect(accommodationPaymentPrompt({ ...base, checkin_info: { partial_reservation_days_threshold: 0 } })).toEqual({ intentId: 'pi_acc' });
    expect(accommodationPaymentPrompt({ ...base, payment_intents: [acc('requires_payment_method')] })).toEqual({ intentId: 'pi_acc' });
  });

  it('is null without a payable balance or without an open accommodation intent with an id', () => {
    expect(accommodationPaymentPrompt({ ...base, balance_due: 0 })).toBeNull();
    expect(accommodationPaymentPrompt({ ...base, use_vcc: true })).toBeNull();
    expect(accommodationPaymentPrompt({ ...base, checkin_info: { accept_portal_payments: false } })).toBeNull();
    expect(accommodationPaymentPrompt({ ...base, payment_intents: [acc('succeeded')] })).toBeNull();
    expect(accommodationPaymentPrompt({ ...base, payment_intents: [{ status: 'requires_source', metadata: { type: 'accommodation' } }] })).toBeNull();
    expect(accommodationPaymentPrompt({ ...base, payment_intents: [] })).toBeNull();
  });
});
