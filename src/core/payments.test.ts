import { describe, expect, it } from 'vitest';
import {
  checkoutDialogReducer,
  damageWaiverConditions,
  DEFAULT_DEPOSIT_DENY_CHANNELS,
  depositAmountMinor,
  depositDenyChannels,
  findAccommodationIntent,
  findDepositIntent,
  findOpenDepositIntent,
  idempotencyHeaders,
  initialCheckoutDialogState,
  intentType,
  isCheckoutDialogOpen,
  isCheckoutImmediateSuccess,
  isDamageWaiverPayable,
  isChannelDepositDenied,
  isDepositChannelDenied,
  isDepositPayableAt,
  isDepositRequiredBy,
  depositWindowOpensAt,
  DEFAULT_DEPOSIT_MINOR,
  isDepositDue,
  isDepositPayable,
  isDepositPlaced,
  isDepositRequired,
  isIntentDone,
  isIntentOpen,
  isPaymentItemPaid,
  isPortalAccessUnlocked,
  isWithinDepositWindow,
  lockOverlay,
  detailsLockReason,
  msUntilSuccessDialog,
  paidReservations,
  retryPaymentAttempt,
  shouldShowDamageWaiverStep,
  startPaymentAttempt,
  unpaidAccommodationIntent,
  type CheckoutDialogState,
  type DamageWaiverContext,
} from './payments';
import { HOUR_MS, DAY_MS } from './dates/instants';
import type { PaymentIntent, Reservation } from './types';

const CHECK_IN = '2025-07-10T16:00:00Z';
const checkInMs = Date.parse(CHECK_IN);
const hoursBefore = (h: number) => new Date(checkInMs - h * HOUR_MS);

const acc = (status: string, id = 'pi_acc'): PaymentIntent => ({ payment_intent_id: id, status, metadata: { type: 'accommodation' } });
const dep = (status: string, amount?: number): PaymentIntent => ({ payment_intent_id: 'pi_dep', status, amount, metadata: { type: 'deposit' }, capture_method: 'manual' });

describe('intent statuses', () => {
  it('open: requires_source, requires_payment_method', () => {
    expect(isIntentOpen('requires_source')).toBe(true);
    expect(isIntentOpen({ status: 'requires_payment_method' })).toBe(true);
    for (const s of ['succeeded', 'requires_capture', 'processing', 'canceled', '', null]) expect(isIntentOpen(s)).toBe(false);
    expect(isIntentOpen(undefined)).toBe(false);
  });
  it('done: succeeded, requires_capture', () => {
    expect(isIntentDone('succeeded')).toBe(true);
    expect(isIntentDone({ status: 'REQUIRES_CAPTURE' })).toBe(true);
    for (const s of ['requires_source', 'requires_payment_method', 'processing', 'canceled']) expect(isIntentDone(s)).toBe(false);
  });
  it('payment item SUCCEEDED counts as paid', () => {
    expect(isPaymentItemPaid({ status: 'SUCCEEDED' })).toBe(true);
    expect(isPaymentItemPaid({ status: 'succeeded' })).toBe(true);
    expect(isPaymentItemPaid({ status: 'PENDING' })).toBe(false);
    expect(isPaymentItemPaid(null)).toBe(false);
  });
  it('reads intent type', () => {
    expect(intentType(acc('succeeded'))).toBe('accommodation');
    expect(intentType({})).toBe('');
    expect(intentType(null)).toBe('');
  });
  it('finds intents, preferring open ones', () => {
    const r: Reservation = { payment_intents: [acc('succeeded', 'a1'), acc('requires_source', 'a2'), dep('requires_capture'), dep('requires_payment_method')] };
    expect(findAccommodationIntent(r)?.payment_intent_id).toBe('a2');
    expect(findDepositIntent(r)?.status).toBe('requires_payment_method');
    expect(findOpenDepositIntent(r)?.status).toBe('requires_payment_method');
    expect(findAccommodationIntent({ payment_intents: [acc('succeeded', 'a1')] })?.payment_intent_id).toBe('a1');
    expect(findAccommodationIntent({})).toBeNull();
    expect(findDepositIntent({ payment_intents: [acc('requires_source')] })).toBeNull();
    expect(findOpenDepositIntent({ payment_intents: [dep('succeeded')] })).toBeNull();
  });
  it('unpaid accommodation intent: open, unless balance_due <= 0', () => {
    expect(unpaidAccommodationIntent({ payment_intents: [acc('requires_source')] })?.payment_intent_id).toBe('pi_acc');
    expect(unpaidAccommodationIntent({ balance_due: 100, payment_intents: [acc('requires_payment_method')] })).not.toBeNull();
    expect(unpaidAccommodationIntent({ balance_due: 0, payment_intents: [acc('requires_source')] })).toBeNull();
    expect(unpaidAccommodationIntent({ payment_intents: [acc('succeeded')] })).toBeNull();
    expect(unpaidAccommodationIntent({ payment_intents: [dep('requires_source')] })).toBeNull();
  });
});

