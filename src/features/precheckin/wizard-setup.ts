// What the feature derives from the loaded resources before the wizard can start: the reading, the age
// bands, which optional steps exist, and where completion leads. Plain functions over loaded values.
import type { Configuration } from '../../api/schemas/config';
import type { PreCheckIn } from '../../api/schemas/precheckin';
import type { Reservation } from '../../api/schemas/reservation';
import type { StoreItemEntry } from '../../api/schemas/store';
import type { TripInfo } from '../../api/schemas/trip-info';
import type { AgeBandVariant } from '../../core/guests';
import { isDamageWaiverPayable, isDepositDue } from '../../core/payments';
import type { WizardContext, WizardVariant } from '../../core/precheckin-steps';
import { findWaiverItem, isStoreEnabled, isWaiverPurchased } from '../../core/store';

/** The element's `variant` attribute wins over the tenant's `precheckin_variant`; reading A by default. */
export function wizardVariant(attribute: string | null | undefined, config: Configuration | null | undefined): WizardVariant {
  const a = attribute?.trim().toUpperCase();
  if (a === 'A' || a === 'B') return a;
  return config?.precheckin_variant === 'B' ? 'B' : 'A';
}

/** Tenant `age_bands`: 'kids-3-12' is reading B (babies under 3), anything else reading A. */
export function ageBandVariant(config: Configuration | null | undefined): AgeBandVariant {
  return config?.age_bands === 'kids-3-12' ? 'B' : 'A';
}

export interface SetupInput {
  variant: WizardVariant;
  record: PreCheckIn;
  reservation: Reservation | null;
  tripInfo: TripInfo | null;
  storeItems: readonly StoreItemEntry[] | null;
  config: Configuration | null;
  now: Date;
}

const isResort = (r: Reservation | null) => (r?.listing as { is_resort?: unknown } | null | undefined)?.is_resort === true;

/**
 * The step rules' input. Special requests count as present when the record has settings or parking
 * is offered (docs/decisions.md: parking lives in that step in both readings). The waiver step needs
 * every condition of spec section 4 and arrival still ahead (core isDamageWaiverPayable).
 */
export function wizardContext(i: SetupInput): WizardContext {
  const offerParking = i.reservation?.checkin_info?.offer_parking === true;
  const hasSettings = (i.record.special_requests_settings ?? []).length > 0;
  const tripInfo = i.tripInfo ?? (i.reservation ? { has_damage_waiver_to_pay: i.reservation.has_damage_waiver_to_pay } : null);
  const waiver = i.reservation ? isDamageWaiverPayable({ reservation: i.reservation, preCheckIn: i.record, tripInfo, storeItems: i.storeItems }, i.now) : false;
  return {
    variant: i.variant,
    isResort: isResort(i.reservation),
    hasSpecialRequests: hasSettings || (i.variant === 'A' && offerParking),
    offerParking,
    damageWaiverPayable: waiver,
    // Trip info's has_store_items, as the reference server counts B's steps for its done marker.
    storeStepEnabled: isStoreEnabled(i.config) && i.tripInfo?.has_store_items === true,
  };
}

/** A deposit is still due after completion: the server said deposit_not_paid, or the core rule says so. */
export function depositStillDue(i: SetupInput, serverSaysDepositNotPaid: boolean): boolean {
  if (serverSaysDepositNotPaid) return true;
  if (!i.reservation) return false;
  return isDepositDue(i.reservation, isWaiverPurchased(i.reservation, findWaiverItem(i.storeItems)), i.now);
}

/**
 * The tenant's key turns the registration widget on; a reservation may opt out (guests entered by
 * hand) with the record's `guest_registration_required: false`.
 */
export function usesExternalRegistration(config: Configuration | null | undefined, record: PreCheckIn): boolean {
  return !!config?.guest_registration_api_key && (record as { guest_registration_required?: unknown }).guest_registration_required !== false;
}
