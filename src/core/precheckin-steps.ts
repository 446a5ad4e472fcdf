// Pre-check-in wizard steps. Two readings of the spec, chosen by configuration (`variant`):
// - 'A': 1 Guests info; 2 Special requests (hidden for resorts; skipped in either direction when
//   there are no special requests); 3 Personal info; 4 Damage waiver (only when payable).
//   Step numbers are fixed; a saved step of 3 means done. Parking lives in the special-requests
//   step in both readings, so in A that step counts as present when parking is offered too
//   (otherwise a parking-only listing could never collect parking; docs/decisions.md).
// - 'B': Basic info, Store (Not Now), Damage Waiver, Special Requests (requests + parking), Contact
//   Info, then the completion dialog. Steps are numbered by position among the included ones. The
//   spec's "saved step 3 means done" reflects reading A's three numbered steps; applying it to B's
//   five steps would end the wizard halfway, so in B the done marker is the last step's number.
import { validateExternalRegistration } from './validation/registration';
import { isPreCheckInDone } from './reservation';
import { isDamageWaiverPayable, type DamageWaiverContext } from './waiver';
import type { CheckinInfoSettings, Listing, Message, PreCheckIn, Reservation, RouteDescriptor } from './types';

export type WizardVariant = 'A' | 'B';
export type WizardStepId =
  | 'guests-info'
  | 'special-requests'
  | 'personal-info'
  | 'damage-waiver'
  | 'basic-info'
  | 'store'
  | 'contact-info';

export interface WizardContext {
  variant: WizardVariant;
  /** A: the special-requests step is hidden for resorts (listing.is_resort). */
  isResort?: boolean;
  /** The reservation has special requests (special_requests_settings non-empty). */
  hasSpecialRequests?: boolean;
  /** Parking is offered (checkin_info.offer_parking): the special-requests step holds parking in both readings. */
  offerParking?: boolean;
  /** The damage waiver is payable (payments.isDamageWaiverPayable). */
  damageWaiverPayable?: boolean;
  /** B: the store step is shown (store enabled and the reservation has store items). */
  storeStepEnabled?: boolean;
}

export interface WizardStep {
  id: WizardStepId;
  /** The number saved in the record's `step` and used in the route. */
  number: number;
  labelKey: string;
  /** Navigation lands on it (A: special requests are skipped when there are none). */
  reachable: boolean;
}

/** Reading A's done marker (and the step saved when registration is skipped). */
export const DONE_STEP_A = 3;

/** The special-requests step has something to ask: requests from the settings, or parking. */
function hasSpecialRequestsStep(ctx: WizardContext): boolean {
  return ctx.hasSpecialRequests === true || ctx.offerParking === true;
}

/** The variant in force: the element's `variant` attribute, else the tenant's `precheckin_variant`, else A. */
export function resolveWizardVariant(...candidates: ReadonlyArray<string | null | undefined>): WizardVariant {
  const found = candidates.find((c) => c === 'A' || c === 'B');
  return found === 'B' ? 'B' : 'A';
}

/** Plain values a reservation's wizard depends on (what the SDK shell and the reference server both know). */
export interface WizardContextInput {
  variant: WizardVariant;
  listing?: Pick<Listing, 'is_resort'> | null;
  settings?: Pick<CheckinInfoSettings, 'offer_parking'> | null;
  record?: Pick<PreCheckIn, 'special_requests_settings'> | null;
  /** The damage-waiver step's inputs (waiver.ts); null when they could not be read (no waiver step). */
  waiver?: DamageWaiverContext | null;
  /** Store enabled for the tenant (configuration `store_support`). */
  storeEnabled: boolean;
  /** The reservation has store items to offer (trip info `has_store_items`). */
  hasStoreItems: boolean;
}

/**
 * A reservation's WizardContext, computed once from plain values so the SDK's stepper and the
 * server's done marker count the same steps.
 */