describe('paidReservations', () => {
  const excluded: Reservation = { id: 1, is_merchant: true, balance_due: 10, payment_intents: [acc('requires_source')] };
  it('excludes merchant reservations with balance due and an accommodation intent in requires_source', () => {
    expect(paidReservations([excluded])).toEqual([]);
  });
  it('keeps them when any one condition is missing', () => {
    const keep: Reservation[] = [
      { ...excluded, id: 2, is_merchant: false },
      { ...excluded, id: 3, balance_due: 0 },
      { ...excluded, id: 4, balance_due: null },
      { ...excluded, id: 5, payment_intents: [acc('requires_payment_method')] },
      { ...excluded, id: 6, payment_intents: [dep('requires_source')] },
      { ...excluded, id: 7, payment_intents: [] },
    ];
    expect(paidReservations(keep).map((r) => r.id)).toEqual([2, 3, 4, 5, 6, 7]);
  });
});

describe('deposit', () => {
  const base: Reservation = { check_in: CHECK_IN, source: 'direct', checkin_info: { accept_deposit_payments: true }, payment_intents: [dep('requires_source', 30000)] };
  it('default deny channels are airbnb, booking.com, vrbo, expedia', () => {
    expect(DEFAULT_DEPOSIT_DENY_CHANNELS).toEqual(['airbnb', 'booking.com', 'vrbo', 'expedia']);
    expect(depositDenyChannels(undefined)).toBe(DEFAULT_DEPOSIT_DENY_CHANNELS);
    expect(depositDenyChannels({ deposit_deny_channels: ['x'] })).toEqual(['x']);
    expect(depositDenyChannels({ deposit_deny_channels: [] })).toEqual([]);
    for (const c of ['Airbnb', 'Booking.com', 'VRBO', 'expedia']) expect(isDepositChannelDenied({ ...base, source: c })).toBe(true);
    expect(isDepositChannelDenied({ ...base, source: 'airbnb', checkin_info: { deposit_deny_channels: [] } })).toBe(false);
    expect(isDepositChannelDenied({ ...base, source: 'direct', checkin_info: { deposit_deny_channels: ['direct'] } })).toBe(true);
  });
  it('window: 0 to 48 hours before check-in, edges inclusive', () => {
    const ci = new Date(checkInMs);
    expect(isWithinDepositWindow(ci, hoursBefore(48))).toBe(true);
    expect(isWithinDepositWindow(ci, new Date(checkInMs - 48 * HOUR_MS - 1))).toBe(false);
    expect(isWithinDepositWindow(ci, hoursBefore(0))).toBe(true);
    expect(isWithinDepositWindow(ci, new Date(checkInMs + 1))).toBe(false);
  });
  it('payable only when accepted, not denied, not placed and in the window', () => {
    expect(isDepositPayable(base, hoursBefore(47))).toBe(true);
    expect(isDepositPayable(base, hoursBefore(48))).toBe(true);
    expect(isDepositPayable(base, new Date(checkInMs - 48 * HOUR_MS - 1))).toBe(false);
    expect(isDepositPayable(base, new Date(checkInMs + 1))).toBe(false);
    expect(isDepositPayable({ ...base, checkin_info: { accept_deposit_payments: false } }, hoursBefore(1))).toBe(false);
    expect(isDepositPayable({ ...base, checkin_info: {} }, hoursBefore(1))).toBe(false);
    expect(isDepositPayable({ ...base, source: 'airbnb' }, hoursBefore(1))).toBe(false);
    expect(isDepositPayable({ ...base, payment_intents: [dep('requires_capture')] }, hoursBefore(1))).toBe(false);
    expect(isDepositPayable({ ...base, payment_intents: [] }, hoursBefore(1))).toBe(true);
    expect(isDepositPayable({ ...base, check_in: null }, hoursBefore(1))).toBe(false);
  });
  it('required / placed / due', () => {
    expect(isDepositRequired(base)).toBe(true);
    expect(isDepositRequired({ ...base, source: 'expedia' })).toBe(false);
    expect(isDepositPlaced(base)).toBe(false);
    expect(isDepositPlaced({ ...base, payment_intents: [dep('succeeded')] })).toBe(true);
    // The server's flag counts even without a deposit intent on the reservation (seed DEMO-DONE).
    expect(isDepositPlaced({ ...base, payment_intents: [], deposit: { placed: true } })).toBe(true);
    expect(isDepositDue({ ...base, payment_intents: [], deposit: { placed: true } })).toBe(false);
    expect(isDepositDue(base)).toBe(true);
    expect(isDepositDue(base, true)).toBe(false);
    expect(isDepositDue({ ...base, payment_intents: [dep('requires_capture')] })).toBe(false);
  });
  it('amount: the intent amount, else 500 major units', () => {
    expect(DEFAULT_DEPOSIT_MINOR).toBe(50000);
    expect(depositAmountMinor(base)).toBe(30000);
    expect(depositAmountMinor({ ...base, payment_intents: [] })).toBe(50000);
    expect(depositAmountMinor({})).toBe(50000);
  });
  it('over plain values: channels, required until check-out, payable in the window', () => {
    expect(isChannelDepositDenied(' AIRBNB ', undefined)).toBe(true);
    expect(isChannelDepositDenied('Direct', undefined)).toBe(false);
    expect(isChannelDepositDenied('Airbnb', ['Vrbo'])).toBe(false);
    expect(isChannelDepositDenied('', ['direct'])).toBe(false);
    const checkOut = new Date(checkInMs + 72 * HOUR_MS);
    const terms = { acceptsDeposits: true, channel: 'Direct', checkOut };
    expect(isDepositRequiredBy(terms, hoursBefore(100))).toBe(true);
    expect(isDepositRequiredBy(terms, checkOut)).toBe(true);
    expect(isDepositRequiredBy(terms, new Date(checkOut.getTime() + 1))).toBe(false);
    expect(isDepositRequiredBy(terms)).toBe(true);
    expect(isDepositRequiredBy({ ...terms, acceptsDeposits: false }, hoursBefore(1))).toBe(false);
    expect(isDepositRequiredBy({ ...terms, channel: 'booking.COM' }, hoursBefore(1))).toBe(false);
    const ci = new Date(checkInMs);
    expect(depositWindowOpensAt(ci).toISOString()).toBe(hoursBefore(48).toISOString());
    expect(isDepositPayableAt({ required: true, placed: false, checkIn: ci }, hoursBefore(48))).toBe(true);
    expect(isDepositPayableAt({ required: true, placed: false, checkIn: ci }, new Date(checkInMs + 1))).toBe(false);
    expect(isDepositPayableAt({ required: true, placed: true, checkIn: ci }, hoursBefore(1))).toBe(false);
    expect(isDepositPayableAt({ required: false, placed: false, checkIn: ci }, hoursBefore(1))).toBe(false);
    expect(isDepositPayableAt({ required: true, placed: false, checkIn: null }, hoursBefore(1))).toBe(false);
  });
  it('no deposit is due once the stay is over', () => {
    const stay = { ...base, check_out: '2025-07-12T10:00:00Z' };
    expect(isDepositDue(stay, false, new Date('2025-07-12T10:00:00Z'))).toBe(true);
    expect(isDepositDue(stay, false, new Date('2025-07-12T10:00:01Z'))).toBe(false);
    expect(isDepositRequired(stay, new Date('2025-07-13T00:00:00Z'))).toBe(false);
  });
});

