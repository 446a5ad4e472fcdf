// What the feature derives from the loaded resources before the wizard can start: the reading, the age
// bands, which optional steps exist, and where completion leads. Plain functions over loaded values.
import type { Configuration } from '../../api/schemas/config';
import type { PreCheckIn } from '../../api/schemas/precheckin';
import type { Reservation } from '../../api/schemas/reservation';
import type { StoreItemEntry } from '../../api/schemas/store';
import type { TripInfo } from '../../api/schemas/trip-info';
import type { AgeBandVariant } from '../../core/guests';
import { isDepositDue } from '../../core/payments';
import { resolveWizardVariant, wizardContextFor, type WizardContext, type WizardVariant } from '../../core/precheckin-steps';
import { findWaiverItem, isStoreEnabled, isWaiverPurchased } from '../../core/store';

/** The element's `variant` attribute wins over the tenant's `precheckin_variant`; reading A by default. */
export function wizardVariant(attribute: string | null | undefined, config: Configuration | null | undefined): WizardVariant {
  return resolveWizardVariant(attribute?.trim().toUpperCase(), config?.precheckin_variant);
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

/**
 * The step rules' input, by core's wizardContextFor — the rule the reference server also uses for its
 * done marker, so both count the same steps. The waiver inputs: the trips-list reservation, the record,
 * trip info (else the reservation's own has_damage_waiver_to_pay) and the store items; the store step
 * counts trip info's has_store_items, as the server does.
 */
export function wizardContext(i: SetupInput): WizardContext {
  const tripInfo = i.tripInfo ?? (i.reservation ? { has_damage_waiver_to_pay: i.reservation.has_damage_waiver_to_pay } : null);
  return wizardContextFor(
    {
      variant: i.variant,
      listing: i.reservation?.listing as { is_resort?: boolean | null } | null | undefined,
      settings: { offer_parking: i.reservation?.checkin_info?.offer_parking === true },
      record: i.record,
      waiver: i.reservation ? { reservation: i.reservation, preCheckIn: i.record, tripInfo, storeItems: i.storeItems } : null,
      storeEnabled: isStoreEnabled(i.config),
      hasStoreItems: i.tripInfo?.has_store_items === true,
    },
    i.now,
  );
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
  return !!config?.guest_registration_api_key && record.guest_registration_required !== false;
}
