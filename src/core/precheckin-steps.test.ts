import { describe, expect, it } from 'vitest';
import {
  afterCompletionRoute,
  doneStepMarker,
  externalRegistrationBlock,
  immediateCompletionStep,
  infoAccessRedirect,
  isDoneStep,
  isFirstStep,
  isLastStep,
  nextStep,
  previousStep,
  resolveWizardVariant,
  stepByNumber,
  stepCount,
  wizardEntry,
  wizardContextFor,
  wizardSteps,
  type WizardContext,
  type WizardContextInput,
} from './precheckin-steps';
import type { DamageWaiverContext } from './waiver';

const A: WizardContext = { variant: 'A', hasSpecialRequests: true };
const code = 'ABC123';
const ids = (ctx: WizardContext) => wizardSteps(ctx).map((s) => `${s.number}:${s.id}${s.reachable ? '' : '(skip)'}`);

describe('reading A', () => {
  it('three numbered steps plus optional waiver', () => {
    expect(ids(A)).toEqual(['1:guests-info', '2:special-requests', '3:personal-info']);
    expect(ids({ ...A, damageWaiverPayable: true })).toEqual(['1:guests-info', '2:special-requests', '3:personal-info', '4:damage-waiver']);
    expect(stepCount(A)).toBe(3);
    expect(stepCount({ ...A, damageWaiverPayable: true })).toBe(4);
    expect(wizardSteps(A)[0]?.labelKey).toBe('core:precheckin.steps.a.guestsInfo');
  });
  it('special requests hidden for resorts', () => {
    expect(ids({ ...A, isResort: true })).toEqual(['1:guests-info', '3:personal-info']);
    expect(nextStep(1, { ...A, isResort: true })).toBe(3);
  });
  it('special requests skipped in either direction when there are none', () => {
    const none = { ...A, hasSpecialRequests: false };
    expect(ids(none)).toEqual(['1:guests-info', '2:special-requests(skip)', '3:personal-info']);
    expect(nextStep(1, none)).toBe(3);
    expect(previousStep(3, none)).toBe(1);
    expect(nextStep(1, A)).toBe(2);
    expect(previousStep(3, A)).toBe(2);
  });
  it('next / back / last', () => {
    const w = { ...A, damageWaiverPayable: true };
    expect(nextStep(3, A)).toBeNull();
    expect(isLastStep(3, A)).toBe(true);
    expect(nextStep(3, w)).toBe(4);
    expect(isLastStep(3, w)).toBe(false);
    expect(isLastStep(4, w)).toBe(true);
    expect(previousStep(1, A)).toBeNull();
    expect(isFirstStep(1, A)).toBe(true);
    expect(isFirstStep(2, A)).toBe(false);
    expect(previousStep(4, w)).toBe(3);
  });
  it('entry: saved step 3 means done → reservation-info', () => {
    expect(doneStepMarker(A)).toBe(3);
    expect(wizardEntry(A, { confirmationCode: code, savedStep: 3 })).toEqual({ kind: 'redirect', route: { name: 'reservation-info', params: { id: code } } });
    expect(wizardEntry({ ...A, damageWaiverPayable: true }, { confirmationCode: code, savedStep: 3 }).kind).toBe('redirect');
  });
  it('entry: saved step, or 1 when 0 / missing / beyond the count', () => {
    expect(wizardEntry(A, { confirmationCode: code, savedStep: 2 })).toEqual({ kind: 'step', step: 2 });
    expect(wizardEntry(A, { confirmationCode: code, savedStep: 1 })).toEqual({ kind: 'step', step: 1 });
    expect(wizardEntry(A, { confirmationCode: code, savedStep: 0 })).toEqual({ kind: 'step', step: 1 });
    expect(wizardEntry(A, { confirmationCode: code, savedStep: null })).toEqual({ kind: 'step', step: 1 });
    expect(wizardEntry(A, { confirmationCode: code, savedStep: 4 })).toEqual({ kind: 'step', step: 1 });
    expect(wizardEntry(A, { confirmationCode: code, savedStep: -2 })).toEqual({ kind: 'step', step: 1 });
    expect(wizardEntry({ ...A, damageWaiverPayable: true }, { confirmationCode: code, savedStep: 4 })).toEqual({ kind: 'step', step: 4 });
  });
  it('parking alone makes the special-requests step present (parking lives there in both readings)', () => {
    const parkingOnly = { variant: 'A' as const, hasSpecialRequests: false, offerParking: true };
    expect(ids(parkingOnly)).toEqual(['1:guests-info', '2:special-requests', '3:personal-info']);
    expect(nextStep(1, parkingOnly)).toBe(2);
    expect(previousStep(3, parkingOnly)).toBe(2);
    expect(wizardEntry(parkingOnly, { confirmationCode: code, savedStep: 2 })).toEqual({ kind: 'step', step: 2 });
    expect(ids({ ...parkingOnly, isResort: true })).toEqual(['1:guests-info', '3:personal-info']);
  });
  it('skipped in either direction with the waiver step too', () => {
    const none = { variant: 'A' as const, damageWaiverPayable: true };
    expect(nextStep(1, none)).toBe(3);
    expect(previousStep(3, none)).toBe(1);
    expect(previousStep(4, none)).toBe(3);
    expect(wizardEntry(none, { confirmationCode: code, routeStep: 2 })).toEqual({ kind: 'step', step: 3 });
  });
  it('done: a saved step of 3 or later', () => {
    expect(isDoneStep(2, A)).toBe(false);
    expect(isDoneStep(3, A)).toBe(true);
    expect(isDoneStep(4, { ...A, damageWaiverPayable: true })).toBe(true);
    expect(isDoneStep(0, A)).toBe(false);
  });
  it('entry: a skipped saved step moves forward', () => {
    expect(wizardEntry({ ...A, hasSpecialRequests: false }, { confirmationCode: code, savedStep: 2 })).toEqual({ kind: 'step', step: 3 });
  });
  it('entry: a step in the route wins (even over done)', () => {
    expect(wizardEntry(A, { confirmationCode: code, savedStep: 3, routeStep: '2' })).toEqual({ kind: 'step', step: 2 });
    expect(wizardEntry(A, { confirmationCode: code, savedStep: 3, routeStep: 3 })).toEqual({ kind: 'step', step: 3 });
    expect(wizardEntry({ ...A, isResort: true }, { confirmationCode: code, routeStep: 2 })).toEqual({ kind: 'step', step: 3 });
    expect(wizardEntry(A, { confirmationCode: code, savedStep: 1, routeStep: 9 })).toEqual({ kind: 'step', step: 1 });
    expect(wizardEntry(A, { confirmationCode: code, savedStep: 2, routeStep: 'x' })).toEqual({ kind: 'step', step: 2 });
  });
  it('stepByNumber', () => {
    expect(stepByNumber(3, A)?.id).toBe('personal-info');
    expect(stepByNumber(4, A)).toBeNull();
  });
});