describe('damage waiver step (all six conditions)', () => {
  const waiverItem = { item: { id: 77, name: 'Damage Waiver' }, status: 'available' };
  const ok: DamageWaiverContext = {
    reservation: {
      check_in: CHECK_IN,
      checkin_info: { accept_damage_waiver: true, accept_deposit_payments: true },
      payment_intents: [dep('requires_source')],
      pre_check_in_info: { unlock_portal_access: false },
      purchased_items: [],
    },
    preCheckIn: { unlock_portal_access: false },
    tripInfo: { has_damage_waiver_to_pay: true },
    storeItems: [{ item: { id: 1, name: 'Late checkout' } }, waiverItem],
  };
  it('shows when all six hold', () => {
    expect(Object.values(damageWaiverConditions(ok))).toEqual([true, true, true, true, true, true]);
    expect(shouldShowDamageWaiverStep(ok)).toBe(true);
  });
  type Condition = keyof ReturnType<typeof damageWaiverConditions>;
  const breakers: Array<[string, Condition, DamageWaiverContext]> = [
    ['portal access unlocked (record)', 'portalAccessLocked', { ...ok, preCheckIn: { unlock_portal_access: true } }],
    ['portal access unlocked (reservation)', 'portalAccessLocked', { ...ok, reservation: { ...ok.reservation, pre_check_in_info: { unlock_portal_access: true } } }],
    ['waiver acceptance off', 'waiverAcceptedAndItemExists', { ...ok, reservation: { ...ok.reservation, checkin_info: { accept_deposit_payments: true } } }],
    ['waiver item missing', 'waiverAcceptedAndItemExists', { ...ok, storeItems: [{ item: { id: 1, name: 'Late checkout' } }] }],
    ['no waiver to pay', 'waiverToPay', { ...ok, tripInfo: { has_damage_waiver_to_pay: false } }],
    ['no trip info', 'waiverToPay', { ...ok, tripInfo: null }],
    ['waiver purchased (confirmed, by id)', 'waiverNotPurchased', { ...ok, reservation: { ...ok.reservation, purchased_items: [{ store_item_id: 77, status: 'confirmed' }] } }],
    ['waiver purchased (confirmed, by name)', 'waiverNotPurchased', { ...ok, reservation: { ...ok.reservation, purchased_items: [{ item_name: 'Damage Waiver', status: 'confirmed' }] } }],
    ['waiver item status purchased', 'waiverNotPurchased', { ...ok, storeItems: [{ ...waiverItem, status: 'purchased' }] }],
    ['deposit payments not accepted', 'depositPaymentsAccepted', { ...ok, reservation: { ...ok.reservation, checkin_info: { accept_damage_waiver: true } } }],
    ['no open deposit intent', 'openDepositIntent', { ...ok, reservation: { ...ok.reservation, payment_intents: [dep('requires_capture')] } }],
  ];
  it.each(breakers)('hidden when %s (that condition fails alone)', (_name, condition, ctx) => {
    const failing = Object.entries(damageWaiverConditions(ctx))
      .filter(([, holds]) => !holds)
      .map(([name]) => name);
    expect(failing).toEqual([condition]);
    expect(shouldShowDamageWaiverStep(ctx)).toBe(false);
  });
  it('a pending (not confirmed) waiver purchase does not count as purchased', () => {
    const ctx = { ...ok, reservation: { ...ok.reservation, purchased_items: [{ store_item_id: 77, status: 'pending_capture' }] } };
    expect(shouldShowDamageWaiverStep(ctx)).toBe(true);
  });
  it('payable any time before arrival', () => {
    expect(isDamageWaiverPayable(ok, new Date(checkInMs - 30 * DAY_MS))).toBe(true);
    expect(isDamageWaiverPayable(ok, new Date(checkInMs - 1))).toBe(true);
    expect(isDamageWaiverPayable(ok, new Date(checkInMs))).toBe(false);
    expect(isDamageWaiverPayable({ ...ok, reservation: { ...ok.reservation, check_in: null } }, new Date(0))).toBe(false);
    expect(isDamageWaiverPayable({ ...ok, tripInfo: {} }, new Date(checkInMs - 1))).toBe(false);
  });
  it('portal access flag', () => {
    expect(isPortalAccessUnlocked({}, null)).toBe(false);
    expect(isPortalAccessUnlocked({}, { unlock_portal_access: true })).toBe(true);
  });

  describe('lock overlay', () => {
    it('not locked when portal access is unlocked', () => {
      expect(lockOverlay({ ...ok, preCheckIn: { unlock_portal_access: true } }, hoursBefore(100))).toEqual({ locked: false, reason: 'none', unlockAt: null, actions: [] });
    });
    it('locked before the 24-hour unlock, offering the waiver only outside the deposit window', () => {
      const o = lockOverlay(ok, hoursBefore(72));
      expect(o).toMatchObject({ locked: true, reason: 'before-unlock-time', actions: ['pay-waiver'] });
      expect(o.unlockAt?.toISOString()).toBe('2025-07-09T16:00:00.000Z');
    });
    it('offers both between 48 and 24 hours', () => {
      expect(lockOverlay(ok, hoursBefore(30))).toMatchObject({ locked: true, reason: 'before-unlock-time', actions: ['pay-waiver', 'pay-deposit'] });
    });
    it('locked by the deposit after the unlock time', () => {
      expect(lockOverlay(ok, hoursBefore(24))).toMatchObject({ locked: true, reason: 'deposit-required', actions: ['pay-waiver', 'pay-deposit'] });
      const noWaiver = { ...ok, tripInfo: { has_damage_waiver_to_pay: false } };
      expect(lockOverlay(noWaiver, hoursBefore(2))).toMatchObject({ locked: true, reason: 'deposit-required', actions: ['pay-deposit'] });
    });
    it('unlocked once the deposit is placed or a waiver bought, after the unlock time', () => {
      const placed = { ...ok, reservation: { ...ok.reservation, payment_intents: [dep('requires_capture')] } };
      expect(lockOverlay(placed, hoursBefore(23))).toMatchObject({ locked: false, actions: [] });
      expect(lockOverlay(placed, hoursBefore(25))).toMatchObject({ locked: true, reason: 'before-unlock-time', actions: [] });
      const waived = { ...ok, reservation: { ...ok.reservation, purchased_items: [{ store_item_id: 77, status: 'confirmed' }] } };
      expect(lockOverlay(waived, hoursBefore(10))).toMatchObject({ locked: false });
      const flagged = { ...ok, reservation: { ...ok.reservation, payment_intents: [], deposit: { placed: true } } };
      expect(lockOverlay(flagged, hoursBefore(6))).toMatchObject({ locked: false, actions: [] });
    });
    it('no deposit required (denied channel) → unlocked after the unlock time', () => {
      const denied = { ...ok, reservation: { ...ok.reservation, source: 'airbnb' } };
      expect(lockOverlay(denied, hoursBefore(10))).toMatchObject({ locked: false, reason: 'none' });
    });
    it('unknown check-in stays locked', () => {
      expect(lockOverlay({ ...ok, reservation: { ...ok.reservation, check_in: undefined } }, hoursBefore(10))).toMatchObject({ locked: true, reason: 'before-unlock-time', unlockAt: null });
    });
  });
});