export function wizardContextFor(input: WizardContextInput, now: Date): WizardContext {
  return {
    variant: input.variant,
    isResort: input.listing?.is_resort === true,
    hasSpecialRequests: (input.record?.special_requests_settings?.length ?? 0) > 0,
    offerParking: input.settings?.offer_parking === true,
    damageWaiverPayable: input.waiver ? isDamageWaiverPayable(input.waiver, now) : false,
    storeStepEnabled: input.storeEnabled && input.hasStoreItems,
  };
}

/** Steps shown in the stepper, in order. A: special requests hidden for resorts; waiver only when payable. */
export function wizardSteps(ctx: WizardContext): WizardStep[] {
  if (ctx.variant === 'A') {
    const steps: WizardStep[] = [{ id: 'guests-info', number: 1, labelKey: 'core:precheckin.steps.a.guestsInfo', reachable: true }];
    if (!ctx.isResort) {
      steps.push({ id: 'special-requests', number: 2, labelKey: 'core:precheckin.steps.a.specialRequests', reachable: hasSpecialRequestsStep(ctx) });
    }
    steps.push({ id: 'personal-info', number: 3, labelKey: 'core:precheckin.steps.a.personalInfo', reachable: true });
    if (ctx.damageWaiverPayable) steps.push({ id: 'damage-waiver', number: 4, labelKey: 'core:precheckin.steps.a.damageWaiver', reachable: true });
    return steps;
  }
  const ids: Array<[WizardStepId, string, boolean]> = [
    ['basic-info', 'basicInfo', true],
    ['store', 'store', ctx.storeStepEnabled === true],
    ['damage-waiver', 'damageWaiver', ctx.damageWaiverPayable === true],
    ['special-requests', 'specialRequests', hasSpecialRequestsStep(ctx)],
    ['contact-info', 'contactInfo', true],
  ];
  return ids
    .filter(([, , on]) => on)
    .map(([id, label], i) => ({ id, number: i + 1, labelKey: `core:precheckin.steps.b.${label}`, reachable: true }));
}

function reachableNumbers(ctx: WizardContext): number[] {
  return wizardSteps(ctx)
    .filter((s) => s.reachable)
    .map((s) => s.number);
}

/** Number of steps: A 3, or 4 with the waiver; B the included steps. */
export function stepCount(ctx: WizardContext): number {
  return ctx.variant === 'A' ? (ctx.damageWaiverPayable ? 4 : 3) : wizardSteps(ctx).length;
}

/** The saved step that means done: 3 in A; the last step in B. */
export function doneStepMarker(ctx: WizardContext): number {
  return ctx.variant === 'A' ? DONE_STEP_A : stepCount(ctx);
}

/** A saved step that marks the pre-check-in done (A: 3 or later; B: the last step). */
export function isDoneStep(step: number, ctx: WizardContext): boolean {
  return step >= doneStepMarker(ctx);
}

/** The step with this number, if shown. */
export function stepByNumber(step: number, ctx: WizardContext): WizardStep | null {
  return wizardSteps(ctx).find((s) => s.number === step) ?? null;
}

/** The first reachable step at or after `step` (else the last reachable one). */
function settle(step: number, ctx: WizardContext): number {
  const list = reachableNumbers(ctx);
  return list.find((n) => n >= step) ?? list[list.length - 1] ?? 1;
}

export type WizardEntry = { kind: 'step'; step: number } | { kind: 'redirect'; route: RouteDescriptor<'reservation-info'> };

/**
 * Where the wizard opens.
 * - A step in the route: that step (moved forward to the next reachable one when skipped/hidden;
 *   out-of-range values fall back to the saved-step rule).
 * - No step in the route: the saved step equal to the done marker → reservation-info; otherwise the
 *   saved step, or 1 when it is 0 (or missing) or beyond the number of steps.
 */