describe('reading B', () => {
  const B: WizardContext = { variant: 'B', storeStepEnabled: true, damageWaiverPayable: true, hasSpecialRequests: true };
  it('Basic info, Store, Damage Waiver, Special Requests, Contact Info', () => {
    expect(ids(B)).toEqual(['1:basic-info', '2:store', '3:damage-waiver', '4:special-requests', '5:contact-info']);
    expect(wizardSteps(B).map((s) => s.labelKey)).toEqual([
      'core:precheckin.steps.b.basicInfo',
      'core:precheckin.steps.b.store',
      'core:precheckin.steps.b.damageWaiver',
      'core:precheckin.steps.b.specialRequests',
      'core:precheckin.steps.b.contactInfo',
    ]);
    expect(stepCount(B)).toBe(5);
  });
  it('optional steps drop out and numbers close up', () => {
    expect(ids({ variant: 'B' })).toEqual(['1:basic-info', '2:contact-info']);
    expect(ids({ variant: 'B', offerParking: true })).toEqual(['1:basic-info', '2:special-requests', '3:contact-info']);
    expect(ids({ variant: 'B', damageWaiverPayable: true })).toEqual(['1:basic-info', '2:damage-waiver', '3:contact-info']);
  });
  it('navigation and last step (then the completion dialog)', () => {
    expect(nextStep(1, B)).toBe(2);
    expect(nextStep(4, B)).toBe(5);
    expect(nextStep(5, B)).toBeNull();
    expect(isLastStep(5, B)).toBe(true);
    expect(previousStep(2, B)).toBe(1);
    expect(previousStep(1, B)).toBeNull();
  });
  it('done marker is the last step; entry rules', () => {
    expect(doneStepMarker(B)).toBe(5);
    expect(wizardEntry(B, { confirmationCode: code, savedStep: 5 }).kind).toBe('redirect');
    expect(wizardEntry(B, { confirmationCode: code, savedStep: 3 })).toEqual({ kind: 'step', step: 3 });
    expect(wizardEntry(B, { confirmationCode: code, savedStep: 0 })).toEqual({ kind: 'step', step: 1 });
    expect(wizardEntry(B, { confirmationCode: code, savedStep: 6 })).toEqual({ kind: 'step', step: 1 });
    expect(wizardEntry(B, { confirmationCode: code, savedStep: 5, routeStep: 4 })).toEqual({ kind: 'step', step: 4 });
  });
  it('saved step 3 is not done in B (the done marker is the last step)', () => {
    expect(isDoneStep(3, B)).toBe(false);
    expect(isDoneStep(4, B)).toBe(false);
    expect(isDoneStep(5, B)).toBe(true);
    const short: WizardContext = { variant: 'B' };
    expect(wizardEntry(short, { confirmationCode: code, savedStep: 3 })).toEqual({ kind: 'step', step: 1 });
    expect(wizardEntry(short, { confirmationCode: code, savedStep: 2 }).kind).toBe('redirect');
    expect(isDoneStep(2, short)).toBe(true);
  });
  it('route step: in range wins, out of range falls back to the saved step', () => {
    expect(wizardEntry(B, { confirmationCode: code, savedStep: 2, routeStep: '3' })).toEqual({ kind: 'step', step: 3 });
    expect(wizardEntry(B, { confirmationCode: code, savedStep: 2, routeStep: 6 })).toEqual({ kind: 'step', step: 2 });
    expect(wizardEntry(B, { confirmationCode: code, savedStep: 5, routeStep: 0 }).kind).toBe('redirect');
  });
  it('skip registration: with no balance saves the last step, with a balance runs normally', () => {
    expect(immediateCompletionStep({ skip_guest_registration: true }, { balance_due: 0 }, B)).toBe(5);
    expect(immediateCompletionStep({ skip_guest_registration: true }, { balance_due: 1 }, B)).toBeNull();
  });
});