describe('checkout immediate success', () => {
  it('succeeded or requires_capture', () => {
    expect(isCheckoutImmediateSuccess({ status: 'succeeded' })).toBe(true);
    expect(isCheckoutImmediateSuccess(dep('requires_capture'))).toBe(true);
  });
  it('balance_due 0 for an accommodation intent', () => {
    expect(isCheckoutImmediateSuccess(acc('requires_source'), { balance_due: 0 })).toBe(true);
    expect(isCheckoutImmediateSuccess(acc('requires_source'), { balance_due: 5 })).toBe(false);
    expect(isCheckoutImmediateSuccess(acc('requires_source'), null)).toBe(false);
    expect(isCheckoutImmediateSuccess(dep('requires_source'), { balance_due: 0 })).toBe(false);
    expect(isCheckoutImmediateSuccess(null)).toBe(false);
  });
});

describe('checkout dialog reducer', () => {
  const run = (events: Parameters<typeof checkoutDialogReducer>[1][], start: CheckoutDialogState = initialCheckoutDialogState()) =>
    events.reduce(checkoutDialogReducer, start);
  it('starts idle or, for an immediate success, in success', () => {
    expect(initialCheckoutDialogState()).toEqual({ phase: 'idle' });
    expect(initialCheckoutDialogState(true)).toEqual({ phase: 'success' });
  });
  it('idle → processing → success 3000 ms after the success event', () => {
    let s = run([{ type: 'submit' }]);
    expect(s).toEqual({ phase: 'processing', successAt: null });
    expect(isCheckoutDialogOpen(s)).toBe(true);
    s = checkoutDialogReducer(s, { type: 'succeeded', at: 10_000 });
    expect(s).toEqual({ phase: 'processing', successAt: 13_000 });
    expect(msUntilSuccessDialog(s, 10_500)).toBe(2500);
    expect(checkoutDialogReducer(s, { type: 'tick', now: 12_999 })).toBe(s);
    s = checkoutDialogReducer(s, { type: 'tick', now: 13_000 });
    expect(s).toEqual({ phase: 'success' });
    expect(isCheckoutDialogOpen(s)).toBe(true);
    expect(msUntilSuccessDialog(s, 0)).toBeNull();
  });
  it('processing → failed closes the dialog and keeps the error', () => {
    const s = run([{ type: 'submit' }, { type: 'failed', error: 'Card declined' }]);
    expect(s).toEqual({ phase: 'failed', error: 'Card declined' });
    expect(isCheckoutDialogOpen(s)).toBe(false);
    expect(run([{ type: 'submit' }, { type: 'failed' }])).toEqual({ phase: 'failed', error: null });
  });
  it('retry from failed, ignore double submit and a late failure', () => {
    expect(run([{ type: 'submit' }, { type: 'failed' }, { type: 'submit' }])).toEqual({ phase: 'processing', successAt: null });
    const p = run([{ type: 'submit' }]);
    expect(checkoutDialogReducer(p, { type: 'submit' })).toBe(p);
    const late = run([{ type: 'submit' }, { type: 'succeeded', at: 0 }, { type: 'failed', error: 'x' }]);
    expect(late).toEqual({ phase: 'processing', successAt: 3000 });
    expect(run([{ type: 'submit' }, { type: 'succeeded', at: 0 }, { type: 'succeeded', at: 5000 }])).toEqual({ phase: 'processing', successAt: 3000 });
  });
  it('success event without submit (e.g. a redirect) still waits 3000 ms', () => {
    expect(run([{ type: 'succeeded', at: 1 }])).toEqual({ phase: 'processing', successAt: 3001 });
    expect(run([{ type: 'succeeded', at: 1 }], { phase: 'success' })).toEqual({ phase: 'success' });
  });
  it('ticks and failures outside processing change nothing; close resets except while processing', () => {
    expect(run([{ type: 'tick', now: 1e12 }])).toEqual({ phase: 'idle' });
    expect(run([{ type: 'failed' }])).toEqual({ phase: 'idle' });
    expect(run([{ type: 'submit' }, { type: 'tick', now: 1e12 }])).toEqual({ phase: 'processing', successAt: null });
    expect(run([{ type: 'submit' }, { type: 'close' }])).toEqual({ phase: 'processing', successAt: null });
    expect(run([{ type: 'close' }], { phase: 'success' })).toEqual({ phase: 'idle' });
    expect(run([{ type: 'close' }], { phase: 'failed', error: null })).toEqual({ phase: 'idle' });
    expect(isCheckoutDialogOpen({ phase: 'idle' })).toBe(false);
  });
});