export function wizardEntry(
  ctx: WizardContext,
  input: { confirmationCode: string; savedStep?: number | null; routeStep?: number | string | null },
): WizardEntry {
  const count = stepCount(ctx);
  const route = input.routeStep == null || input.routeStep === '' ? NaN : Number(input.routeStep);
  if (Number.isInteger(route) && route >= 1 && route <= count) return { kind: 'step', step: settle(route, ctx) };
  const saved = input.savedStep ?? 0;
  if (saved === doneStepMarker(ctx)) return { kind: 'redirect', route: { name: 'reservation-info', params: { id: input.confirmationCode } } };
  const step = !Number.isInteger(saved) || saved <= 0 || saved > count ? 1 : saved;
  return { kind: 'step', step: settle(step, ctx) };
}

/** The next step after `current`, skipping unreachable ones; null on the last step (complete). */
export function nextStep(current: number, ctx: WizardContext): number | null {
  return reachableNumbers(ctx).find((n) => n > current) ?? null;
}

/** The step before `current`, skipping unreachable ones; null on the first step. */
export function previousStep(current: number, ctx: WizardContext): number | null {
  const before = reachableNumbers(ctx).filter((n) => n < current);
  return before.length ? before[before.length - 1]! : null;
}

export function isLastStep(current: number, ctx: WizardContext): boolean {
  return nextStep(current, ctx) === null;
}

export function isFirstStep(current: number, ctx: WizardContext): boolean {
  return previousStep(current, ctx) === null;
}

/**
 * Guest registration skipped and no balance remaining: save with the done step (3 in A) and
 * complete at once. Returns the step to save, or null when the wizard runs normally.
 */
export function immediateCompletionStep(
  record: Pick<PreCheckIn, 'skip_guest_registration'> | null | undefined,
  reservation: Pick<Reservation, 'balance_due'> | null | undefined,
  ctx: WizardContext,
): number | null {
  const balance = reservation?.balance_due ?? 0;
  return record?.skip_guest_registration === true && !(balance > 0) ? doneStepMarker(ctx) : null;
}

/** After completion: the store page when the store is enabled and no deposit is due; else reservation-info. */
export function afterCompletionRoute(input: {
  confirmationCode: string;
  storeEnabled: boolean;
  depositDue: boolean;
}): RouteDescriptor<'tourist-store' | 'reservation-info'> {
  return input.storeEnabled && !input.depositDue
    ? { name: 'tourist-store', params: { id: input.confirmationCode } }
    : { name: 'reservation-info', params: { id: input.confirmationCode } };
}

/**
 * Going forward with the external registration service needs guests_registration_status COMPLETE.
 * Returns the blocking message ('Please complete the check-in process') or null.
 */
export function externalRegistrationBlock(usesExternalService: boolean, status: string | null | undefined): Message | null {
  return usesExternalService ? validateExternalRegistration(status) : null;
}

export const INFO_ACCESS_MESSAGE_KEY = 'core:precheckin.accessRequired';

/**
 * Info page access gate: pre-check-in must be Done; otherwise redirect to pre-check-in with the
 * message 'Please complete the pre-check-in process to access your reservation details.' (the
 * route's `message` param carries its i18n key). Null when access is granted.
 */
export function infoAccessRedirect(reservation: Pick<Reservation, 'confirmation_code' | 'pre_check_in_info'>): RouteDescriptor<'pre-check-in'> | null {
  if (isPreCheckInDone(reservation.pre_check_in_info?.status)) return null;
  return { name: 'pre-check-in', params: { id: reservation.confirmation_code ?? '', message: INFO_ACCESS_MESSAGE_KEY } };
}

const PARKING_FIELDS = new Set(['client_info.need_parking', 'client_info.car_amount', 'client_info.car_model', 'client_info.licence_plate']);

/** The wizard step that shows a field path (the server's refusal of a done save names fields of any step). */
export function wizardStepOfField(path: string, variant: WizardVariant): WizardStepId {
  if (path.startsWith('special_requests.') || PARKING_FIELDS.has(path)) return 'special-requests';
  if (path.startsWith('times_info.') || path.startsWith('guests_details.') || path.startsWith('guest_count_info.') || path === 'client_info.trip_purpose') {
    return variant === 'A' ? 'guests-info' : 'basic-info';
  }
  return variant === 'A' ? 'personal-info' : 'contact-info';
}