describe('wizard context from plain values (shared by the SDK shell and the server)', () => {
  const now = new Date('2025-07-01T12:00:00Z');
  const waiver: DamageWaiverContext = {
    reservation: {
      check_in: '2025-07-10T16:00:00Z',
      checkin_info: { accept_damage_waiver: true, accept_deposit_payments: true },
      payment_intents: [{ payment_intent_id: 'pi_dep', status: 'requires_source', capture_method: 'manual', metadata: { type: 'deposit' } }],
      purchased_items: [],
    },
    preCheckIn: { unlock_portal_access: false },
    tripInfo: { has_damage_waiver_to_pay: true },
    storeItems: [{ item: { id: 9, name: 'Damage Waiver' } }],
  };
  const base: WizardContextInput = {
    variant: 'B',
    listing: { is_resort: false },
    settings: { offer_parking: false },
    record: { special_requests_settings: [] },
    waiver: null,
    storeEnabled: true,
    hasStoreItems: true,
  };
  it('reads every input', () => {
    expect(wizardContextFor(base, now)).toEqual({
      variant: 'B',
      isResort: false,
      hasSpecialRequests: false,
      offerParking: false,
      damageWaiverPayable: false,
      storeStepEnabled: true,
    });
    const full = wizardContextFor(
      { ...base, listing: { is_resort: true }, settings: { offer_parking: true }, record: { special_requests_settings: [{ name: 'High Chair', type: 'toggle' }] }, waiver },
      now,
    );
    expect(full).toMatchObject({ isResort: true, hasSpecialRequests: true, offerParking: true, damageWaiverPayable: true });
  });
  it('the store step needs both the store and items', () => {
    expect(wizardContextFor({ ...base, storeEnabled: false }, now).storeStepEnabled).toBe(false);
    expect(wizardContextFor({ ...base, hasStoreItems: false }, now).storeStepEnabled).toBe(false);
  });
  it('the waiver step follows the waiver rules at that instant (none after arrival)', () => {
    expect(wizardContextFor({ ...base, waiver }, new Date('2025-07-10T16:00:00Z')).damageWaiverPayable).toBe(false);
    expect(stepCount(wizardContextFor({ ...base, waiver }, now))).toBe(4);
  });
  it('missing values mean absent steps', () => {
    expect(wizardContextFor({ variant: 'A', storeEnabled: false, hasStoreItems: false }, now)).toEqual({
      variant: 'A',
      isResort: false,
      hasSpecialRequests: false,
      offerParking: false,
      damageWaiverPayable: false,
      storeStepEnabled: false,
    });
  });
  it('variant: the attribute, else the tenant, else A', () => {
    expect(resolveWizardVariant('B', 'A')).toBe('B');
    expect(resolveWizardVariant(null, 'B')).toBe('B');
    expect(resolveWizardVariant('x', undefined)).toBe('A');
    expect(resolveWizardVariant()).toBe('A');
  });
});