describe('idempotency attempts', () => {
  it('a new key per attempt, reused across retries of that attempt', () => {
    let n = 0;
    const makeKey = () => `key-${++n}`;
    const a1 = startPaymentAttempt(null, makeKey);
    expect(a1).toEqual({ key: 'key-1', attempt: 1, sends: 1 });
    const r1 = retryPaymentAttempt(retryPaymentAttempt(a1));
    expect(r1).toEqual({ key: 'key-1', attempt: 1, sends: 3 });
    expect(idempotencyHeaders(r1)).toEqual({ 'Idempotency-Key': 'key-1' });
    const a2 = startPaymentAttempt(r1, makeKey);
    expect(a2).toEqual({ key: 'key-2', attempt: 2, sends: 1 });
    expect(a1.sends).toBe(1);
  });
});

describe('detailsLockReason', () => {
  const ci = new Date(checkInMs);
  it('unlocked portal opens at once; else 24 h before check-in, then only without a deposit due', () => {
    expect(detailsLockReason({ checkIn: ci, depositDue: true, portalUnlocked: true }, hoursBefore(100))).toBe('none');
    expect(detailsLockReason({ checkIn: ci, depositDue: false, portalUnlocked: false }, new Date(checkInMs - 24 * HOUR_MS - 1))).toBe('before-unlock-time');
    expect(detailsLockReason({ checkIn: ci, depositDue: false, portalUnlocked: false }, hoursBefore(24))).toBe('none');
    expect(detailsLockReason({ checkIn: ci, depositDue: true, portalUnlocked: false }, hoursBefore(24))).toBe('deposit-required');
    expect(detailsLockReason({ checkIn: null, depositDue: false, portalUnlocked: false }, hoursBefore(1))).toBe('before-unlock-time');
  });
});