describe('completion', () => {
  it('skip registration and no balance → save the done step and complete', () => {
    expect(immediateCompletionStep({ skip_guest_registration: true }, { balance_due: 0 }, A)).toBe(3);
    expect(immediateCompletionStep({ skip_guest_registration: true }, {}, A)).toBe(3);
    expect(immediateCompletionStep({ skip_guest_registration: true }, { balance_due: 10 }, A)).toBeNull();
    expect(immediateCompletionStep({ skip_guest_registration: false }, { balance_due: 0 }, A)).toBeNull();
    expect(immediateCompletionStep(null, null, A)).toBeNull();
    expect(immediateCompletionStep({ skip_guest_registration: true }, null, { variant: 'B' })).toBe(2);
  });
  it('after completion: store when enabled and no deposit due, else reservation-info', () => {
    expect(afterCompletionRoute({ confirmationCode: code, storeEnabled: true, depositDue: false })).toEqual({ name: 'tourist-store', params: { id: code } });
    expect(afterCompletionRoute({ confirmationCode: code, storeEnabled: true, depositDue: true })).toEqual({ name: 'reservation-info', params: { id: code } });
    expect(afterCompletionRoute({ confirmationCode: code, storeEnabled: false, depositDue: false })).toEqual({ name: 'reservation-info', params: { id: code } });
    expect(afterCompletionRoute({ confirmationCode: code, storeEnabled: false, depositDue: true }).name).toBe('reservation-info');
  });
  it('external service must be COMPLETE to go forward', () => {
    expect(externalRegistrationBlock(true, 'COMPLETE')).toBeNull();
    expect(externalRegistrationBlock(true, 'IN_PROGRESS')).toEqual({ key: 'validation:checkInProcessIncomplete' });
    expect(externalRegistrationBlock(true, undefined)).toEqual({ key: 'validation:checkInProcessIncomplete' });
    expect(externalRegistrationBlock(false, undefined)).toBeNull();
  });
  it('info access gate redirects to pre-check-in with the message', () => {
    expect(infoAccessRedirect({ confirmation_code: code, pre_check_in_info: { status: 'Done' } })).toBeNull();
    expect(infoAccessRedirect({ confirmation_code: code, pre_check_in_info: { status: 'Pending' } })).toEqual({
      name: 'pre-check-in',
      params: { id: code, message: 'core:precheckin.accessRequired' },
    });
    expect(infoAccessRedirect({})?.params.id).toBe('');
  });
});
